/** The learner's course list and one course's page (spec part 2 section 2). */
export const COURSES_PATH = '/dashboard/learning/courses';
export const coursePath = (moduleId: string): string => `${COURSES_PATH}/${encodeURIComponent(moduleId)}`;

export type PlayerKind = 'presentation' | 'quiz';

/** A player's own path without the page: /course/{moduleId}/{presentation|quiz}/{itemId}. */
export const playerBasePath = (kind: PlayerKind, moduleId: string, itemId: string): string =>
  `/course/${encodeURIComponent(moduleId)}/${kind}/${encodeURIComponent(itemId)}`;

/** A player's page (1-based). */
export const playerPagePath = (kind: PlayerKind, moduleId: string, itemId: string, pageNumber: number): string =>
  `${playerBasePath(kind, moduleId, itemId)}/${pageNumber}`;

/** Whether a path stays inside the player (another of its pages): moving there loses nothing. */
export const staysInPlayer = (basePath: string, pathname: string): boolean => pathname === basePath || pathname.startsWith(`${basePath}/`);

const enc = encodeURIComponent;

/** A learner's slide test summary: /course/{moduleId}/test/{testId}. */
export const testSummaryPath = (moduleId: string, testId: string): string => `/course/${enc(moduleId)}/test/${enc(testId)}`;

/** A slide's review: inside a test {base}/case/{slideItemId}/{testId} (spec part 2 section 2), or alone {base}/case/{slideItemId}. */
export const slideReviewPath = (moduleId: string, slideItemId: string, testId?: string): string =>
  `/course/${enc(moduleId)}/case/${enc(slideItemId)}${testId ? `/${enc(testId)}` : ''}`;
