import { testSummaryPath } from '../../shared/navigation/coursePaths';

export { testSummaryPath };

/** The evaluation form page of a test in a course (docs/adr/0025). */
export const evaluationFormPath = (moduleId: string, testId: string): string => `${testSummaryPath(moduleId, testId)}/feedback`;
