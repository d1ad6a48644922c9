import { testSummaryPath } from '../../shared/navigation/coursePaths';

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

export { testSummaryPath };

/** A slide's review: inside a test {base}/case/{slideItemId}/{testId} (spec part 2 section 2), or alone {base}/case/{slideItemId}. */
export const slideReviewPath = (moduleId: string, slideItemId: string, testId?: string): string =>
  `/course/${enc(moduleId)}/case/${enc(slideItemId)}${testId ? `/${enc(testId)}` : ''}`;

/** Where a player's pages are and where leaving goes: a course's player, or a demo run's. */
export interface PlayerPaths {
  /** The player's own path without a page: moving within it loses nothing. */
  base: string;
  /** A page of a presentation or quiz (1-based). */
  page: (pageNumber: number) => string;
  /** A slide of a slide review. */
  slide: (slideItemId: string) => string;
  /** Where leaving goes: the course, or the test's summary. */
  back: string;
}

/** The paths of a player in a course: presentations and quizzes by page, slides of a test or alone. */
export function coursePlayerPaths(kind: PlayerKind | 'slide', moduleId: string, itemId: string, testId?: string): PlayerPaths {
  const pageKind: PlayerKind = kind === 'quiz' ? 'quiz' : 'presentation';
  return {
    base: kind === 'slide' ? `/course/${enc(moduleId)}/case` : playerBasePath(pageKind, moduleId, itemId),
    page: (pageNumber) => playerPagePath(pageKind, moduleId, itemId, pageNumber),
    slide: (slideItemId) => slideReviewPath(moduleId, slideItemId, testId),
    back: testId ? testSummaryPath(moduleId, testId) : coursePath(moduleId),
  };
}
