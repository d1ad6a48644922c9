import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import request from 'supertest';
import {
  AUDIT_ROUTES,
  AUDIT_TEXT,
  DIRECTORY_MSG,
  MSG,
  SCREENING_SKILL_TEXT,
  SEEN_MIN_DWELL_MS,
  SKILL_ROUTES,
  SLIDE_ROUTES,
  type AuditReviewRow,
  type HistoryLine,
  type LearnerSkills,
  type OrganizationSkills,
  type Page,
  type ReviewCoverage,
  type ReviewReplay,
} from '@cytocampus/contracts';
import { signedInAll, type DemoRole } from '../../testing/sign-in.js';
import type { TestClient } from '../../testing/test-client.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { eventually } from '../../testing/eventually.js';
import { api, courseLearner, diagnosis, me, ok, ReviewRun, seedAuditCourse, viewAt, type AuditCourse } from './testing/audit-course.js';

let t: TestServer;
let as: Record<DemoRole, TestClient>;
let course: AuditCourse;
let own: string;
let other: string;
/** Lena Keller (the demo organization): takes the slide test while the specs watch. */
let keller: { client: TestClient; id: string };
/** Lena Moreau (another organization): has the test checked out, nothing more. */
let moreau: { client: TestClient; id: string };
let run: ReviewRun;
let otherRun: ReviewRun;
/** When the activity batch was recorded on the first slide. */
let base: number;

const list = async (client: TestClient, query = '') => client.get(api(`${AUDIT_ROUTES.reviews}${query}`));
const listed = async (client: TestClient, query = ''): Promise<AuditReviewRow[]> => ok<Page<AuditReviewRow>>(await list(client, query)).items;
const replayOf = async (client: TestClient, id = run.id) => client.get(api(AUDIT_ROUTES.review(id)));
const coverage = async (client: TestClient, page: number | string, id = run.id) => client.get(api(`${AUDIT_ROUTES.reviews}/${id}/coverage/${page}`));
const refusal = (res: { status: number; body: unknown }) => [res.status, res.body];
const notFound = (message: string) => [404, { code: 404, message, field: null }];

/** The history file as text, with its headers. */
async function history(client: TestClient, format: 'json' | 'csv', id = run.id) {
  const res = await request(t.url)
    .get(api(`${AUDIT_ROUTES.history(id)}?format=${format}`))
    .set('Cookie', client.cookieHeader)
    .buffer(true)
    .parse((stream, done) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
    });
  return { status: res.status, headers: res.headers as Record<string, string>, text: res.body as string };
}

beforeAll(async () => {
  t = await startTestServer({ database: 'postgres', env: { SLIDE_MIN_BYTES: '1' } });
  as = await signedInAll(t.url);
  own = (await me(as.manager)).orgId!;
  other = ok<{ id: string }>(await as.super.post(api('/organizations'), { name: 'Audit Other Laboratory' })).id;
  course = await seedAuditCourse(t.url, as.admin);
  keller = await courseLearner(t.url, as.super, course, own, 'Keller');
  moreau = await courseLearner(t.url, as.super, course, other, 'Moreau');
  otherRun = await new ReviewRun(moreau.client).checkoutTest(course);
  run = await new ReviewRun(keller.client).checkoutTest(course);
  await run.visit(course.hsil, 0);
  await new Promise((r) => setTimeout(r, SEEN_MIN_DWELL_MS + 20));
  base = Date.now();
  const { seenObject, missedObject } = course;
  const whole = { x: 768, y: 512 };
  await run.activity(course.hsil, [
    // The whole slide at low power (the far solution object only ever seen so), then close to the near one.
    viewAt(1, base + 1, whole, 800, 2),
    viewAt(2, base + 2, seenObject.coords, 30, 20),
    viewAt(3, base + 3, { x: seenObject.coords.x + 5, y: seenObject.coords.y }, 30, 20),
    { kind: 'objectClick', seq: 4, at: base + 4, objectId: seenObject.id, catIdx: 0 },
    { kind: 'slideClick', seq: 5, at: base + 5, x: 1234, y: 567 },
    { kind: 'gamma', seq: 6, at: base + 6, catIdx: 0, on: true },
    { kind: 'filters', seq: 7, at: base + 7, brightness: 0, contrast: 1.2, gamma: 1.4, threshold: null, kernel: false },
  ]);
  expect(missedObject.id).not.toBe(seenObject.id);
  // The last close view lasts until the page's next event: long enough for its object to count as seen.
  await new Promise((r) => setTimeout(r, SEEN_MIN_DWELL_MS + 20));
  await run.update(course.hsil, 0, diagnosis('ASCUS', [seenObject.id]));
}, 240_000);
afterAll(() => t?.close());

describe('the audit list', () => {
  it('shows an admin the slide reviews of every organization, newest work first, with names', async () => {
    await eventually(async () => (await listed(as.admin)).length >= 2, 'both reviews listed');
    const rows = await listed(as.admin);
    expect(rows.map((r) => [r.reviewId, r.userName, r.orgId, r.itemType, r.itemName, r.courseName, r.state])).toEqual([
      [run.id, 'Lena Keller', own, 'test', 'Squamous slide test', 'Screening audit course', 'open'],
      [otherRun.id, 'Lena Moreau', other, 'test', 'Squamous slide test', 'Screening audit course', 'open'],
    ]);
    expect(rows[0]!.lastUpdate).toBeGreaterThanOrEqual(rows[1]!.lastUpdate);
  });

  it('shows a manager only the own organization’s, and refuses a learner', async () => {
    expect((await listed(as.manager)).map((r) => r.reviewId)).toEqual([run.id]);
    expect(refusal(await list(as.learner))).toEqual([403, { code: 403, message: MSG.forbidden, field: null }]);
  });

  it('searches learner and item words, filters by learner and state, and refuses a page size it does not offer', async () => {
    expect((await listed(as.admin, '?search=moreau+squamous')).map((r) => r.reviewId)).toEqual([otherRun.id]);
    expect((await listed(as.admin, '?search=nobody')).length).toBe(0);
    expect((await listed(as.admin, `?userId=${keller.id}`)).map((r) => r.reviewId)).toEqual([run.id]);
    expect((await listed(as.admin, '?state=submitted')).length).toBe(0);
    const paged = ok<Page<AuditReviewRow>>(await list(as.admin, '?limit=10&page=1'));
    expect([paged.limit, paged.total, paged.canNext]).toEqual([10, 2, false]);
    const bad = await list(as.admin, '?limit=7');
    expect([bad.status, bad.body.field]).toEqual([400, 'limit']);
  });
});

describe('the learner before submitting', () => {
  it('cannot replay their review or see its coverage yet, nor anyone else’s', async () => {
    expect(refusal(await replayOf(keller.client))).toEqual(notFound(AUDIT_TEXT.reviewNotFound));
    expect(refusal(await coverage(keller.client, 0))).toEqual(notFound(AUDIT_TEXT.reviewNotFound));
    expect(refusal(await replayOf(keller.client, otherRun.id))).toEqual(notFound(AUDIT_TEXT.reviewNotFound));
  });
});

describe('a replay', () => {
  let replay: ReviewReplay;

  beforeAll(async () => {
    await run.submit(course.hsil, diagnosis('HSIL', [course.seenObject.id]));
    await run.visit(course.negative, 1);
    await run.submit(course.negative, diagnosis('NEGATIVE'));
    replay = ok<ReviewReplay>(await replayOf(as.manager));
  });

  it('answers the review’s events in time order, one sentence each', () => {
    const { seenObject } = course;
    expect(replay.events.map((e) => [e.kind, e.page, e.text])).toEqual([
      ['session', null, `Checked out the review (session ${run.session.slice(0, 4)}…)`],
      ['page', 0, "Opened slide 1 'Pap 14'"],
      ['objectClick', 0, `Clicked object ${seenObject.id} (Area)`],
      ['slideClick', 0, 'Clicked the slide at (1,234, 567)'],
      ['gamma', 0, 'Switched gamma on for Area'],
      ['filters', 0, 'Changed the image filters: gamma 1.4, contrast 1.2'],
      ['mark', 0, `Added object ${seenObject.id} to the shortlist`],
      ['diagnosis', 0, 'Chose the diagnosis ASCUS'],
      ['diagnosis', 0, 'Chose the diagnosis HSIL'],
      ['submit', 0, 'Submitted slide 1: correct'],
      ['page', 1, "Opened slide 2 '=Urine 3'"],
      ['diagnosis', 1, 'Chose the diagnosis NEGATIVE'],
      ['submit', 1, 'Submitted slide 2: correct'],
      ['submit', null, 'Completed the review with score 100'],
    ]);
    const times = replay.events.map((e) => e.at);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(replay.events[3]!.point).toEqual({ x: 1234, y: 567 });
    expect(replay.events[2]!.point).toEqual(seenObject.coords);
  });

  it('answers the view samples, the slides with their solutions and the learner’s answers', () => {
    expect(replay.views.map((v) => [v.at - base, v.page, v.magnification, v.session])).toEqual([
      [1, 0, 2, run.session],
      [2, 0, 20, run.session],
      [3, 0, 20, run.session],
    ]);
    expect(replay.views[1]!.corners).toHaveLength(4);
    expect(replay.slides.map((s) => [s.page, s.itemId, s.name, s.category, s.solution?.result, s.answer?.result])).toEqual([
      [0, course.hsil.itemId, 'Pap 14', 'GYN', 'HSIL', 'HSIL'],
      [1, course.negative.itemId, '=Urine 3', 'Other Non-GYN', 'NEGATIVE', 'NEGATIVE'],
    ]);
    expect(replay.slides[0]!.solution?.objects).toEqual([course.seenObject.id, course.missedObject.id]);
    expect(replay.slides[0]!.answer?.shortList).toEqual([course.seenObject.id]);
    expect(replay.slides[0]!.image?.width).toBe(1536);
    expect(replay.review).toMatchObject({ reviewId: run.id, userId: keller.id, state: 'submitted', progress: 1, result: 1 });
  });

  it('is the learner’s own once submitted, never another learner’s', async () => {
    expect(ok<ReviewReplay>(await replayOf(keller.client)).events.length).toBe(replay.events.length);
    expect(refusal(await replayOf(moreau.client))).toEqual(notFound(AUDIT_TEXT.reviewNotFound));
    expect(refusal(await coverage(moreau.client, 0))).toEqual(notFound(AUDIT_TEXT.reviewNotFound));
  });

  it('answers 404 in the error shape for ids that name no review', async () => {
    for (const id of ['no-such-review', 'x'.repeat(300), '..%2F..%2Fetc'])
      expect(refusal(await replayOf(as.admin, id))).toEqual(notFound(AUDIT_TEXT.reviewNotFound));
  });

  it('downloads the history as JSON: the events without the views, with times and slide names', async () => {
    const file = await history(as.manager, 'json');
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toMatch(/^application\/json/);
    expect(file.headers['content-disposition']).toContain('attachment; filename="history-lena-keller-squamous-slide-test.json"');
    const lines = JSON.parse(file.text) as HistoryLine[];
    expect(lines.map((l) => [l.kind, l.page, l.slide, l.text])).toEqual(
      replay.events.map((e) => [e.kind, e.page, e.page === null ? null : replay.slides[e.page]!.name, e.text]),
    );
    expect(lines[0]!.time).toBe(new Date(replay.events[0]!.at).toISOString());
  });

  it('downloads the history as CSV, a slide name that looks like a formula written as text', async () => {
    const file = await history(as.admin, 'csv');
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/csv/);
    expect(file.headers['content-disposition']).toContain('history-lena-keller-squamous-slide-test.csv');
    const rows = file.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows[0]).toBe('Time,Kind,Slide number,Slide,Text');
    expect(rows).toHaveLength(replay.events.length + 1);
    expect(rows[2]).toBe(`${new Date(replay.events[1]!.at).toISOString()},page,1,Pap 14,Opened slide 1 'Pap 14'`);
    expect(rows.find((r) => r.includes(',page,2,'))).toContain(`,page,2,'=Urine 3,Opened slide 2 '=Urine 3'`);
    const bad = await history(as.admin, 'xlsx' as 'csv');
    expect([bad.status, (JSON.parse(bad.text) as { field: string }).field]).toEqual([400, 'format']);
  });
});

describe('screening coverage', () => {
  it('lists the solution object never seen at 10x or more, not the one looked at closely', async () => {
    const c = ok<ReviewCoverage>(await coverage(as.admin, 0));
    expect([c.reviewId, c.page, c.slideId, c.slide]).toEqual([run.id, 0, course.hsil.itemId, { width: 1536, height: 1024 }]);
    expect(c.grid).toEqual({ cols: 256, rows: 171, cellSize: 6 });
    expect(c.missed).toContainEqual({ id: course.missedObject.id, coords: course.missedObject.coords, catIdx: 0, solution: true });
    expect(c.missed.map((m) => m.id)).not.toContain(course.seenObject.id);
    expect(c.objects.total).toBe(course.hsil.objects[0]!.length);
    expect(c.objects.seen).toBeGreaterThan(0);
    expect(c.screenedSeconds).toBeGreaterThan(0);
    expect(c.viewedSeconds).toBeGreaterThanOrEqual(c.screenedSeconds);
    const heat = Buffer.from(c.heat, 'base64');
    expect(heat.length).toBe(256 * 171);
    const cell = (p: { x: number; y: number }) => Math.floor(p.y / 6) * 256 + Math.floor(p.x / 6);
    expect([heat[cell(course.seenObject.coords)]! > 0, heat[cell(course.missedObject.coords)]]).toEqual([true, 0]);
    const tissue = Buffer.from(c.tissue, 'base64');
    expect(tissue.length).toBe(256 * 171);
    expect(c.tissueScreenedPercent).not.toBeNull();
  });

  it('is the learner’s once the page is submitted; a page that is no slide answers 404', async () => {
    expect(ok<ReviewCoverage>(await coverage(keller.client, 0)).missed.length).toBeGreaterThan(0);
    for (const page of [2, 'one', -1]) expect(refusal(await coverage(as.admin, page))).toEqual(notFound(AUDIT_TEXT.pageNotFound));
  });
});

describe('the slide’s image', () => {
  it('opens to the manager auditing the organization’s reviews, who may not read the slide as content, and not to a learner without it', async () => {
    const tiles = (client: TestClient) => client.get(api(SLIDE_ROUTES.tileSource(course.hsil.itemId)));
    expect((await tiles(as.manager)).status).toBe(200);
    expect((await as.manager.get(api(`/slides/${course.hsil.itemId}`))).status).toBe(404);
    expect((await tiles(as.learner)).status).toBe(404);
  });
});

let ibsen: { client: TestClient; id: string };

describe('why a slide was missed (issue 31)', () => {
  const whole = { x: 768, y: 512 };
  const skillOf = async (client: TestClient, id: string) => ok<ReviewCoverage>(await coverage(client, 0, id)).skill;

  it('the learner who looked closely and answered right: correct, with what was looked at', async () => {
    const skill = await skillOf(keller.client, run.id);
    expect(skill?.classification).toMatchObject({ correct: true, outcome: 'correct', objects: { total: 2, seen: 1 }, seenMarked: true });
    expect(SCREENING_SKILL_TEXT.feedback(skill!.classification!)).toBe(
      'You looked at 1 of the 2 diagnostic cells at 10x or more and called the slide HSIL: correct',
    );
    expect(skill?.screening.objects.map((o) => [o.id, o.seen, o.clicked, o.marked])).toEqual([
      [course.seenObject.id, true, true, true],
      [course.missedObject.id, false, false, false],
    ]);
  });

  it('a wrong answer without a close look at the diagnostic cells is a locator error', async () => {
    // Moreau screens the slide at low power only and calls it LSIL.
    await otherRun.visit(course.hsil, 0);
    await otherRun.activity(course.hsil, [viewAt(1, Date.now(), whole, 800, 2)]);
    await otherRun.submit(course.hsil, diagnosis('LSIL'));
    const skill = await skillOf(moreau.client, otherRun.id);
    expect(skill?.classification).toMatchObject({ correct: false, outcome: 'locator', objects: { total: 2, seen: 0 } });
    expect(SCREENING_SKILL_TEXT.feedback(skill!.classification!)).toBe(
      'You never looked at any of the 2 diagnostic cells at 10x or more and called the slide LSIL: a locator error',
    );
    // Another learner's is not theirs to read.
    expect(refusal(await coverage(moreau.client, 0))).toEqual(notFound(AUDIT_TEXT.reviewNotFound));
  });

  it('a wrong answer after a close look is an interpretation error, told to the auditor too', async () => {
    ibsen = await courseLearner(t.url, as.super, course, own, 'Ibsen');
    const looked = await new ReviewRun(ibsen.client).checkoutTest(course);
    await looked.visit(course.hsil, 0);
    const at = Date.now();
    // A second at 20x on the near cell, then back to low power.
    await looked.activity(course.hsil, [viewAt(1, at, course.seenObject.coords, 30, 20), viewAt(2, at + 1_000, whole, 800, 2)]);
    await looked.submit(course.hsil, diagnosis('LSIL', [course.seenObject.id]));
    const skill = await skillOf(as.manager, looked.id);
    expect(skill?.classification).toMatchObject({ correct: false, outcome: 'interpretation', objects: { total: 2, seen: 1 }, seenMarked: true });
    expect(SCREENING_SKILL_TEXT.feedback(skill!.classification!, 'The learner')).toBe(
      'The learner looked at 1 of the 2 diagnostic cells at 10x or more and called it LSIL: an interpretation error',
    );
  });
});

describe('the Skills pages (issue 31)', () => {
  const month = new Date().toISOString().slice(0, 7);
  const learnerSkills = (client: TestClient, userId: string, query = '') => client.get(api(`${SKILL_ROUTES.learner(userId)}${query}`));
  const orgSkills = (client: TestClient, orgId: string, query = '') => client.get(api(`${SKILL_ROUTES.organization(orgId)}${query}`));

  it('shows a learner their own calibration, the latest slide with why, and the organization beside it', async () => {
    const mine = ok<LearnerSkills>(await learnerSkills(keller.client, keller.id));
    expect([mine.name, mine.to, mine.calibration.slides, mine.calibration.outcomes]).toEqual([
      'Lena Keller',
      month,
      2,
      { correct: 2, locator: 0, interpretation: 0, overcall: 0 },
    ]);
    // The urine slide has no PT category: it counts in the outcomes, not in the matrix.
    expect([mine.calibration.categorized, mine.calibration.matrix.D.D]).toEqual([1, 1]);
    expect(mine.recent.map((r) => [r.slideName, r.classification.outcome])).toEqual([
      ['=Urine 3', 'correct'],
      ['Pap 14', 'correct'],
    ]);
    expect(mine.trend).toEqual([expect.objectContaining({ month, slides: 2, downgradeRate: 0 })]);
    // Keller's organization: Keller right on the HSIL slide, Ibsen down to LSIL.
    expect(mine.organization).toEqual({ falseNegativeRate: 0, downgradeRate: 0.5, overcallRate: null });
  });

  it('shows the manager the organization: each learner, the matrix, kappa; nobody else’s learners', async () => {
    const view = ok<OrganizationSkills>(await orgSkills(as.manager, own));
    expect(view.learners.map((l) => [l.lastName, l.slides, l.downgradeRate, l.interpretation, l.outliers])).toEqual([
      ['Ibsen', 1, 1, 1, []],
      ['Keller', 2, 0, 0, []],
    ]);
    expect(view.organization.matrix.D).toEqual({ A: 0, B: 0, C: 1, D: 1 });
    // Every reference is D: chance agreement is the share of D answers, 0.5, and so is the observed one.
    expect(view.organization.kappa).toBe(0);
    expect(view.organization.byResult).toEqual([
      { reference: 'HSIL', response: 'LSIL', count: 1 },
      { reference: 'HSIL', response: 'HSIL', count: 1 },
    ]);
    const ibsenPage = ok<LearnerSkills>(await learnerSkills(as.manager, ibsen.id));
    expect(ibsenPage.calibration.outcomes.interpretation).toBe(1);
    // A learner's median is read from their own slides, the same on both pages.
    expect(view.learners[0]!.medianTimeMs).toBe(ibsenPage.calibration.medianTimeMs);
    expect(refusal(await orgSkills(as.manager, other))).toEqual([403, { code: 403, message: MSG.forbidden, field: null }]);
    expect(refusal(await orgSkills(keller.client, own))).toEqual([403, { code: 403, message: MSG.forbidden, field: null }]);
  });

  it('sorts the learners by a figure and pages them; the medians do not sort', async () => {
    const worst = ok<OrganizationSkills>(await orgSkills(as.manager, own, '?sort=downgradeRate&order=desc&limit=10'));
    expect([worst.learners.map((l) => l.lastName), worst.total, worst.canNext, worst.sort, worst.order]).toEqual([
      ['Ibsen', 'Keller'],
      2,
      false,
      'downgradeRate',
      'desc',
    ]);
    const most = ok<OrganizationSkills>(await orgSkills(as.manager, own, '?sort=slides&order=desc&limit=10'));
    expect(most.learners.map((l) => l.lastName)).toEqual(['Keller', 'Ibsen']);
    const beyond = ok<OrganizationSkills>(await orgSkills(as.manager, own, '?page=2&limit=10'));
    expect([beyond.learners, beyond.total, beyond.page, beyond.organization.slides]).toEqual([[], 2, 2, 3]);
    expect(refusal(await orgSkills(as.manager, own, '?sort=medianTimeMs'))).toEqual([
      400,
      expect.objectContaining({ field: 'sort', message: 'Must be selected' }),
    ]);
    expect(refusal(await orgSkills(as.manager, own, '?limit=7'))).toEqual([400, expect.objectContaining({ field: 'limit', message: 'Must be selected' })]);
  });

  it('shows a learner only their own', async () => {
    expect(refusal(await learnerSkills(keller.client, ibsen.id))).toEqual(notFound(DIRECTORY_MSG.userNotFound));
    expect(refusal(await learnerSkills(moreau.client, keller.id))).toEqual(notFound(DIRECTORY_MSG.userNotFound));
  });

  it('takes a period of whole months, and refuses one that is not', async () => {
    const earlier = ok<LearnerSkills>(await learnerSkills(keller.client, keller.id, '?from=2020-01&to=2020-12'));
    expect([earlier.from, earlier.to, earlier.calibration.slides, earlier.recent]).toEqual(['2020-01', '2020-12', 0, []]);
    const bad = await learnerSkills(keller.client, keller.id, '?from=2020-13');
    expect(refusal(bad)).toEqual([400, expect.objectContaining({ field: 'from', message: 'Does not match pattern ^\\d{4}-(0[1-9]|1[0-2])$' })]);
    const backwards = await orgSkills(as.manager, own, '?from=2026-11&to=2026-10');
    expect(refusal(backwards)).toEqual([400, expect.objectContaining({ field: 'to', message: 'Must be later than 2026-11' })]);
  });

  it('exports the organization’s view as a workbook: the learners and the confusion matrix', async () => {
    const res = await fetch(`${t.url}${api(SKILL_ROUTES.organizationExport(own))}`, { headers: { cookie: as.manager.cookieHeader } });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const rows = (name: string) =>
      book
        .getWorksheet(name)!
        .getSheetValues()
        .slice(1)
        .map((r) => (r as unknown[]).slice(1));
    expect(rows(SCREENING_SKILL_TEXT.sheet).map((r) => [r[0], r[2], r[5]])).toEqual([
      ['Last Name', 'Slides', `${SCREENING_SKILL_TEXT.rate.downgradeRate} %`],
      ['Ibsen', 1, 100],
      ['Keller', 2, 0],
    ]);
    expect(rows(SCREENING_SKILL_TEXT.matrixSheet).at(-1)).toEqual(['D', 0, 0, 1, 1]);
  });
});
