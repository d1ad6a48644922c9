import { beforeEach, expect, it } from '@jest/globals';
import type { EventData } from '@cytocampus/event-store';
import { forEachDatabase } from '@cytocampus/testing';
import { rebuildProjection } from '../../runner/rebuild.js';
import { event, liveRecorder, snapshot } from '../../testing/harness.js';
import { statsProjection } from './stats.projection.js';

/** A review of learner u1 in course m1 (`attempt` absent: recorded before attempts existed, so the first). */
const checkedOut = (reviewId: string, itemId: string, startTime: number, extra: { attempt?: number; graded?: boolean } = {}) =>
  event('ReviewCheckedOut', {
    reviewId,
    userId: 'u1',
    moduleId: 'm1',
    itemId,
    revisionId: `${itemId}-r1`,
    itemType: 'quiz',
    graded: extra.graded ?? false,
    pageCount: 1,
    session: `s-${reviewId}`,
    startTime,
    ...(extra.attempt ? { attempt: extra.attempt } : {}),
  });
const finished = (score: number, at: number): EventData[] => [
  event('ReviewPageSubmitted', { page: 0, score, submitTime: at }),
  event('ReviewCompleted', { submitTime: at, score }),
];

forEachDatabase('stats read model on %s: attempts (issue 28)', (h) => {
  let record: ReturnType<typeof liveRecorder>;
  beforeEach(async () => {
    record = liveRecorder(h, statsProjection, (stream) => stream, { notices: false });
    await h.sql.transaction((tx) => statsProjection.migrate(tx));
  });

  const records = async () => (await h.sql.query(`select id, item_id, attempt, progress, result from stats_records order by id`)).rows;
  const summary = async () =>
    (await h.sql.query(`select first_start, last_submit, complete_items, graded_items, progress_sum, result_sum from course_summaries`)).rows[0];

  it('keeps a record per attempt, and sums each item once, by its furthest then latest attempt; a rebuild gives the same rows', async () => {
    await record('review-g1', checkedOut('g1', 'graded', 1_000, { graded: true }), ...finished(0.5, 2_000));
    await record('review-p1', checkedOut('p1', 'practice', 3_000), ...finished(1, 4_000));
    // Try Again: the attempts stream records the start, the new review its checkout.
    await record('attempts-p1', event('ReviewRetaken', { attempt: 2, reviewId: 'p2', previousReviewId: 'p1', retakenAt: 5_000 }));
    await record('review-p2', checkedOut('p2', 'practice', 5_000, { attempt: 2 }));

    expect(await records()).toEqual([
      { id: 'g1', item_id: 'graded', attempt: 1, progress: 1, result: 0.5 },
      { id: 'p1', item_id: 'practice', attempt: 1, progress: 1, result: null },
      { id: 'p2', item_id: 'practice', attempt: 2, progress: 0, result: null },
    ]);
    // The practice quiz stays complete while its second attempt is under way.
    expect(await summary()).toEqual({
      first_start: new Date(1_000),
      last_submit: new Date(4_000),
      complete_items: 2,
      graded_items: 1,
      progress_sum: 2,
      result_sum: 0.5,
    });

    await record('review-p2', ...finished(1, 6_000));
    expect(await summary()).toMatchObject({ last_submit: new Date(6_000), complete_items: 2, progress_sum: 2, result_sum: 0.5 });

    const live = [await snapshot(h.sql, 'stats_records', 'id'), await snapshot(h.sql, 'course_summaries', 'user_id')];
    await rebuildProjection({ sql: h.sql, store: h.store, projection: statsProjection });
    expect([await snapshot(h.sql, 'stats_records', 'id'), await snapshot(h.sql, 'course_summaries', 'user_id')]).toEqual(live);
  });
});
