import { SLIDE_REVIEW_TEXT, type SLIDE_TILE_LABELS, type PlayerSlide, type TestSlideResult, type TestSlides } from '@cytocampus/contracts';
import { averageScore, outcomeOfScore, partialCreditOf } from '@cytocampus/domain';

/** A test tile's status (spec part 2 "Slide test detail and test summary"); its label is SLIDE_TILE_LABELS[status]. */
export type TileStatus = keyof typeof SLIDE_TILE_LABELS;

/** The badge colour of each status: correct green, incorrect red, complete blue, begun yellow, not begun gray. */
export const TILE_COLORS: Record<TileStatus, string> = {
  notStarted: 'gray',
  started: 'yellow',
  incomplete: 'yellow',
  complete: 'blue',
  correct: 'green',
  incorrect: 'red',
};

/** One slide of the summary as its tile shows it. */
export interface TestTile {
  slide: PlayerSlide;
  /** 0-based position in the test. */
  index: number;
  status: TileStatus;
  submitted: boolean;
  /** The first slide, or the one after a slide with full progress: the tile opens its review. */
  reachable: boolean;
  /** Once submitted: the learner's diagnosis (null when none was chosen). */
  yourDiagnosis: string | null;
  /** Once submitted and wrong: the solution's diagnosis. */
  correctDiagnosis: string | null;
  /** Submitted with part of the slide's credit (the test's 'partial' scoring mode): shown instead of 'Incorrect'. */
  credit: number | null;
}

export interface TestSummary {
  tiles: TestTile[];
  /** Slides submitted. */
  done: number;
  total: number;
  /** 0..1: done / total (0 without slides). */
  progress: number;
  /**
   * One figure, a whole percentage: the review's recorded result once the test is complete, before
   * that round(credit / scored × 100) over the slides submitted so far (credit: 1 correct, 0 wrong,
   * part of 1 in 'partial' mode); null before any could be scored.
   */
  score: number | null;
  /** The score is the recorded result (the test is complete), not one so far. */
  final: boolean;
  /** When the learner began the test (null before the first checkout). */
  startTime: number | null;
  /** Where Begin/Resume goes: the first slide not yet submitted, else the first slide; null without slides. */
  resumeSlideId: string | null;
  /** 'Begin Test' at progress 0, 'Resume Test' above it (spec), 'Review Test' once every slide is submitted (ours). */
  actionLabel: (typeof SLIDE_REVIEW_TEXT)['beginTest' | 'resumeTest' | 'reviewTest'];
}

/**
 * A tile's status. Submitted: by its outcome (no solution: Complete). Not submitted: Not Started
 * without a start time; once begun, Started while it is still the furthest slide begun, and
 * Incomplete when the learner has begun a later slide without submitting this one.
 */
export function tileStatus(record: TestSlideResult | undefined, startedLater: boolean): TileStatus {
  const submitted = (record?.progress ?? 0) >= 1;
  const outcome = outcomeOfScore(record?.result ?? null, submitted);
  if (outcome === 'correct') return 'correct';
  if (outcome === 'incorrect') return 'incorrect';
  if (outcome === 'pending') return 'complete';
  if (record?.data.startTime == null) return 'notStarted';
  return startedLater ? 'incomplete' : 'started';
}

const begun = (record: TestSlideResult | undefined): boolean => record !== undefined && (record.progress >= 1 || record.data.startTime !== null);

/**
 * The summary of a learner's test: one tile per slide shown, in the test's order (records are
 * matched by slide id, since a slide that cannot be loaded is left out of `slides`).
 */
export function testSummaryOf(data: Pick<TestSlides, 'slides' | 'solutions' | 'records'>): TestSummary {
  const records = new Map((data.records?.slides ?? []).map((record) => [record.itemId, record]));
  const recordOf = (slide: PlayerSlide): TestSlideResult | undefined => records.get(slide.itemId);
  const submittedAt = data.slides.map((slide) => (recordOf(slide)?.progress ?? 0) >= 1);

  const tiles = data.slides.map((slide, index): TestTile => {
    const record = recordOf(slide);
    const submitted = submittedAt[index]!;
    const startedLater = data.slides.slice(index + 1).some((later) => begun(recordOf(later)));
    const status = tileStatus(record, startedLater);
    return {
      slide,
      index,
      status,
      submitted,
      reachable: index === 0 || submittedAt[index - 1]!,
      yourDiagnosis: submitted ? (record?.data.result ?? null) : null,
      correctDiagnosis: status === 'incorrect' ? (data.solutions[slide.itemId]?.result ?? null) : null,
      credit: submitted ? partialCreditOf(record?.result) : null,
    };
  });

  const done = submittedAt.filter(Boolean).length;
  const total = tiles.length;
  // So far: the credits of the slides submitted (1 or 0 by result group, part of 1 in 'partial' mode), as the recorded result will be.
  const soFar = averageScore(tiles.filter((tile) => tile.submitted).map((tile) => ({ score: recordOf(tile.slide)?.result ?? null })));
  const resume = tiles.find((tile) => !tile.submitted) ?? tiles[0];
  const result = data.records?.result ?? null;
  return {
    tiles,
    done,
    total,
    progress: total === 0 ? 0 : done / total,
    score: result !== null ? Math.round(result * 100) : soFar === null ? null : Math.round(soFar * 100),
    final: result !== null,
    startTime: data.records?.startTime ?? null,
    resumeSlideId: resume?.slide.itemId ?? null,
    actionLabel: total > 0 && done === total ? SLIDE_REVIEW_TEXT.reviewTest : done > 0 ? SLIDE_REVIEW_TEXT.resumeTest : SLIDE_REVIEW_TEXT.beginTest,
  };
}

/** What the summary shows when its read fails: a test outside the learner's course (404) waits, then goes back; anything else goes back at once. */
export type TestLoadFailure = { kind: 'testNotFound'; message: string } | { kind: 'slidesFailed'; message: string };

export function testLoadFailure(testId: string, error: { status: number } | null, test: TestSlides['test'] | undefined): TestLoadFailure | null {
  if (error) {
    return error.status === 404
      ? { kind: 'testNotFound', message: SLIDE_REVIEW_TEXT.testNotFound(testId) }
      : { kind: 'slidesFailed', message: SLIDE_REVIEW_TEXT.failedSlides(testId) };
  }
  if (test === null) return { kind: 'testNotFound', message: SLIDE_REVIEW_TEXT.testNotFound(testId) };
  return null;
}

/** A test not retrievable goes back to the course after 5 s (spec's error catalogue). */
export const TEST_NOT_FOUND_BACK_MS = 5000;
