/**
 * The review audit in Chromium (issue 16): the demo learner screens the first slide of the demo
 * slide test in the browser (an object at 10x, a rotation, panning, a click, 20x, a diagnosis), so
 * real view samples are recorded; an administrator with the same window then replays the review.
 * At three moments (chosen by clicking events) the replay viewer shows exactly the recorded view:
 * its visible area's corners are the recorded ones. The event list is in time order, and the
 * coverage panel lists the solution object the learner never looked at, not the one they did.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import {
  AUDIT_ROUTES,
  OOI_CATEGORIES,
  SLIDE_REVIEW_ROUTES,
  type PlayerSlide,
  type ReplayView,
  type ReviewReplay,
  type TestSlides,
} from '@cytocampus/contracts';
import { seededSlideTest, signedInAdmin, startWithDemoLearner, stopDemoProduct } from './demo-learner.js';
import { waitUntil, type Product } from './harness.js';
import { apiSend, captureDiagnosis, choose, waitForPath } from './pages.js';
import { waitForText } from './viewer/viewerPage.js';

type Point = { x: number; y: number };

/** The seeded slides' reference objects (api/src/seed/demo-content/course-items.ts). */
const SOLUTION_OBJECTS = ['area-1', 'area-2'];

let product: Product;
let context: BrowserContext;
let page: Page;
let moduleId: string;
let testId: string;
let slide: PlayerSlide;
/** The object the learner looks at, and the solution object they keep away from. */
let looked: { id: string; label: string };
let avoided: { id: string; coords: Point };
let reviewId: string;

/** An attribute of every element a locator finds, in page order. */
const attributes = async (locator: Locator, name: string) => Promise.all((await locator.all()).map(async (item) => (await item.getAttribute(name)) ?? ''));
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const settle = () => page.waitForTimeout(900);

/** The looked-at area object and the avoided solution object farthest apart, so a 10x view of one never shows the other. */
function farthestPair(area: PlayerSlide['objects'][number]) {
  let best = { gap: -1, looked: { id: '', label: '' }, avoided: { id: '', coords: { x: 0, y: 0 } } };
  for (const solution of area.filter((object) => SOLUTION_OBJECTS.includes(object.id)))
    area.forEach((object, place) => {
      const gap = distance(object.coords, solution.coords);
      if (object.id !== solution.id && gap > best.gap)
        best = { gap, looked: { id: object.id, label: `${OOI_CATEGORIES[0].groupType} ${place + 1}` }, avoided: { id: solution.id, coords: solution.coords } };
    });
  return best;
}

beforeAll(async () => {
  ({ product, context, page } = await startWithDemoLearner());
  const seeded = await seededSlideTest(product, context, 150_000);
  moduleId = seeded.course.moduleId;
  testId = seeded.testId;
  const summary = await apiSend<TestSlides>(context, 'GET', product.url(`/api/v1${SLIDE_REVIEW_ROUTES.testSlides(testId)}?moduleId=${moduleId}`));
  slide = summary.slides[0]!;
  const pair = farthestPair(slide.objects[0]!);
  looked = pair.looked;
  avoided = pair.avoided;
}, 200_000);

afterAll(() => stopDemoProduct(product));

const viewer = () => page.getByRole('application', { name: 'Whole-slide image' });

/** Waits for the toolbar to read this magnification ('10x'). */
const magnification = (label: string) => waitForText(page.getByTestId('magnification-label'), label);

describe('the learner screens a slide', () => {
  it('goes to an object at 40x then 10x, rotates, pans, clicks the slide, zooms to 20x and submits a diagnosis', async () => {
    await page.goto(product.url(`/course/${moduleId}/case/${slide.itemId}/${testId}`));
    await viewer().waitFor();
    await page.getByTestId('magnification-label').waitFor();
    await settle();
    // The demo learner's objects open at their preferred 40x; the toolbar's shortcut then screens at 10x.
    // A crop is named by what it is, its category and its mark (ADR 0043): 'Area 3, Area (Diagnostic Cells), not marked'.
    await page.getByRole('button', { name: `${looked.label}, ${OOI_CATEGORIES[0].name}, not marked`, exact: true }).click();
    await magnification('40x');
    await settle();
    await page.getByRole('button', { name: 'Zoom to 10x', exact: true }).click();
    await magnification('10x');
    await settle();
    await viewer().press('r');
    await settle();
    await viewer().press('ArrowRight');
    await viewer().press('ArrowDown');
    await settle();
    const box = (await page.getByTestId('slide-viewer').boundingBox())!;
    await page.mouse.click(box.x + box.width / 2 + 40, box.y + box.height / 2 + 20);
    await settle();
    await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
    await magnification('20x');
    await settle();
    await captureDiagnosis(page, 'HSIL');
    await page.getByText('Correct', { exact: true }).first().waitFor();
    // The feedback says what was never looked at: the avoided solution object at least.
    const note = page.getByTestId('coverage-note');
    await note.waitFor();
    expect(await note.textContent()).toMatch(/You never looked at (this object|these \d+ objects) at 10x or more/);
    // And why the slide ended as it did (issue 31): right, with what of the solution's cells was looked at closely.
    expect(await note.getByTestId('skill-sentence').textContent()).toMatch(
      /^You (looked at .+ at 10x or more and called the slide HSIL|called the slide HSIL without looking at .+ at 10x or more): correct$/,
    );
    const summary = await apiSend<TestSlides>(context, 'GET', product.url(`/api/v1${SLIDE_REVIEW_ROUTES.testSlides(testId)}?moduleId=${moduleId}`));
    reviewId = summary.records!.reviewId;
    // Every activity batch delivered.
    await waitUntil(
      async () => (await page.evaluate<number>("Object.keys(localStorage).filter((key) => key.startsWith('cc-activity:')).length")) === 0,
      'the activity batches',
    );
  }, 60_000);
});

describe('an administrator replays the review', () => {
  let admin: Page;
  let replay: ReviewReplay;

  /** A picture of the page for a person to look at, when AUDIT_SCREENSHOTS names a folder. */
  const screenshot = async (name: string) => {
    if (process.env.AUDIT_SCREENSHOTS) await admin.screenshot({ path: `${process.env.AUDIT_SCREENSHOTS}/${name}.png` });
  };

  /** The replay viewer's visible area and the view it shows, as the page reports them. */
  async function shown(): Promise<{ at: number; corners: Point[] }> {
    const frame = admin.getByTestId('replay-viewer');
    return { at: Number(await frame.getAttribute('data-view-at')), corners: JSON.parse((await frame.getAttribute('data-view-corners')) ?? '[]') as Point[] };
  }

  /** Within a screen pixel and a half of the replay canvas, in level-0 pixels (the canvases differ in size, not shape). */
  async function expectCorners(view: ReplayView): Promise<void> {
    const box = (await admin.getByTestId('slide-viewer').boundingBox())!;
    const tolerance = 2 + 1.5 * (distance(view.corners[0]!, view.corners[1]!) / box.width);
    let last = { at: 0, corners: [] as Point[] };
    const matches = async () => {
      last = await shown();
      return last.at === view.at && last.corners.length === 4 && last.corners.every((corner, i) => distance(corner, view.corners[i]!) <= tolerance);
    };
    await waitUntil(matches, `the recorded view`, 10_000).catch(async () => {
      await admin.screenshot({ path: '/tmp/audit-replay-failure.png' });
      throw new Error(
        `The replay shows ${JSON.stringify(last)}, not the view of ${view.at}: ${JSON.stringify(view.corners)} (tolerance ${tolerance.toFixed(1)})`,
      );
    });
  }

  beforeAll(async () => {
    const adminContext = await signedInAdmin(product);
    admin = await adminContext.newPage();
    replay = await apiSend<ReviewReplay>(adminContext, 'GET', product.url(`/api/v1${AUDIT_ROUTES.review(reviewId)}`));
    await admin.goto(product.url('/dashboard/home'));
  }, 30_000);

  it('finds the review through the menu: the audit list, searched by the learner’s name, opens its replay', async () => {
    await admin.getByRole('link', { name: 'Review audit' }).click();
    await waitForPath(admin, (path) => path === '/dashboard/audit', 'the audit list');
    await admin.getByRole('textbox', { name: 'Search review audit' }).fill(replay.review.userName.split(' ')[0]!);
    const row = admin.getByRole('row').filter({ hasText: replay.review.itemName });
    await row.first().waitFor();
    await screenshot('audit-list');
    await row.first().getByText(replay.review.userName).click();
    await waitForPath(admin, (path) => path === `/dashboard/audit/${reviewId}`, 'the replay');
    await admin.getByTestId('replay-viewer').waitFor();
  });

  it('lists the events in time order', async () => {
    const times = (await attributes(admin.getByTestId('replay-event'), 'data-at')).map(Number);
    expect(times).toEqual(replay.events.map((event) => event.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(replay.events.map((event) => event.kind)).toEqual(expect.arrayContaining(['objectClick', 'slideClick', 'submit']));
  });

  it('shows exactly the recorded view at three events: the object click, the slide click and the submit', async () => {
    const rotated = replay.views.filter((view) => view.rotation !== 0);
    expect(rotated.length).toBeGreaterThan(0);
    for (const kind of ['objectClick', 'slideClick', 'submit'] as const) {
      const index = replay.events.findIndex((event) => event.kind === kind);
      const event = replay.events[index]!;
      const expected = replay.views.filter((view) => view.page === 0 && view.at <= event.at).at(-1)!;
      await admin.getByTestId('replay-event').nth(index).click();
      expect(await admin.getByTestId('replay-event').nth(index).getAttribute('aria-current')).toBe('true');
      await expectCorners(expected);
    }
    await screenshot('audit-replay');
    // The last one was rotated and at 20x.
    const last = replay.views.filter((view) => view.at <= replay.events.find((event) => event.kind === 'submit')!.at).at(-1)!;
    expect(last.rotation).toBe(90);
    expect(last.magnification).toBeGreaterThanOrEqual(19.9);
  });

  it('seeks with the scrubber too: the first rotated view', async () => {
    const start = Math.min(...replay.events.map((event) => event.at), ...replay.views.map((view) => view.at));
    const target = replay.views.find((view) => view.rotation !== 0)!;
    // The learner's session has no quiet minute, so replay time is real time from the start.
    await admin.getByTestId('replay-scrubber').fill(String(target.at - start));
    await expectCorners(target);
  });

  it('plays at 16×: the current event follows the replay to the submit, where it stops', async () => {
    await admin.getByTestId('replay-scrubber').fill('0');
    await choose(admin, 'Speed', '16×');
    await admin.getByRole('button', { name: 'Play', exact: true }).click();
    await admin.getByRole('button', { name: 'Pause', exact: true }).waitFor();
    await waitUntil(async () => (await admin.getByTestId('replay-event').last().getAttribute('aria-current')) === 'true', 'the last event to be current');
    await admin.getByRole('button', { name: 'Play', exact: true }).waitFor();
    const final = replay.views.filter((view) => view.page === 0).at(-1)!;
    await expectCorners(final);
  });

  it('lists the avoided solution object as missed, and not the object the learner looked at', async () => {
    const panel = admin.getByTestId('coverage-panel');
    await panel.getByTestId('missed-object').first().waitFor();
    const missed = await attributes(panel.getByTestId('missed-object'), 'data-object-id');
    expect(missed).toContain(avoided.id);
    expect(missed).not.toContain(looked.id);
    expect(await panel.getByTestId('coverage-tissue').textContent()).toMatch(/% of the tissue screened at 10x or more|not known/);
    expect(await panel.getByTestId('skill-sentence').textContent()).toMatch(/^The learner (looked at|called) .+HSIL.*: correct$/);
  });

  it('draws the heat map over the slide on demand', async () => {
    await admin.getByRole('switch', { name: 'Heat map' }).check();
    await admin.getByTestId('heat-map').waitFor({ state: 'attached' });
    await screenshot('audit-heat-map');
  });
});
