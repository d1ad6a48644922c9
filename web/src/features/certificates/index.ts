/** P.A.C.E. certificates (docs/adr/0026): the learner's certificates page and the public verification page, loaded with their routes. */
export { CertificatesPage } from './CertificatesPage';
export { VerifyPage } from './VerifyPage';
