/**
 * A slide test scores each slide by its scoring mode (issue 30; docs/adr/0035): the same answers
 * (HSIL called ASCH, then LSIL) score differently under 'group', 'exact' and 'partial', and the
 * test's result follows; a test stored without a mode scores as 'group'. The demo checkout carries
 * the mode so a demo run scores alike.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  DEMO_ROUTES,
  LEARNING_ROUTES,
  type ContentItem,
  type DemoCheckout,
  type ReviewCheckout,
  type ReviewRecord,
  type SlideItem,
} from '@cytocampus/contracts';
import { signedInAll, type DemoRole } from '../../testing/sign-in.js';
import { processedSlide } from '../../testing/slides.js';
import type { TestClient } from '../../testing/test-client.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { ok } from '../content/testing/content-client.js';
import { activeItem, hsilSlide, newLearner } from './testing/seed-course.js';

let t: TestServer;
let as: Record<DemoRole, TestClient>;
let slides: SlideItem[];
let moduleId: string;
let learner: TestClient;
const tests: Record<string, ContentItem> = {};
const MODES = ['default', 'group', 'exact', 'partial'] as const;
const api = (path: string) => `/api/v1${path}`;
const diagnosis = (result: string) => ({ shortList: [], customObjects: [], component: null, organisms: [], result, comments: '' });

beforeAll(async () => {
  t = await startTestServer({ env: { SLIDE_MIN_BYTES: '1' } });
  as = await signedInAll(t.url);
  slides = [
    await hsilSlide(t.url, as.admin),
    await processedSlide(t.url, as.admin, { seed: 14, fields: { accession: 'GYN-0014', solution: { type: 'GYN', result: 'HSIL' } } }),
  ];
  for (const mode of MODES)
    tests[mode] = await activeItem(as.admin, 'tests', {
      name: `Scoring ${mode}`,
      slides: slides.map((s) => s.itemId),
      ...(mode === 'default' ? {} : { scoringMode: mode }),
    });
  const course = await activeItem(as.admin, 'modules', {
    name: 'Scoring modes',
    isPublic: false,
    items: MODES.map((m) => ({ type: 'test', itemId: tests[m]!.itemId })),
  });
  moduleId = course.itemId;
  const assignment = await activeItem(as.admin, 'curricula', { name: 'Scoring assignment', isPublic: true, entries: [{ moduleId, passingScore: 50 }] });
  learner = (await newLearner(t.url, as.admin, assignment.itemId)).client;
}, 240_000);
afterAll(() => t?.close());

/** Takes the test with HSIL called ASCH (same group, not the exact result) on page 0 and LSIL (a neighbouring grade) on page 1. */
async function take(test: ContentItem): Promise<ReviewRecord> {
  let { review } = ok<ReviewCheckout>(await learner.post(api(LEARNING_ROUTES.checkout('tests', test.itemId)), { moduleId }));
  for (const [page, result] of ['ASCH', 'LSIL'].entries()) {
    const copy = { id: review.id, elapsed: review.elapsed, startTime: review.startTime, session: review.session, lastUpdate: review.lastUpdate };
    review = ok<ReviewRecord>(
      await learner.put(api(LEARNING_ROUTES.review('slides', slides[page]!.itemId, review.id, 'submit')), { review: copy, data: diagnosis(result) }),
    );
  }
  return review;
}

describe('slide scoring modes', () => {
  it.each([
    ['default', [1, -1], 0.5],
    ['group', [1, -1], 0.5],
    ['exact', [-1, -1], 0],
    ['partial', [0.9, 0.5], 0.7],
  ] as const)('%s: the same answers score %j, the test %d', async (mode, pages, result) => {
    const review = await take(tests[mode]!);
    expect([review.pages.map((p) => p.score), review.score]).toEqual([pages, result]);
  });

  it('a demo checkout carries the test’s mode (the default for a test stored without one)', async () => {
    const demo = async (id: string) => ok<DemoCheckout>(await as.admin.get(api(DEMO_ROUTES.review('test', id))));
    expect((await demo(tests.partial!.itemId)).scoringMode).toBe('partial');
    expect((await demo(tests.default!.itemId)).scoringMode).toBe('group');
  });
});
