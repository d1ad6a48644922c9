/** P.A.C.E. feedback on slide tests (docs/adr/0025): the evaluation form page and the test summary's button, loaded with their routes. */
export { EvaluationFormPage } from './EvaluationFormPage';
export { TestFeedbackButton } from './TestFeedbackButton';
