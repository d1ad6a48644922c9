/**
 * Live teaching in Chromium (issue 16 §4, docs/adr/0030): an instructor and two participants in
 * three browser contexts. The instructor, the demo manager (who may not read the organization's
 * content, yet teaches its courses' slides: issue 28 finding 1), picks a slide of the demo course
 * and starts a session by a link; both participants join; their viewers follow the instructor's
 * zoom, pan and rotation; a poll is opened and answered by both and every chart shows the two
 * answers; the revealed solution reaches them; the session ends for everyone.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import { TEACHING_TEXT, type Page as ListPage, type SlideItem, type TeachingSession } from '@cytocampus/contracts';
import { seededSlideTest, signedInAdmin, startWithDemoLearner, stopDemoProduct } from './demo-learner.js';
import { waitUntil, type Product } from './harness.js';
import { acceptTerms, apiSend, choose, signIn, waitForPath } from './pages.js';

let product: Product;
let instructor: Page;
let participants: Page[];
let adminContext: BrowserContext;
let slide: SlideItem;
/** The names of the demo slides (all of them in the demo course's slide test). */
let demoSlides: string[];
let sessionId: string;

interface ShownView {
  magnification: number;
  x: number;
  y: number;
  rotation: number;
}
/** The view a page's viewer shows, from the data- attributes of the teaching viewer. */
async function shownView(page: Page): Promise<ShownView | null> {
  const viewer = page.getByTestId('teaching-viewer');
  const [m, x, y, r] = await Promise.all(['data-magnification', 'data-center-x', 'data-center-y', 'data-rotation'].map((a) => viewer.getAttribute(a)));
  return m && x && y && r ? { magnification: Number(m), x: Number(x), y: Number(y), rotation: Number(r) } : null;
}
/** Both participants show the instructor's view (within 2 % of magnification and 1 % of the slide's width). */
async function participantsFollow(what: string): Promise<void> {
  const width = slide.image?.width ?? 1000;
  let last = '';
  await waitUntil(
    async () => {
      const lead = await shownView(instructor);
      const views = await Promise.all(participants.map(shownView));
      last = JSON.stringify({ lead, views });
      return (
        lead !== null &&
        views.every(
          (v) =>
            v !== null &&
            Math.abs(v.magnification / lead.magnification - 1) < 0.02 &&
            Math.hypot(v.x - lead.x, v.y - lead.y) < width * 0.01 &&
            v.rotation === lead.rotation,
        )
      );
    },
    `${what}: the participants following (${last})`,
    15_000,
  ).catch((error: Error) => {
    throw new Error(`${error.message} ${last}`);
  });
}
const tallies = async (page: Page) => JSON.parse((await page.getByTestId('poll-chart').getAttribute('data-tallies')) ?? '{}') as Record<string, number>;

/** A new account accepts the terms of use first (they start at terms 0). */
async function acceptTermsIfAsked(page: Page): Promise<void> {
  await page
    .getByRole('link', { name: 'Squamous lesions, live' })
    .or(page.getByRole('dialog', { name: 'Terms of Use' }))
    .first()
    .waitFor();
  if ((await page.getByRole('dialog', { name: 'Terms of Use' }).count()) > 0) await acceptTerms(page);
}

async function signedInPage(email: string, password: string): Promise<Page> {
  const context = await product.newContext();
  const page = await context.newPage();
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(product.url('/login'));
  await signIn(page, email, password);
  await waitForPath(page, (path) => path.startsWith('/dashboard'), `${email} signed in`);
  return page;
}

beforeAll(async () => {
  let learnerPage: Page;
  let learnerContext: BrowserContext;
  ({ product, context: learnerContext, page: learnerPage } = await startWithDemoLearner());
  await seededSlideTest(product, learnerContext, 180_000);
  adminContext = await signedInAdmin(product);
  const slides = await apiSend<ListPage<SlideItem>>(adminContext, 'GET', product.url('/api/v1/slides?limit=50'));
  slide = slides.items.find((s) => s.status === 'COMPLETE' && (s.fields.solution as { type?: string } | undefined)?.type === 'GYN')!;
  expect(slide).toBeDefined();
  // The manager teaches the slides of the assignment's courses: the GYN ones (the non-GYN course is not assigned).
  demoSlides = slides.items
    .filter((s) => (s.fields.solution as { type?: string } | undefined)?.type === 'GYN')
    .map((s) => s.name)
    .sort();
  // A second learner of the demo organization.
  const me = await apiSend<{ orgId: string }>(adminContext, 'GET', product.url('/api/v1/user'));
  const email = `second-${Date.now()}@lab.test`;
  await apiSend(adminContext, 'POST', product.url('/api/v1/users'), {
    email,
    password: 'Second-Pass1',
    role: 'cytotechnologist',
    orgId: me.orgId,
    groupId: null,
    curriculum: null,
    bio: { firstName: 'Sam', lastName: 'Second', gender: 'u', country: 'US' },
  });
  instructor = await signedInPage('manager@cytocampus.test', 'CytoCampus1');
  await learnerPage.setViewportSize({ width: 1400, height: 900 });
  participants = [learnerPage, await signedInPage(email, 'Second-Pass1')];
}, 300_000);

afterAll(() => stopDemoProduct(product));

describe('a live teaching session with two participants', () => {
  it('is started by the demo manager from the Live teaching page, on a slide of the demo course, by a link', async () => {
    await instructor.getByRole('link', { name: TEACHING_TEXT.menu }).first().click();
    await waitForPath(instructor, (path) => path === '/dashboard/teaching', 'the live teaching page');
    // The picker offers the slides of the courses assigned in the organization: the demo course's.
    await instructor.getByRole('combobox', { name: 'Slide', exact: true }).click();
    const offered = instructor.getByRole('option');
    await offered.first().waitFor();
    expect((await offered.allTextContents()).sort()).toEqual(demoSlides);
    await instructor.keyboard.press('Escape');
    await choose(instructor, 'Slide', slide.name);
    await instructor.getByRole('textbox', { name: 'Title' }).fill('Squamous lesions, live');
    await instructor.getByRole('button', { name: TEACHING_TEXT.start }).last().click();
    await waitForPath(instructor, (path) => /^\/dashboard\/teaching\/[\w-]+$/.test(path), 'the session page');
    sessionId = new URL(instructor.url()).pathname.split('/').pop()!;
    await waitUntil(async () => (await instructor.getByTestId('teaching-viewer').getAttribute('data-open')) === 'true', 'the instructor viewer open', 30_000);
  });

  it('is listed live for the participants, who join it', async () => {
    for (const page of participants) {
      await page.goto(product.url('/dashboard/teaching'));
      await acceptTermsIfAsked(page);
      await page.getByRole('link', { name: 'Squamous lesions, live' }).click();
      await page.getByRole('button', { name: TEACHING_TEXT.join }).click();
      await waitUntil(async () => (await page.getByTestId('teaching-viewer').getAttribute('data-open')) === 'true', 'a participant viewer open', 30_000);
      expect(await page.getByTestId('teaching-viewer').getAttribute('data-following')).toBe('true');
    }
    await instructor.getByTestId('teaching-participants').getByText('Riley Thompson').waitFor();
    await instructor.getByTestId('teaching-participants').getByText('Sam Second').waitFor();
    await participantsFollow('after joining');
  });

  it('moves the participants with the instructor: zoom, pan, rotation', async () => {
    await instructor.getByRole('button', { name: 'Zoom in', exact: true }).click();
    await instructor.getByRole('button', { name: 'Zoom in', exact: true }).click();
    await participantsFollow('after zooming in');
    const canvas = instructor.getByTestId('slide-viewer');
    const box = (await canvas.boundingBox())!;
    await instructor.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await instructor.mouse.down();
    await instructor.mouse.move(box.x + box.width / 2 - 150, box.y + box.height / 2 - 80, { steps: 8 });
    await instructor.mouse.up();
    await participantsFollow('after panning');
    await instructor.getByRole('button', { name: 'Rotate clockwise', exact: true }).click();
    // The instructor's own view first: before it turns, everyone "follows" the unturned view.
    await waitUntil(async () => (await shownView(instructor))?.rotation === 90, 'the instructor rotated', 15_000);
    await participantsFollow('after rotating');
    expect((await shownView(participants[0]!))?.rotation).toBe(90);
  });

  it('opens a poll that both answer; every chart shows the two answers', async () => {
    await instructor.getByRole('button', { name: TEACHING_TEXT.openPoll }).click();
    await participants[0]!.getByTestId('poll-options').getByRole('button', { name: 'HSIL', exact: true }).click();
    await participants[1]!.getByTestId('poll-options').getByRole('button', { name: 'LSIL', exact: true }).click();
    for (const [i, page] of [instructor, ...participants].entries())
      await waitUntil(
        async () => {
          const t = await tallies(page);
          return t.HSIL === 1 && t.LSIL === 1 && (await page.getByTestId('poll-chart').getAttribute('data-answered')) === '2';
        },
        `the chart with both answers on page ${i}`,
        10_000,
      );
    expect(await instructor.getByTestId('poll-chart').locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
    // Pictures for a person to look at, when TEACHING_SCREENSHOTS names a folder.
    if (process.env.TEACHING_SCREENSHOTS) {
      await instructor.screenshot({ path: `${process.env.TEACHING_SCREENSHOTS}/teaching-instructor.png` });
      await participants[0]!.screenshot({ path: `${process.env.TEACHING_SCREENSHOTS}/teaching-participant.png` });
    }
  });

  it('reveals the solution to everyone', async () => {
    await instructor.getByRole('button', { name: TEACHING_TEXT.closePoll }).click();
    await instructor.getByRole('button', { name: TEACHING_TEXT.reveal }).click();
    // The click does not wait for the reveal's answer: ask until the session holds a solution.
    let session: TeachingSession | null = null;
    await waitUntil(async () => {
      session = await apiSend<TeachingSession>(adminContext, 'GET', product.url(`/api/v1/teaching/sessions/${sessionId}`));
      return session.solution !== null;
    }, 'the revealed solution');
    const expected = (slide.fields.solution as { result?: string }).result ?? null;
    expect(session!.solution?.result).toBe(expected);
    for (const page of participants)
      await page
        .getByTestId('teaching-solution')
        .getByText(`${TEACHING_TEXT.solution}: ${expected ?? '—'}`)
        .waitFor();
  });

  it('ends for everyone when the instructor ends it', async () => {
    await instructor.getByRole('button', { name: TEACHING_TEXT.endSession }).click();
    for (const page of [instructor, ...participants]) await page.getByText(TEACHING_TEXT.ended).first().waitFor();
    const listed = await apiSend<unknown[]>(adminContext, 'GET', product.url('/api/v1/teaching/sessions'));
    expect(listed).toEqual([]);
  });
});
