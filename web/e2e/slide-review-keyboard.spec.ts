/**
 * The slide test by keyboard and screen reader (issue 35 §2, ADR 0043): the demo learner takes the
 * seeded slide test with the keyboard alone (page.keyboard only: no mouse event reaches the page
 * once signed in), and what a screen reader would say is read from the accessibility tree: the
 * viewer's polite live region after a zoom, a pan, a rotation and on an object, the object crops'
 * names, marks and moves said by the review's live region, 'captured' after each capture. axe
 * finds no WCAG 2.2 A/AA violation on the review with its help dialog, filters and drawers open,
 * at 1440 and at 390 px. Set SLIDE_REVIEW_SCREENSHOTS=<dir> to keep screenshots of the main states.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import { OOI_CATEGORIES, REVIEW_EXPIRED_TEXT, REVIEW_MSG, SLIDE_REVIEW_TEXT } from '@cytocampus/contracts';
import { wcagViolations } from './axe.js';
import { seededSlideTest, startWithDemoLearner, stopDemoProduct } from './demo-learner.js';
import { waitUntil, type Product } from './harness.js';
import { PHONE_VIEWPORT } from './phone.js';

const AREA = OOI_CATEGORIES[0].name;
/** The seeded screening test's four slides, diagnosed (right or wrong does not matter here). */
const RESULTS = ['HSIL', 'LSIL', 'ASCUS', 'ASCH'] as const;

let product: Product;
let context: BrowserContext;
let page: Page;
let moduleId = '';
let testId = '';

const keep = async (name: string) => {
  if (process.env.SLIDE_REVIEW_SCREENSHOTS) await page.screenshot({ path: join(process.env.SLIDE_REVIEW_SCREENSHOTS, `${name}.png`) });
};
const viewerSays = () => page.getByTestId('viewer-announcement');
const reviewSays = () => page.getByTestId('review-announcement');

/** The focused element as the accessibility tree has it ('- button "Area 1, …"'). */
async function focused(): Promise<string> {
  const element = page.locator(':focus');
  return (await element.count()) === 1 ? element.ariaSnapshot() : '';
}

/** Presses Tab (Shift+Tab backwards) until the focused element's snapshot matches, as a keyboard user looks for a control. */
async function tabTo(pattern: RegExp, { backwards = false, max = 80 } = {}): Promise<string> {
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const now = await focused();
    if (pattern.test(now)) return now;
  }
  throw new Error(`Tab never reached ${pattern}; focus is on ${await focused()}`);
}

/** What each live region said last, so that a new sentence is told from the one before. */
const lastHeard = new Map<string, string>();

/** Waits until a live region says something new that matches (in the accessibility tree), and answers it. */
async function heard(region: ReturnType<typeof viewerSays>, pattern: RegExp): Promise<string> {
  const id = (await region.getAttribute('data-testid')) ?? '';
  let text = '';
  await waitUntil(
    async () => {
      text = await region.ariaSnapshot();
      return text !== lastHeard.get(id) && pattern.test(text);
    },
    `the live region to say ${pattern}`,
    15_000,
  );
  lastHeard.set(id, text);
  return text;
}

/** The page's violations once drawers and dialogs have finished moving in (mid-fade, text is paler than it is). */
async function expectNoViolations(what: string): Promise<void> {
  await waitUntil(
    () => page.evaluate<boolean>("document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity)"),
    'the transitions to end',
  );
  const found = await wcagViolations(page);
  expect({ what, found }).toEqual({ what, found: [] });
}

/** Picks a result in the diagnosis form with the arrow keys (a radio group is one tab stop), then captures. */
async function diagnoseByKeyboard(result: string, slide: number): Promise<void> {
  let radio = await tabTo(/^- radio "/);
  // Capture is disabled while the choice is being saved (the spec): wait for the save of this result.
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && new URL(r.url()).pathname.endsWith('/update') && (r.request().postData() ?? '').includes(`"result":"${result}"`),
  );
  for (let presses = 0; !radio.includes(`"${result} `) && presses < 20; presses += 1) {
    await page.keyboard.press('ArrowDown');
    radio = await focused();
  }
  expect(radio).toMatch(new RegExp(`^- radio "${result} .*\\[checked\\]`));
  await saved;
  await tabTo(/^- button "Capture Diagnosis"/);
  // Each slide has its own region: what it said before this capture is what a new sentence must differ from.
  lastHeard.set('review-announcement', await reviewSays().ariaSnapshot());
  await page.keyboard.press('Enter');
  await heard(reviewSays(), /Slide captured: (correct|incorrect)\./);
  expect(await page.getByText(`Slide ${slide} of 4`).count()).toBeGreaterThan(0);
}

beforeAll(async () => {
  ({ product, context, page } = await startWithDemoLearner());
  ({
    course: { moduleId },
    testId,
  } = await seededSlideTest(product, context, 150_000));
  // From here on nothing but the keyboard: a mouse event on the page (kept across the reload OK does) fails the spec.
  await page.addInitScript(
    "for (const type of ['mousedown', 'mouseup', 'click', 'pointerdown', 'wheel']) addEventListener(type, (e) => { if (e.isTrusted && e.detail !== 0) sessionStorage.setItem('mouseUsed', type); }, true);",
  );
  await page.setViewportSize({ width: 1440, height: 900 });
}, 200_000);

afterAll(() => stopDemoProduct(product));

describe('the demo slide test by keyboard alone', () => {
  it('opens the test; a second tab takes it over: the expired session is said as a dialog, and OK by keyboard takes it back', async () => {
    await page.goto(product.url(`/course/${moduleId}/test/${testId}`));
    await tabTo(new RegExp(`^- link "${SLIDE_REVIEW_TEXT.beginTest}"`));
    await page.keyboard.press('Enter');
    await page.getByTestId('magnification-label').waitFor();
    const second = await context.newPage();
    await second.goto(page.url());
    await second.getByTestId('magnification-label').waitFor();
    await second.close();
    // Named by its title, described by why, the focus on OK: a screen reader says all three as it opens.
    const expired = page.getByRole('dialog', { name: REVIEW_MSG.sessionExpired });
    await expired.waitFor();
    const described = await expired.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${described}"]`).textContent()).toContain(REVIEW_EXPIRED_TEXT.openedElsewhere.why);
    expect(await focused()).toMatch(/^- button "OK"/);
    await page.keyboard.press('Enter');
    await expired.waitFor({ state: 'hidden' });
    await page.getByTestId('magnification-label').waitFor();
  }, 30_000);

  it('screens slide 1 in the viewer: zoom, pan, rotation, gamma and an object are said', async () => {
    await tabTo(/^- application "Whole-slide image"/);
    // The toolbar's buttons are enabled once the slide is open.
    await waitUntil(async () => !(await page.getByRole('button', { name: 'Zoom to 10x' }).isDisabled()), 'the slide to open', 20_000);

    // The spec's 10x shortcut, then a pan: each settled view is said once, with where it is.
    await page.keyboard.press('1');
    const zoomed = await heard(viewerSays(), /Magnification 10x\. \d+% across, \d+% down the slide: [a-z ]+\. Rotated 0°\./);
    const across = (text: string) => Number(/(\d+)% across/.exec(text)![1]);
    await page.keyboard.press('Shift+ArrowRight');
    const panned = await heard(viewerSays(), /Magnification 10x\. \d+% across/);
    expect(across(panned)).toBeGreaterThan(across(zoomed));
    await keep('viewer-focused');

    await page.keyboard.press('r');
    await heard(viewerSays(), /Rotated 90°\./);
    await page.keyboard.press('Shift+R');
    await heard(viewerSays(), /Rotated 0°\./);
    await page.keyboard.press('g');
    await heard(viewerSays(), /^- status: Gamma 1\.10/);
    // The next object of interest, at the learner's preferred 40x: the centre names it.
    await page.keyboard.press(']');
    await heard(viewerSays(), /Magnification 40x\. .* At the centre: Area 1\./);
  }, 40_000);

  it('lists every key in a help dialog opened with ?, and axe finds nothing with it or the filters open', async () => {
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.waitFor();
    const table = await help.ariaSnapshot();
    for (const action of ['Pan a third of the view', 'Zoom to 10x', 'Zoom to 40x', 'Full screen on or off', 'Move the object within its category'])
      expect(table).toContain(action);
    await expectNoViolations('the help dialog at 1440 px');
    await keep('help');
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'hidden' });
    expect(await focused()).toMatch(/^- application "Whole-slide image"/);

    await page.keyboard.press('i');
    await page.getByRole('form', { name: 'Image filters' }).waitFor();
    await expectNoViolations('the image filters at 1440 px');
    await page.keyboard.press('Escape');
    await page.getByRole('form', { name: 'Image filters' }).waitFor({ state: 'hidden' });
  }, 40_000);

  it('moves through the object crops with arrows, marks two with M, moves one with Alt+←, and shows it with Enter', async () => {
    const first = await tabTo(/^- button "Area \d+, /);
    expect(first).toMatch(new RegExp(`^- button "Area 1, ${AREA.replace(/[()]/g, '\\$&')}, not marked, seen"`));
    // One tab stop per list: the other crops are reached with the arrows.
    expect(await page.getByRole('list', { name: AREA }).locator('[tabindex="0"]').count()).toBe(1);
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toMatch(/^- button "Area 2, .*, not marked"/);
    await page.keyboard.press('m');
    await heard(reviewSays(), /Area 2 marked \(1 of 4\)\./);
    expect(await focused()).toMatch(/^- button "Area 2, .*, marked"/);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('m');
    await heard(reviewSays(), /Area 3 marked \(2 of 4\)\./);
    // The keyboard's drag: Area 3 swaps places with Area 2, and keeps the focus.
    await page.keyboard.press('Alt+ArrowLeft');
    await heard(reviewSays(), /Area 3 moved to place 2 of \d+\./);
    expect(await focused()).toMatch(/^- button "Area 3, .*, marked"/);
    await keep('crop-focused');
    await page.keyboard.press('Enter');
    await heard(viewerSays(), /At the centre: Area 3\./);
  }, 20_000);

  it('marks the point at the centre of the view, diagnoses and captures slide 1; axe finds nothing on the captured slide', async () => {
    await tabTo(/^- button "Mark a point"/);
    await page.keyboard.press('Enter');
    // Marking sends the focus to the slide, where Enter marks the centre (the crosshair) once the view is off any object.
    await waitUntil(async () => /^- application/.test(await focused()), 'the focus on the slide');
    await page.keyboard.press('Shift+ArrowDown');
    await heard(viewerSays(), /Magnification 40x\. [^:]+: [a-z ]+\. Rotated 0°\."?$/);
    await page.keyboard.press('Enter');
    await heard(reviewSays(), /Mark 1 placed at the centre of the view and marked\./);
    expect(await page.getByRole('list', { name: 'Marks' }).getByRole('listitem').count()).toBe(3);
    await diagnoseByKeyboard(RESULTS[0], 1);
    // The review with the outcome and the reference objects beside the rows (the form is checked open at 390 px).
    await page.getByText('Reference', { exact: true }).first().waitFor();
    await expectNoViolations('the captured slide at 1440 px');
    await keep('captured');
  }, 40_000);

  it('at 390 px takes slides 2 to 4 through the drawers (on slide 2 a point marked from the drawer); axe finds nothing with them or the help open', async () => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.getByRole('button', { name: 'Slides', exact: true }).waitFor();
    for (const [index, result] of RESULTS.slice(1).entries()) {
      const slide = index + 2;
      // Back from the Diagnosis button the last drawer gave the focus back to; the first time, on from the top.
      await tabTo(/^- button "Slides"/, { backwards: slide > 2 });
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: 'Slides' });
      await drawer.waitFor();
      if (slide === 2) {
        await expectNoViolations('the slides drawer at 390 px');
        await keep('slides-drawer-390');
      }
      await tabTo(/^- button "Next slide"/);
      await page.keyboard.press('Enter');
      await page.getByText(`Slide ${slide} of 4`).first().waitFor();
      await drawer.waitFor({ state: 'hidden' });
      await tabTo(/^- button "Diagnosis"/);
      await page.keyboard.press('Enter');
      await page.getByRole('dialog', { name: 'Diagnosis' }).waitFor();
      if (slide === 2) {
        await expectNoViolations('the diagnosis drawer at 390 px');
        await page.keyboard.press('?');
        await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
        await expectNoViolations('the help dialog at 390 px');
        await keep('help-390');
        await page.keyboard.press('Escape');
        await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor({ state: 'hidden' });
        // On a phone, Mark a point closes the drawer and hands the focus to the slide, where Enter marks the centre.
        await tabTo(/^- button "Mark a point"/);
        await page.keyboard.press('Enter');
        await page.getByRole('dialog', { name: 'Diagnosis' }).waitFor({ state: 'hidden' });
        await waitUntil(async () => /^- application/.test(await focused()), 'the focus on the slide');
        await page.keyboard.press('4');
        await heard(viewerSays(), /Magnification 40x\. [^:]+: [a-z ]+\. Rotated 0°\."?$/);
        lastHeard.set('review-announcement', await reviewSays().ariaSnapshot());
        await page.keyboard.press('Enter');
        await heard(reviewSays(), /Mark 1 placed at the centre of the view and marked\./);
        await tabTo(/^- button "Diagnosis"/, { backwards: true });
        await page.keyboard.press('Enter');
        await page.getByRole('dialog', { name: 'Diagnosis' }).waitFor();
      }
      await diagnoseByKeyboard(result, slide);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'Diagnosis' }).waitFor({ state: 'hidden' });
    }
    // The last capture submitted the test.
    await page.getByText('Submitted', { exact: true }).waitFor();
    expect(await page.evaluate<string | null>("sessionStorage.getItem('mouseUsed')")).toBeNull();
  }, 90_000);
});
