/** A learner's slide test summary, /course/{moduleId}/test/{testId}: the players' route, linked from other features (the evaluation form, the Skills page's practice set). */
export const testSummaryPath = (moduleId: string, testId: string): string => `/course/${encodeURIComponent(moduleId)}/test/${encodeURIComponent(testId)}`;
