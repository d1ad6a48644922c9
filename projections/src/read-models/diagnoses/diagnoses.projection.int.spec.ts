import { beforeEach, expect, it } from '@jest/globals';
import { forEachDatabase } from '@cytocampus/testing';
import { rebuildProjection } from '../../runner/rebuild.js';
import { event, liveRecorder, snapshot } from '../../testing/harness.js';
import { diagnosesProjection } from './diagnoses.projection.js';

const T0 = Date.UTC(2026, 10, 22, 10, 0, 0);
const at = (minutes: number) => T0 + minutes * 60_000;

/** A slide page's record as the review keeps it (docs/adr/0022). */
const slideData = (result: string | null) => ({ shortList: [], customObjects: [], component: null, organisms: [], result, comments: '' });
const updated = (page: number, data: object, minute: number) =>
  event('ReviewUpdated', { page, elapsed: minute * 60, pageElapsed: 60, lastUpdate: at(minute), data });
const submitted = (page: number, minute: number, score: number | null = 1) => event('ReviewPageSubmitted', { page, score, submitTime: at(minute) });

forEachDatabase('diagnoses read model on %s', (h) => {
  let record: ReturnType<typeof liveRecorder>;
  beforeEach(async () => {
    await h.sql.transaction((tx) => diagnosesProjection.migrate(tx));
    record = liveRecorder(h, diagnosesProjection, (review) => `review-${review}`);
  });

  const rows = () => snapshot(h.sql, 'slide_diagnoses', 'review_id, page');

  it("keeps each slide page's last recorded result, with its submit time once submitted; quiz and video pages have none", async () => {
    await record('r-test', updated(0, slideData('ASCUS'), 1), updated(0, slideData('LSIL'), 2));
    await record('r-test', submitted(0, 3), updated(1, slideData('HSIL'), 4));
    // An answer sent with the submit: recorded first in the same append.
    await record('r-case', updated(0, slideData('NILM'), 5), submitted(0, 5, -1));
    await record('r-blank', submitted(0, 6, -1));
    await record('r-quiz', updated(0, { selected: [1] }, 7), submitted(0, 7), updated(1, { playedCurrentTime: 3, watched: [[0, 3]], duration: 20 }, 8));
    await record('r-none', updated(0, slideData(null), 9), submitted(0, 9, -1));
    expect(await rows()).toEqual([
      { review_id: 'r-case', page: 0, result: 'NILM', submitted_on: new Date(at(5)) },
      { review_id: 'r-none', page: 0, result: null, submitted_on: new Date(at(9)) },
      { review_id: 'r-test', page: 0, result: 'LSIL', submitted_on: new Date(at(3)) },
      { review_id: 'r-test', page: 1, result: 'HSIL', submitted_on: null },
    ]);
  });

  it('forgets a cleared review; a new attempt starts afresh', async () => {
    await record('r-test', updated(0, slideData('LSIL'), 1), submitted(0, 2));
    await record('r-test', event('ReviewCleared', { clearedAt: at(3) }));
    expect(await rows()).toEqual([]);
    await record('r-test', updated(0, slideData('HSIL'), 4));
    expect(await rows()).toEqual([{ review_id: 'r-test', page: 0, result: 'HSIL', submitted_on: null }]);
  });

  it('rebuilds to the rows it kept live', async () => {
    await record('r-a', updated(0, slideData('ASCUS'), 1), submitted(0, 2), updated(1, slideData('AGC'), 3));
    await record('r-b', updated(0, slideData('NILM'), 4));
    await record('r-b', submitted(0, 5), event('ReviewCleared', { clearedAt: at(6) }), updated(0, slideData('HSIL'), 7));
    await record('r-b', submitted(0, 8));
    const live = await rows();
    expect(live).toHaveLength(3);
    await rebuildProjection({ sql: h.sql, store: h.store, projection: diagnosesProjection });
    expect(await rows()).toEqual(live);
  });
});
