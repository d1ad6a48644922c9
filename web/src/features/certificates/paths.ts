const enc = encodeURIComponent;

/** The evaluation form of a course's test (the feedback feature's route; docs/adr/0025). */
export const feedbackFormPath = (moduleId: string, testId: string): string => `/course/${enc(moduleId)}/test/${enc(testId)}/feedback`;
