/**
 * Proficiency tests as content (issue 30; docs/adr/0035): a slide test with `proficiency.enabled`
 * is refused, with the rule's message and nothing stored, when its slides do not form a valid set
 * (read from the slides' solutions) or its pool does not allow a draw; activation checks again;
 * GET /tests/proficiency-set answers the editor's counts.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PT_CONTENT_ROUTES, type ContentItem, type Page, type PtSetCheck, type SlideItem } from '@cytocampus/contracts';
import { PT_SET_MSG, PT_SIZE_MISMATCH, type PtCategory } from '@cytocampus/domain';
import { signedInAll, type DemoRole } from '../../testing/sign-in.js';
import { processedSlide, syntheticSlideFiles } from '../../testing/slides.js';
import type { TestClient } from '../../testing/test-client.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { ok, otherOrgManager } from './testing/content-client.js';

let t: TestServer;
let as: Record<DemoRole, TestClient>;
const api = (path: string) => `/api/v1${path}`;
const RESULT_OF: Record<PtCategory, string> = { A: 'UNSATISFACTORY', B: 'NILM', C: 'LSIL', D: 'HSIL' };
const POOL = `pt-pool-${randomUUID().slice(0, 6)}`;
/** Slide item ids by category: 4 A, 8 B, 4 C, 4 D (tagged POOL, with images), and a nonGyn slide. */
const made: Record<PtCategory, string[]> = { A: [], B: [], C: [], D: [] };
let nonGyn: string;
let unreadyD: string;

/** A slide without an image (a fixed set's rules read only its solution), active, as the admin makes it. */
async function slide(solution: { type: string; result: string }, tags: string[] = []): Promise<string> {
  const item = ok<SlideItem>(await as.admin.post(api('/slides'), { accession: `PT-${randomUUID().slice(0, 8)}`, cellCount: 0, tags, solution }));
  ok(await as.admin.put(api(`/slides/${item.id}`), { activate: true }));
  return item.itemId;
}

/** A pool slide: a pool counts only slides whose image is made, so this one gets a small one (SLIDE_MIN_BYTES=1). */
const imaged = async (files: { slidePath: string }, result: string) =>
  (
    await processedSlide(t.url, as.admin, {
      files: { slidePath: files.slidePath },
      fields: { accession: `PT-${randomUUID().slice(0, 8)}`, cellCount: 0, tags: [POOL], solution: { type: 'GYN', result } },
    })
  ).itemId;

/** A valid 10-slide set: one A, C and D, the rest B… in a mixed order. */
const validTen = () => [made.B[0]!, made.A[0]!, made.B[1]!, made.C[0]!, made.B[2]!, made.D[0]!, made.B[3]!, made.B[4]!, made.C[1]!, made.D[1]!];
const pt = (slides: string[], proficiency: object = {}) => ({
  name: `Mock PT ${randomUUID().slice(0, 6)}`,
  slides,
  proficiency: { enabled: true, size: 10, ...proficiency },
});
const testsNamed = async (name: string) => ok<Page<ContentItem>>(await as.admin.get(api(`/tests?search=${encodeURIComponent(name)}`))).total;
const refusal = (field: string, message: string) => ({ code: 400, field, message, errors: [{ field, message, code: 2 }] });

beforeAll(async () => {
  t = await startTestServer({ env: { SLIDE_MIN_BYTES: '1' } });
  as = await signedInAll(t.url);
  const counts: Record<PtCategory, number> = { A: 4, B: 8, C: 4, D: 4 };
  const files = await syntheticSlideFiles(4, { width: 512, height: 512 });
  try {
    for (const category of ['A', 'B', 'C', 'D'] as const)
      made[category] = await Promise.all(Array.from({ length: counts[category] }, () => imaged(files, RESULT_OF[category])));
  } finally {
    await files.remove();
  }
  nonGyn = await slide({ type: 'Other Non-GYN', result: 'NEGATIVE' }, [POOL]);
  // Tagged and active, but its image is not made (NEW): no pool counts it.
  unreadyD = await slide({ type: 'GYN', result: RESULT_OF.D }, [POOL]);
});
afterAll(() => t.close());

describe('a fixed proficiency set', () => {
  it('is stored and activated when its slides form a valid set', async () => {
    const test = ok<ContentItem>(await as.admin.post(api('/tests'), pt(validTen())));
    expect(test.fields.proficiency).toEqual({ enabled: true, size: 10, timeLimit: null, pool: '' });
    expect(ok<ContentItem>(await as.admin.put(api(`/tests/${test.id}`), { activate: true })).active).toBe(true);
  });

  const CASES: [rule: string, slides: () => string[], size: 10 | 20, field: string, message: () => string][] = [
    ['9 slides', () => validTen().slice(0, 9), 10, 'slides', () => PT_SET_MSG.size(9)],
    ['no slide of C', () => [...made.A.slice(0, 3), ...made.B.slice(0, 4), ...made.D.slice(0, 3)], 10, 'slides', () => PT_SET_MSG.everyCategory(['C'])],
    ['a slide without a GYN solution', () => [...validTen().slice(0, 9), nonGyn], 10, 'slides', () => PT_SET_MSG.gynSolution(nonGyn)],
    ['an unknown slide', () => [...validTen().slice(0, 9), 'no-such-slide'], 10, 'slides', () => PT_SET_MSG.gynSolution('no-such-slide')],
    ['a slide twice', () => [...validTen().slice(0, 9), made.B[0]!], 10, 'slides', () => PT_SET_MSG.duplicate(made.B[0]!)],
    ['10 slides for a 20-slide test', validTen, 20, 'proficiency.size', () => PT_SIZE_MISMATCH(20, 10)],
  ];
  it.each(CASES)('refuses %s with the rule in the message, storing nothing', async (_rule, slides, size, field, message) => {
    const body = pt(slides(), { size });
    const res = await as.admin.post(api('/tests'), body);
    expect([res.status, res.body]).toEqual([400, refusal(field, message())]);
    expect(await testsNamed(body.name)).toBe(0);
  });

  it('refuses an update that breaks the set, and keeps the stored slides', async () => {
    const test = ok<ContentItem>(await as.admin.post(api('/tests'), pt(validTen())));
    const res = await as.admin.put(api(`/tests/${test.id}`), { slides: validTen().slice(1) });
    expect([res.status, res.body]).toEqual([400, refusal('slides', PT_SET_MSG.size(9))]);
    expect(ok<ContentItem>(await as.admin.get(api(`/tests/${test.id}`))).fields.slides).toEqual(validTen());
    // Turning proficiency on for an ordinary test of 2 slides is refused too.
    const plain = ok<ContentItem>(await as.admin.post(api('/tests'), { name: 'Plain slide test', slides: validTen().slice(0, 2) }));
    const on = await as.admin.put(api(`/tests/${plain.id}`), { proficiency: { enabled: true, size: 10 } });
    expect([on.status, on.body.message]).toEqual([400, PT_SET_MSG.size(2)]);
  });

  it('checks the set again on activation: a slide’s solution may have changed since', async () => {
    const changing = await slide({ type: 'GYN', result: 'HSIL' });
    const slides = [...validTen().slice(0, 9), changing];
    const test = ok<ContentItem>(await as.admin.post(api('/tests'), pt(slides)));
    ok(await as.admin.put(api(`/slides/${changing}`), { solution: { type: 'Other Non-GYN', result: 'NEGATIVE' } }));
    const res = await as.admin.put(api(`/tests/${test.id}`), { activate: true });
    expect([res.status, res.body]).toEqual([400, refusal('slides', PT_SET_MSG.gynSolution(changing))]);
    expect(ok<ContentItem>(await as.admin.get(api(`/tests/${test.id}`))).active).toBe(false);
  });

  it('leaves ordinary tests as they were: at least one slide, any solutions', async () => {
    const res = await as.admin.post(api('/tests'), { name: 'Ordinary slide test', slides: [] });
    expect([res.status, res.body.errors]).toEqual([400, [{ field: 'slides', message: 'Need at least 1 items', code: 2 }]]);
    ok(await as.admin.post(api('/tests'), { name: 'Ordinary slide test', slides: [nonGyn] }));
  });

  it('reads only slides the author may use: another organization’s manager does not see the admin’s slides', async () => {
    const { orgId, manager } = await otherOrgManager(t.url, as.admin, 'Harbor Pathology', { readOrgContent: true, createOrgContent: true });
    const res = await manager.post(api(`/tests?orgId=${orgId}`), pt(validTen()));
    expect([res.status, res.body.message]).toEqual([400, PT_SET_MSG.gynSolution(validTen()[0]!)]);
    const check = ok<PtSetCheck>(await manager.get(api(`${PT_CONTENT_ROUTES.set}?orgId=${orgId}&slides=${validTen().join(',')}`)));
    expect(check.counts).toEqual({ A: 0, B: 0, C: 0, D: 0 });
  });
});

describe('a proficiency pool', () => {
  it('is stored without slides of its own when a set of its size can be drawn', async () => {
    const test = ok<ContentItem>(await as.admin.post(api('/tests'), pt([], { size: 20, pool: POOL })));
    expect(test.fields.slides).toEqual([]);
    ok(await as.admin.put(api(`/tests/${test.id}`), { activate: true }));
  });

  it('refuses a pool too small for the size, or without a slide of each category', async () => {
    // 20 GYN slides carry the tag; the other organization's manager sees none of them.
    const small = await as.admin.post(api('/tests'), pt([], { size: 20, pool: 'no-such-pool' }));
    expect([small.status, small.body]).toEqual([400, refusal('proficiency.pool', PT_SET_MSG.poolTooSmall(20, 0))]);
    const tag = `pt-no-d-${randomUUID().slice(0, 6)}`;
    for (const id of [...made.A.slice(0, 3), ...made.B.slice(0, 4), ...made.C.slice(0, 3)]) ok(await as.admin.put(api(`/slides/${id}`), { tags: [POOL, tag] }));
    const noD = await as.admin.post(api('/tests'), pt([], { pool: tag }));
    expect([noD.status, noD.body]).toEqual([400, refusal('proficiency.pool', PT_SET_MSG.poolMissing(['D']))]);
    // A D slide whose image is still to be made does not count: the refusal says it is on its way.
    ok(await as.admin.put(api(`/slides/${unreadyD}`), { tags: [POOL, tag] }));
    const waiting = await as.admin.post(api('/tests'), pt([], { pool: tag }));
    expect([waiting.status, waiting.body]).toEqual([400, refusal('proficiency.pool', `${PT_SET_MSG.poolMissing(['D'])} ${PT_SET_MSG.poolProcessing(1)}`)]);
  });
});

describe('GET /tests/proficiency-set', () => {
  const check = async (client: TestClient, query: string) => client.get(api(`${PT_CONTENT_ROUTES.set}?${query}`));

  it('answers the counts of a fixed set and its first broken rule, as saving would', async () => {
    expect(ok<PtSetCheck>(await check(as.admin, `size=10&slides=${validTen().join(',')}`))).toEqual({
      counts: { A: 1, B: 5, C: 2, D: 2 },
      slides: 10,
      problem: null,
    });
    const broken = ok<PtSetCheck>(await check(as.admin, `size=10&slides=${[...validTen().slice(0, 9), nonGyn].join(',')}`));
    expect(broken).toEqual({ counts: { A: 1, B: 5, C: 2, D: 1 }, slides: 10, problem: { field: 'slides', message: PT_SET_MSG.gynSolution(nonGyn), code: 2 } });
    expect(ok<PtSetCheck>(await check(as.admin, 'size=10')).problem?.message).toBe(PT_SET_MSG.size(0));
  });

  it('answers a pool’s counts and whether a set can be drawn', async () => {
    expect(ok<PtSetCheck>(await check(as.admin, `size=20&pool=${POOL}`))).toEqual({ counts: { A: 4, B: 8, C: 4, D: 4 }, slides: 20, problem: null });
    expect(ok<PtSetCheck>(await check(as.admin, `size=20&pool=no-such-pool`)).problem).toEqual({
      field: 'proficiency.pool',
      message: PT_SET_MSG.poolTooSmall(20, 0),
      code: 2,
    });
  });

  it('refuses those who may not list slide tests, and bad input', async () => {
    expect((await check(as.learner, `pool=${POOL}`)).status).toBe(403);
    const bad = await check(as.admin, 'size=12');
    expect([bad.status, bad.body.field]).toEqual([400, 'size']);
    expect((await check(as.admin, 'slides=a%20b')).status).toBe(400);
  });
});
