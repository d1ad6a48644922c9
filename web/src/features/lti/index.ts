// LTI 1.3 (docs/adr/0042): the learning platforms page of the administration and the deep-linking picker inside a platform's frame; loaded with their routes.
export { LtiAdminPage } from './admin/LtiAdminPage';
export { DeepLinkingPage } from './deep-linking/DeepLinkingPage';
