/**
 * The screening-skill read model (issue 31): a learner who never zooms to the diagnostic cells and
 * answers wrong made a locator error; one who looked at them and answered wrong an interpretation
 * error; activity after the submit changes nothing; a rebuild gives the same rows.
 */
import { beforeEach, expect, it } from '@jest/globals';
import type { EventData } from '@cytocampus/event-store';
import { packTissueMask, type SubmittedSlide } from '@cytocampus/domain';
import { forEachDatabase } from '@cytocampus/testing';
import { rebuildProjection } from '../../runner/rebuild.js';
import { event, liveRecorder, snapshot } from '../../testing/harness.js';
import { screeningSkillProjection } from './screening-skill.projection.js';

const T0 = Date.parse('2026-11-22T10:00:00.000Z');
const SIZE = { width: 10_240, height: 8_192 };
/** coverageGrid(SIZE, 256): 40-pixel cells. */
const GRID = { cols: 256, rows: 205, cellSize: 40 };
const HSIL_CELLS = [
  { id: 'c1', coords: { x: 2_000, y: 2_000 }, catIdx: 0, solution: false },
  { id: 'c2', coords: { x: 8_000, y: 6_000 }, catIdx: 0, solution: false },
];

const submittedSlide = (answer: string, shortList: string[] = []): SubmittedSlide => ({
  slideId: 'slide-item',
  revisionId: 'rev-1',
  solution: { type: 'GYN', result: 'HSIL' },
  answer,
  shortList,
  objects: HSIL_CELLS,
  size: SIZE,
  micronsPerPixel: 0.25,
});

/** A view of `half` pixels either side of a centre, at a magnification, `ms` after T0. */
const view = (ms: number, center: { x: number; y: number }, magnification: number, half = 400) => ({
  kind: 'view',
  seq: ms,
  at: T0 + ms,
  center,
  zoom: magnification,
  rotation: 0,
  flipped: false,
  corners: [
    { x: center.x - half, y: center.y - half },
    { x: center.x + half, y: center.y - half },
    { x: center.x + half, y: center.y + half },
    { x: center.x - half, y: center.y + half },
  ],
  canvas: { width: 800, height: 800 },
});

const placed = (reviewId: string, activity: object) => ({ ...activity, reviewId, page: 0, slideId: 'slide-item', session: 's1', batch: 'b1' });
const viewed = (reviewId: string, activity: ReturnType<typeof view>) => event('ViewportSampled', placed(reviewId, activity));
const checkedOut = (reviewId: string, userId: string) =>
  event('ReviewCheckedOut', {
    reviewId,
    userId,
    moduleId: 'm1',
    itemId: 'test-1',
    revisionId: 'test-rev',
    itemType: 'test',
    graded: true,
    pageCount: 1,
    session: 's1',
    startTime: T0,
  });
const submitted = (slide: SubmittedSlide, ms: number) =>
  event('ReviewPageSubmitted', { page: 0, score: slide.answer === 'HSIL' ? 1 : -1, submitTime: T0 + ms, slide });

forEachDatabase('screening skill read model on %s', (h) => {
  let record: (stream: string, ...events: EventData[]) => Promise<unknown>;
  beforeEach(async () => {
    await h.sql.transaction((tx) => screeningSkillProjection.migrate(tx));
    record = liveRecorder(h, screeningSkillProjection, (stream) => stream);
    // Tissue everywhere: the share and the pace can be told.
    const mask = packTissueMask(new Uint8Array(GRID.cols * GRID.rows).fill(1));
    await record('slide-rev-1', event('SlideTissueMapped', { grid: GRID, mask }));
  });

  const pages = async () =>
    (
      await h.sql.query<Record<string, unknown>>(
        `select review_id, user_id, outcome, correct, objects_total, objects_seen, seen_marked, response_category, reference_category, time_ms, screened_ms
           from skill_pages order by review_id`,
      )
    ).rows;

  /** r-locator screens at 20x far from both cells and at 4x over them, answers NILM; r-interp looks at c1 at 20x for 2 s, marks it, answers LSIL. */
  async function twoLearners(): Promise<void> {
    await record('review-r-locator', checkedOut('r-locator', 'u-loc'));
    await record(
      'activity-r-locator',
      viewed('r-locator', view(0, { x: 5_000, y: 4_000 }, 4, 5_000)),
      viewed('r-locator', view(1_000, { x: 5_000, y: 1_000 }, 20)),
      viewed('r-locator', view(3_000, { x: 5_000, y: 7_000 }, 20)),
    );
    await record('review-r-locator', submitted(submittedSlide('NILM'), 5_000));

    await record('review-r-interp', checkedOut('r-interp', 'u-int'));
    await record(
      'activity-r-interp',
      viewed('r-interp', view(0, { x: 5_000, y: 4_000 }, 4, 5_000)),
      viewed('r-interp', view(1_000, { x: 2_000, y: 2_000 }, 20)),
      viewed('r-interp', view(3_000, { x: 5_000, y: 4_000 }, 4, 5_000)),
      event('ObjectOfInterestClicked', placed('r-interp', { kind: 'objectClick', seq: 9, at: T0 + 1_200, objectId: 'c1', catIdx: 0 })),
    );
    await record('review-r-interp', submitted(submittedSlide('LSIL', ['c1']), 4_000));
  }

  it('tells a locator error from an interpretation error, and keeps no activity after a submit', async () => {
    await twoLearners();
    expect(await pages()).toEqual([
      {
        review_id: 'r-interp',
        user_id: 'u-int',
        outcome: 'interpretation',
        correct: false,
        objects_total: 2,
        objects_seen: 1,
        seen_marked: true,
        response_category: 'C',
        reference_category: 'D',
        time_ms: 4_000,
        screened_ms: 2_000,
      },
      {
        review_id: 'r-locator',
        user_id: 'u-loc',
        outcome: 'locator',
        correct: false,
        objects_total: 2,
        objects_seen: 0,
        seen_marked: false,
        response_category: 'B',
        reference_category: 'D',
        time_ms: 5_000,
        screened_ms: 4_000,
      },
    ]);
    const { rows } = await h.sql.query<{ objects: { id: string; clicked: boolean; firstViewMs: number | null }[]; pace: number; tissue_percent: number }>(
      `select objects, pace, tissue_percent from skill_pages where review_id = 'r-interp'`,
    );
    expect(rows[0]!.objects.map((o) => [o.id, o.clicked, o.firstViewMs])).toEqual([
      ['c1', true, 1_000],
      ['c2', false, null],
    ]);
    expect(rows[0]!.tissue_percent).toBeGreaterThan(0);
    expect(rows[0]!.pace).toBeGreaterThan(0);

    // A view that arrives after the submit is not kept, and the page's waiting views are gone.
    await record('activity-r-interp', viewed('r-interp', view(9_000, { x: 8_000, y: 6_000 }, 20)));
    expect((await h.sql.query('select * from skill_views')).rows).toEqual([]);
    expect(await pages()).toHaveLength(2);
  });

  it('classifies each slide of a proficiency test graded as a whole, from the views of its page', async () => {
    await record('review-r-pt', checkedOut('r-pt', 'u-pt'));
    // Page 1 (the second slide): a close look at c1; page 0 only at low power.
    await record(
      'activity-r-pt',
      viewed('r-pt', view(0, { x: 5_000, y: 4_000 }, 4, 5_000)),
      event('ViewportSampled', { ...placed('r-pt', view(1_000, { x: 2_000, y: 2_000 }, 20)), page: 1 }),
      event('ViewportSampled', { ...placed('r-pt', view(3_000, { x: 5_000, y: 4_000 }, 4, 5_000)), page: 1 }),
    );
    const screening = [submittedSlide('NILM'), { ...submittedSlide('LSIL'), slideId: 'slide-2' }];
    await record(
      'review-r-pt',
      event('ProficiencyTestGraded', { submitTime: T0 + 5_000, by: 'learner', year: 2026, slides: [], automaticFailures: [], code: 'C', screening }),
      event('ReviewCompleted', { submitTime: T0 + 5_000, score: 0 }),
    );
    const { rows } = await h.sql.query<{ page: number; slide_id: string; outcome: string }>(`select page, slide_id, outcome from skill_pages order by page`);
    expect(rows).toEqual([
      { page: 0, slide_id: 'slide-item', outcome: 'locator' },
      { page: 1, slide_id: 'slide-2', outcome: 'interpretation' },
    ]);
  });

  it('forgets a slide’s mask when its image is processed again without one', async () => {
    await record(
      'slide-rev-1',
      event('SlideProcessed', { image: { ...SIZE, levels: 6, tileSize: 256, micronsPerPixel: 0.25, objectivePower: 40, format: 'dzi' } }),
    );
    await twoLearners();
    const { rows } = await h.sql.query<{ tissue_percent: number | null; pace: number | null }>(`select tissue_percent, pace from skill_pages`);
    expect(rows).toEqual([
      { tissue_percent: null, pace: null },
      { tissue_percent: null, pace: null },
    ]);
  });

  it('a cleared review counts no more, and each change tells the learner and those who may list them', async () => {
    await twoLearners();
    const stamp = async () => (await h.sql.query<{ stamp: string }>(`select stamp from skill_org_stamps`)).rows.map((r) => r.stamp);
    const stamped = await stamp();
    expect(stamped).toHaveLength(1);
    const rooms = ['user:u-loc', 'directory:*', 'directory:*'];
    expect(await record('review-r-locator', event('ReviewCleared', { clearedAt: T0 + 60_000 }))).toEqual([
      { rooms, notice: { model: 'skill', id: 'u-loc', version: 2 } },
    ]);
    expect((await pages()).map((p) => p.review_id)).toEqual(['r-interp']);
    // The tallies lose the cleared page (HSIL called NILM, D called B) and keep the other (HSIL called LSIL).
    const months = async () =>
      (await h.sql.query(`select reference, response, reference_result, response_result, slides from skill_org_months order by response`)).rows;
    expect(await months()).toEqual([
      { reference: 'D', response: 'B', reference_result: 'HSIL', response_result: 'NILM', slides: 0 },
      { reference: 'D', response: 'C', reference_result: 'HSIL', response_result: 'LSIL', slides: 1 },
    ]);
    const learnerMonths = async () =>
      (await h.sql.query(`select user_id, slides, m_db, m_dc, locator, interpretation from skill_learner_months order by user_id`)).rows;
    expect(await learnerMonths()).toEqual([
      { user_id: 'u-int', slides: 1, m_db: 0, m_dc: 1, locator: 0, interpretation: 1 },
      { user_id: 'u-loc', slides: 0, m_db: 0, m_dc: 0, locator: 0, interpretation: 0 },
    ]);
    // The organization's month lost the page too, and its stamp is new: a kept reading of its learners is read again.
    expect((await h.sql.query(`select slides, m_db, locator from skill_org_tallies`)).rows).toEqual([{ slides: 1, m_db: 0, locator: 0 }]);
    expect((await stamp())[0]).not.toBe(stamped[0]);
    const spread = async () => (await h.sql.query(`select measure, sum(slides)::int as n from skill_org_spread group by 1 order by 1`)).rows;
    expect(await spread()).toEqual([
      { measure: 'pace', n: 1 },
      { measure: 'time', n: 1 },
    ]);
    // The learner's next submit moves the version on.
    expect(await record('review-r-locator', submitted(submittedSlide('HSIL'), 70_000))).toEqual([
      { rooms, notice: { model: 'skill', id: 'u-loc', version: 3 } },
    ]);
  });

  it('rebuilds from zero to the same rows as applying the events one append at a time', async () => {
    await twoLearners();
    // In one run of a rebuild: activity after a submit and after a completion, which count for nothing.
    await record('activity-r-interp', viewed('r-interp', view(9_000, { x: 8_000, y: 6_000 }, 20)));
    await record('review-r-interp', event('ReviewCompleted', { submitTime: T0 + 10_000, score: 0 }));
    await record('activity-r-interp', viewed('r-interp', view(11_000, { x: 8_000, y: 6_000 }, 20)));
    await record('review-r-locator', event('ReviewCleared', { clearedAt: T0 + 60_000 }));
    expect((await h.sql.query('select * from skill_views')).rows).toEqual([]);
    const tables = async () => [
      await snapshot(h.sql, 'skill_pages', 'review_id, page'),
      await snapshot(h.sql, 'skill_learners', 'user_id'),
      await snapshot(h.sql, 'skill_org_months', 'org_key, month, reference_result, response_result'),
      await snapshot(h.sql, 'skill_learner_months', 'org_key, month, user_id'),
      await snapshot(h.sql, 'skill_org_spread', 'org_key, month, measure, bucket'),
      await snapshot(h.sql, 'skill_org_tallies', 'org_key, month'),
      // skill_org_stamps is left out: a stamp is new with every change, by design never the same twice.
    ];
    const live = await tables();
    expect(live.map((rows) => rows.length)).toEqual([1, 2, 2, 2, 3, 1]);
    const result = await rebuildProjection({ sql: h.sql, store: h.store, projection: screeningSkillProjection });
    expect(result).toMatchObject({ parked: [] });
    expect(await tables()).toEqual(live);
  });
});
