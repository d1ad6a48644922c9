const enc = encodeURIComponent;

/** The learner's test summary (the players' route), where the form goes back to. */
export const testSummaryPath = (moduleId: string, testId: string): string => `/course/${enc(moduleId)}/test/${enc(testId)}`;

/** The evaluation form page of a test in a course (docs/adr/0025). */
export const evaluationFormPath = (moduleId: string, testId: string): string => `${testSummaryPath(moduleId, testId)}/feedback`;
