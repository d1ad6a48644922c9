/**
 * Everything but the slide review, for everyone (issue 35 §3): the skip link is the first Tab stop
 * and moves focus into `main` (an administrator's page, a course player); a refused sign-in or
 * registration ties each error to its field (aria-invalid, the accessible description is the
 * spec's message) and moves focus to the first one; the register captcha is done by keyboard; the
 * audit's heat map has a legend and a pattern option kept in the browser; with reduced motion the
 * replay jumps to each view instead of gliding. axe (WCAG 2.x A/AA) runs on each of these screens.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import {
  AUDIT_ROUTES,
  LEARNING_ROUTES,
  SLIDE_REVIEW_ROUTES,
  type ReplayView,
  type ReviewActivity,
  type ReviewCheckout,
  type ReviewRecord,
  type ReviewReplay,
} from '@cytocampus/contracts';
import { checkFields, loginFormChecks, registerAccountForm, validate } from '@cytocampus/schema';
import { wcagViolations } from './axe.js';
import { seededSlideTest, signedInAdmin, startWithDemoLearner, stopDemoProduct } from './demo-learner.js';
import { waitUntil, type Product } from './harness.js';
import { apiSend, choose } from './pages.js';

let product: Product;
let learner: BrowserContext;
let moduleId: string;
let testId: string;

beforeAll(async () => {
  ({ product, context: learner } = await startWithDemoLearner());
  ({
    course: { moduleId },
    testId,
  } = await seededSlideTest(product, learner, 150_000));
}, 200_000);

afterAll(() => stopDemoProduct(product));

/** The little of the DOM these checks touch (the browser specs compile without the DOM's types). */
interface Node {
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  contains(other: unknown): boolean;
  blur?(): void;
  dataset: Record<string, string | undefined>;
}
interface Dom {
  document: { activeElement: Node | null; querySelector(selector: string): Node | null };
  MutationObserver: new (callback: () => void) => { observe(target: Node, options: { attributes: boolean; attributeFilter: string[] }): void };
  shownViews?: ShownView[];
}
interface ShownView {
  at: number;
  corners: { x: number; y: number }[];
}

/** What assistive technology gets for an element: Chromium's own accessibility tree, through the DevTools protocol. */
async function accessibilityOf(page: Page, element: Locator): Promise<{ name: string; description: string; invalid: boolean }> {
  await element.evaluate((node: unknown) => (node as Node).setAttribute('data-ax-probe', ''));
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '[data-ax-probe]' });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    const node = nodes[0]!;
    const invalid = node.properties?.find((property) => property.name === 'invalid')?.value.value;
    return { name: String(node.name?.value ?? ''), description: String(node.description?.value ?? ''), invalid: invalid === 'true' };
  } finally {
    await cdp.detach();
    await element.evaluate((node: unknown) => (node as Node).removeAttribute('data-ax-probe'));
  }
}

const focusedIs = (element: Locator) => element.evaluate((node: unknown) => node === (globalThis as unknown as Dom).document.activeElement);

async function expectNoViolations(page: Page): Promise<void> {
  expect(await wcagViolations(page)).toEqual([]);
}

/** The first Tab stop is the skip link, shown when focused; Enter moves focus into `main`, and the next Tab stays inside it. */
async function expectSkipLink(page: Page): Promise<void> {
  await page.locator('main').waitFor();
  await page.evaluate(() => (globalThis as unknown as Dom).document.activeElement?.blur?.());
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  expect(await focusedIs(skip)).toBe(true);
  const box = await skip.boundingBox();
  expect(box !== null && box.y >= 0 && box.height > 0).toBe(true);
  await page.keyboard.press('Enter');
  expect(await page.locator('main').count()).toBe(1);
  expect(await focusedIs(page.locator('main'))).toBe(true);
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => {
      const { document } = globalThis as unknown as Dom;
      return document.querySelector('main')?.contains(document.activeElement) ?? false;
    }),
  ).toBe(true);
}

describe('bypass blocks', () => {
  it('skips an administrator’s side menu to the page', async () => {
    const admin = await signedInAdmin(product);
    const page = await admin.newPage();
    await page.goto(product.url('/dashboard/admin/users'));
    await page.getByRole('table').first().waitFor();
    await expectSkipLink(page);
    await expectNoViolations(page);
    await admin.close();
  }, 60_000);

  it('skips the player’s header to the page (the test summary)', async () => {
    const page = await learner.newPage();
    await page.goto(product.url(`/course/${moduleId}/test/${testId}`));
    await page.getByRole('link', { name: /Begin Test|Resume Test|Review Test/ }).waitFor();
    await expectSkipLink(page);
    await expectNoViolations(page);
    await page.close();
  }, 60_000);
});

describe('landmarks', () => {
  it('gives the signed-out pages one main each', async () => {
    const page = await product.newPage();
    for (const [path, content] of [
      ['/login', page.getByRole('button', { name: 'Sign In' })],
      ['/register', page.getByRole('button', { name: 'Next' })],
      ['/verify/nothing-here', page.getByRole('alert')],
    ] as const) {
      await page.goto(product.url(path));
      await content.waitFor();
      expect(await page.locator('main').count()).toBe(1);
      expect(await content.evaluate((node: unknown) => (globalThis as unknown as Dom).document.querySelector('main')?.contains(node) ?? false)).toBe(true);
    }
  }, 30_000);
});

describe('forms', () => {
  it('ties a refused sign-in’s errors to the fields and moves focus to the first', async () => {
    const page = await product.newPage();
    await page.goto(product.url('/login'));
    await page.getByRole('button', { name: 'Sign In' }).click();
    const email = page.getByRole('textbox', { name: 'Email' });
    const expected = checkFields(loginFormChecks, { email: '', password: '' }).find((error) => error.field === 'email')!.message;
    await waitUntil(() => focusedIs(email), 'focus on the refused e-mail field');
    expect(await accessibilityOf(page, email)).toEqual({ name: 'Email', description: expected, invalid: true });
    await expectNoViolations(page);
  }, 30_000);

  it('ties the registration’s errors to the fields, and its captcha is done by keyboard', async () => {
    const page = await product.newPage();
    await page.goto(product.url('/register'));
    const firstName = page.getByRole('textbox', { name: 'First name' });
    await page.getByRole('textbox', { name: 'Email' }).fill('not an address');
    await page.getByRole('button', { name: 'Next' }).click();
    await waitUntil(() => focusedIs(firstName), 'focus on the first refused field');
    const values = { firstName: '', lastName: '', email: 'not an address', password: '', passwordConfirm: '' };
    const messages = validate(registerAccountForm, values).errors;
    const messageOf = (field: string) => messages.find((error) => error.field === field)!.message;
    expect(await accessibilityOf(page, firstName)).toMatchObject({ description: messageOf('firstName'), invalid: true });
    expect(await accessibilityOf(page, page.getByRole('textbox', { name: 'Email' }))).toMatchObject({ description: messageOf('email'), invalid: true });
    await expectNoViolations(page);

    await firstName.fill('Casey');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Keys');
    await page.getByRole('textbox', { name: 'Email' }).fill('casey.keys@lab.test');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Micro5copes');
    await page.getByRole('textbox', { name: 'Confirm password' }).fill('Micro5copes');
    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: 'Lab Name' }).fill('Keyboard Cytology');
    await choose(page, 'Years of experience', '5-10');
    await choose(page, 'Job title', 'Cytotech');
    await choose(page, 'Country', 'Canada');
    await page.getByRole('textbox', { name: 'Zip/Postal Code' }).fill('K1A 0B1');
    await choose(page, 'Referral', 'Word of Mouth');

    // From the field before it, Tab reaches the captcha's checkbox, named and described; Space starts it.
    const checkbox = page.getByRole('group', { name: 'Verification' }).getByRole('checkbox', { name: "I'm not a robot" });
    expect(await accessibilityOf(page, checkbox)).toMatchObject({ description: 'Confirm you are a person before registering.' });
    await page.getByRole('textbox', { name: 'Zip/Postal Code' }).focus();
    for (let presses = 0; presses < 6 && !(await focusedIs(checkbox)); presses += 1) await page.keyboard.press('Tab');
    expect(await focusedIs(checkbox)).toBe(true);
    await page.keyboard.press('Space');
    await page.getByRole('status').filter({ hasText: 'Verified. You can register.' }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('button', { name: 'Register' }).isEnabled()).toBe(true);
    await expectNoViolations(page);
  }, 60_000);
});

describe('the review audit', () => {
  let reviewId: string;
  let views: ReplayView[];
  /** An auditor: the learner sees a replay only once the review is submitted. */
  let auditor: BrowserContext;

  /** The learner's review of the test's first slide, with four recorded views, replayed by the demo administrator. */
  beforeAll(async () => {
    const send = <T>(method: 'POST' | 'PUT', path: string, body: unknown) => apiSend<T>(learner, method, product.url(`/api/v1${path}`), body);
    const checkout = await send<ReviewCheckout>('POST', LEARNING_ROUTES.checkout('tests', testId), { moduleId });
    const review: ReviewRecord = checkout.review;
    const slide = checkout.item.type === 'test' ? checkout.item.slides[0]! : null;
    if (!slide?.image) throw new Error('the demo test’s first slide has no image');
    const { width, height } = slide.image;
    const start = Date.now() - 60_000;
    // 10x-like views, 4 s apart, far from each other: an animation from one to the next shows in the corners.
    const events: ReviewActivity[] = [0.25, 0.75, 0.3, 0.7].map((share, i) => {
      const center = { x: width * share, y: height * (i % 2 ? 0.3 : 0.7) };
      const [w, h] = [width / 12, (width / 12) * 0.75];
      const corners = [
        { x: center.x - w / 2, y: center.y - h / 2 },
        { x: center.x + w / 2, y: center.y - h / 2 },
        { x: center.x + w / 2, y: center.y + h / 2 },
        { x: center.x - w / 2, y: center.y + h / 2 },
      ];
      return { kind: 'view', seq: i + 1, at: start + i * 4000, center, zoom: 10, rotation: 0, flipped: false, corners, canvas: { width: 800, height: 600 } };
    });
    await send('POST', SLIDE_REVIEW_ROUTES.activity(slide.itemId, review.id), { batch: crypto.randomUUID(), session: review.session, events });
    reviewId = review.id;
    auditor = await signedInAdmin(product);
    await waitUntil(async () => {
      const replay = await apiSend<ReviewReplay>(auditor, 'GET', product.url(`/api/v1${AUDIT_ROUTES.review(reviewId)}`)).catch(() => null);
      views = replay?.views ?? [];
      return views.length === 4;
    }, 'the replay with its four views');
  }, 60_000);

  async function openReplay(context: BrowserContext, reducedMotion: 'reduce' | 'no-preference' = 'no-preference'): Promise<Page> {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.emulateMedia({ reducedMotion });
    await page.goto(product.url(`/dashboard/audit/${reviewId}`));
    await page.getByTestId('replay-viewer').waitFor();
    await waitUntil(async () => (await page.getByTestId('replay-viewer').getAttribute('data-view-corners')) !== null, 'the replay’s slide open');
    return page;
  }

  it('shows the heat map’s legend, and its pattern option is kept', async () => {
    const page = await openReplay(auditor);
    await page.getByRole('switch', { name: 'Heat map' }).check();
    const legend = page.getByTestId('heat-legend');
    await legend.waitFor();
    expect(await legend.getByRole('listitem').allTextContents()).toEqual([
      'Screened briefly',
      'Screened longer',
      'Screened longest',
      'Tissue not screened at 10x',
    ]);
    const map = page.getByTestId('heat-map');
    await map.waitFor({ state: 'attached' });
    expect(await map.getAttribute('data-patterned')).toBe('false');
    await page.getByRole('switch', { name: 'Patterns' }).check();
    await waitUntil(async () => (await page.getByTestId('heat-map').getAttribute('data-patterned')) === 'true', 'the patterned heat map');
    await expectNoViolations(page);
    await page.reload();
    await page.getByRole('switch', { name: 'Heat map' }).check();
    expect(await page.getByRole('switch', { name: 'Patterns' }).isChecked()).toBe(true);
    await waitUntil(async () => (await page.getByTestId('heat-map').getAttribute('data-patterned')) === 'true', 'the pattern option kept');
    await page.close();
  }, 60_000);

  /**
   * Plays the replay and notes, for each view it moves to, the visible area the viewer had when it
   * was told to show it: the view itself when it jumps, still the one before when it glides.
   */
  async function cornersAsEachViewIsShown(page: Page): Promise<ShownView[]> {
    await page.evaluate(() => {
      const browser = globalThis as unknown as Dom;
      const frame = browser.document.querySelector('[data-testid="replay-viewer"]')!;
      const seen: ShownView[] = [];
      browser.shownViews = seen;
      new browser.MutationObserver(() => {
        const at = Number(frame.dataset.viewAt);
        if (at && seen.at(-1)?.at !== at) seen.push({ at, corners: JSON.parse(frame.dataset.viewCorners ?? '[]') as ShownView['corners'] });
      }).observe(frame, { attributes: true, attributeFilter: ['data-view-at'] });
    });
    await page.getByRole('button', { name: 'Play' }).click();
    const shown = () => page.evaluate(() => (globalThis as unknown as Dom).shownViews ?? []);
    await waitUntil(async () => (await shown()).length >= 2, 'two views played', 20_000);
    return shown();
  }

  /** Whether the viewer showed the recorded view (its corners within a fifth of the visible width: the canvases differ in size, not shape). */
  function showedRecorded(shown: ShownView): boolean {
    const view = views.find((candidate) => candidate.at === shown.at)!;
    const centre = (corners: { x: number; y: number }[]) => ({ x: (corners[0]!.x + corners[2]!.x) / 2, y: (corners[0]!.y + corners[2]!.y) / 2 });
    const [a, b] = [centre(view.corners), centre(shown.corners)];
    return Math.hypot(a.x - b.x, a.y - b.y) < (view.corners[1]!.x - view.corners[0]!.x) / 5;
  }

  it('jumps to each view with reduced motion asked for, where it glides otherwise', async () => {
    const still = await openReplay(auditor, 'reduce');
    expect((await cornersAsEachViewIsShown(still)).every(showedRecorded)).toBe(true);
    await still.close();

    const moving = await openReplay(auditor);
    const glided = await cornersAsEachViewIsShown(moving);
    expect(glided.slice(1).some((shown) => !showedRecorded(shown))).toBe(true);
    await moving.close();
  }, 60_000);
});
