/**
 * The demo area's addresses (spec part 1 route table, part 2 "Demo"): /demo/{role}/case/{itemId}/{refId?}/{clear?},
 * /known, /unknown, /test/{itemId}/{clear|cear}, /presentation and /quiz with their page. Pure.
 */
import type { ReviewedItemType } from '@cytocampus/contracts';
import type { PlayerPaths } from '../playerPaths';

/** The segment that starts a demo run afresh; 'cear' is the spec's spelling of the slide test play link. */
const CLEAR = new Set(['clear', 'cear']);

export interface DemoRun {
  role: string;
  /** The route's kind. */
  kind: ReviewedItemType;
  /** What the demo checkout is of: a case inside a test plays the test. */
  type: ReviewedItemType;
  id: string;
  /** The slide shown (slide kinds), null for a test not yet on a slide and for other types. */
  slideId: string | null;
  testId: string | null;
  clear: boolean;
  /** Where the run continues once cleared. */
  afterClear: string;
  storageKey: string;
}

const enc = encodeURIComponent;
const CONTENT_SECTION: Record<ReviewedItemType, string> = {
  presentation: 'presentations',
  quiz: 'quizzes',
  test: 'tests',
  case: 'slides',
  known: 'slides',
  unknown: 'slides',
};

export function demoRun(kind: ReviewedItemType, params: Readonly<Record<string, string | undefined>>): DemoRun | null {
  const { role, itemId } = params;
  if (!role || !itemId) return null;
  const base = `/demo/${enc(role)}/${kind}/${enc(itemId)}`;
  // The optional segments: a page (presentations, quizzes), a test (a case inside it), and 'clear'.
  const refId = params.refId && !CLEAR.has(params.refId) ? params.refId : null;
  const clear = [params.pageNum, params.refId, params.clear].some((segment) => segment !== undefined && CLEAR.has(segment));
  const testId = kind === 'test' ? itemId : kind === 'case' ? refId : null;
  const type: ReviewedItemType = testId ? 'test' : kind;
  const id = testId ?? itemId;
  const slideId = kind === 'case' || kind === 'known' || kind === 'unknown' ? itemId : null;
  return {
    role,
    kind,
    type,
    id,
    slideId,
    testId,
    clear,
    afterClear: testId && kind === 'case' ? `${base}/${enc(testId)}` : base,
    storageKey: `cc-demo:${type}:${id}`,
  };
}

/** Where a demo run's pages are, and where leaving goes: the item's page in the content area. */
export function demoPaths(run: DemoRun): PlayerPaths {
  const base = `/demo/${enc(run.role)}/${run.kind}/${enc(run.kind === 'case' ? (run.slideId ?? run.id) : run.id)}`;
  return {
    base,
    page: (pageNumber) => `${base}/${pageNumber}`,
    slide: (slideItemId) =>
      run.testId ? `/demo/${enc(run.role)}/case/${enc(slideItemId)}/${enc(run.testId)}` : `/demo/${enc(run.role)}/${run.kind}/${enc(slideItemId)}`,
    back: `/dashboard/content/${CONTENT_SECTION[run.type]}/${enc(run.id)}`,
  };
}
