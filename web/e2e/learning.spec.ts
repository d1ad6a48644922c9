/**
 * The players in Chromium (issue 11 §2 and §5): the demo learner opens the demo course from Home,
 * plays its presentation (seeking ahead refused, Next unlocked at the end), takes the practice quiz
 * (Try Again, Show Solution) and, finished, takes it again (a new attempt, issue 28), the graded
 * quiz (auto-submit and the notices that say so, the leave warning, a second tab expiring the first
 * at once and saying why, the score at the end), and sees the course's progress and result on the
 * course page and on Home.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import {
  LEARNING_ROUTES,
  LEARNING_TEXT,
  REVIEW_EXPIRED_TEXT,
  REVIEW_MSG,
  type CurrentUser,
  type LearnerCourse,
  type LearnerCourses,
  type StatsRecord,
} from '@cytocampus/contracts';
import { percent } from '@cytocampus/domain';
import { startWithDemoLearner, stopDemoProduct } from './demo-learner.js';
import { waitUntil, type Product } from './harness.js';
import { apiSend, waitForPath } from './pages.js';

const COURSE = 'Cervical cytology: squamous lesions';
/** The demo presentation's link page: a teaching page the product serves itself, framed (docs/adr/0033). */
const ATLAS = 'Image atlas of the squamous categories';

/** What these tests use of the page's <video> (the specs compile without the DOM library). */
interface VideoLike {
  currentTime: number;
  readyState: number;
  ended: boolean;
  muted: boolean;
  playbackRate: number;
  play(): Promise<void>;
}

let product: Product;
let context: BrowserContext;
let page: Page;
let moduleId: string;
let items: LearnerCourse['items'];

const api = <T>(path: string) => apiSend<T>(context, 'GET', product.url(`/api/v1${path}`));
const itemOf = (type: string, test: (item: LearnerCourse['items'][number]) => boolean = () => true) => {
  const found = items.find((item) => item.type === type && test(item));
  if (!found) throw new Error(`The demo course has no ${type}`);
  return found;
};
const button = (target: Page, name: string) => target.getByRole('button', { name, exact: true });

async function courseProgress(): Promise<number> {
  const { courses } = await api<LearnerCourses>(LEARNING_ROUTES.courses);
  return courses.find((course) => course.moduleId === moduleId)?.progress ?? 0;
}

/** Answers the practice quiz's questions (page number, the right choice) and moves on from each. */
async function answerRight(answers: readonly (readonly [number, string])[]): Promise<void> {
  for (const [number, right] of answers) {
    await waitForPath(page, (path) => path.endsWith(`/${number}`), `page ${number}`);
    await page.getByRole('radio', { name: right, exact: true }).click();
    await page.getByText(LEARNING_TEXT.correct, { exact: true }).first().waitFor();
    await button(page, LEARNING_TEXT.next).click();
  }
}

/** Plays the page's video muted at 2x (the most the server credits) until it has ended. */
async function watchToEnd(target: Page): Promise<void> {
  await target.locator('video').evaluate(async (element: unknown) => {
    const video = element as VideoLike;
    video.muted = true;
    video.playbackRate = 2;
    await video.play();
  });
  await waitUntil(() => target.locator('video').evaluate((element: unknown) => (element as VideoLike).ended), 'the video to end', 60_000);
}

beforeAll(async () => {
  // Seeded here: the presentation's teaching page is a link to this product's own origin.
  ({ product, context, page } = await startWithDemoLearner({ seeding: true }));
  // The demo catalogue is seeded in the background after the first start.
  await waitUntil(
    async () => {
      const { courses } = await api<LearnerCourses>(LEARNING_ROUTES.courses);
      moduleId = courses.find((course) => course.name === COURSE)?.moduleId ?? '';
      return moduleId !== '';
    },
    `the demo course "${COURSE}"`,
    120_000,
  );
  const answer = await api<{ course: LearnerCourse }>(`/modules/${moduleId}`);
  items = answer.course.items;
}, 180_000);

afterAll(() => stopDemoProduct(product));

describe('the presentation player', () => {
  it("refuses seeking ahead, unlocks Next at the end of each video, and returns to the course after I'm Done", async () => {
    // The demo learner finds the assigned course on Home and opens it.
    await page.goto(product.url('/dashboard/home'));
    await page.getByRole('article', { name: COURSE }).first().getByRole('link', { name: LEARNING_TEXT.beginCourse }).click();
    await waitForPath(page, (path) => path === `/dashboard/learning/courses/${moduleId}`, 'the course page from Home');

    const presentation = itemOf('presentation');
    await page.goto(product.url(`/course/${moduleId}/presentation/${presentation.itemId}`));
    // No page number resumes at the first page; a page not reachable yet goes to page 1.
    await waitForPath(page, (path) => path.endsWith(`/presentation/${presentation.itemId}/1`), 'page 1');
    await page.goto(product.url(`/course/${moduleId}/presentation/${presentation.itemId}/3`));
    await waitForPath(page, (path) => path.endsWith('/1'), 'back on page 1');

    const video = page.locator('video');
    await video.waitFor();
    await waitUntil(() => video.evaluate((element: unknown) => (element as VideoLike).readyState >= 1), 'the video metadata');
    expect(await button(page, LEARNING_TEXT.next).isDisabled()).toBe(true);
    // Seeking ahead of what was watched snaps back.
    await video.evaluate((element: unknown) => void ((element as VideoLike).currentTime = 15));
    await waitUntil(async () => (await video.evaluate((element: unknown) => (element as VideoLike).currentTime)) < 2, 'the seek to snap back');

    const pageTitles = await page.getByRole('navigation', { name: LEARNING_TEXT.pages }).getByRole('button').allTextContents();
    const pageCount = pageTitles.length;
    const atlasNumber = pageTitles.findIndex((title) => title.endsWith(ATLAS)) + 1;
    expect(atlasNumber).toBeGreaterThan(0);
    const progressBefore = await courseProgress();
    let watched: string | null = null;
    for (let number = 1; number <= pageCount; number += 1) {
      await waitForPath(page, (path) => path.endsWith(`/${number}`), `page ${number}`);
      // The last page's video, already watched, may stay in the page a moment after the address moved on.
      const leaving = watched;
      if (leaving)
        await waitUntil(async () => (await page.locator(`video[src="${leaving}"]`).count()) === 0, `page ${number} without the last page's video`, 10_000);
      const last = number === pageCount;
      const forward = button(page, last ? LEARNING_TEXT.imDone : LEARNING_TEXT.next);
      watched = null;
      if ((await page.locator('video').count()) > 0) {
        await page.locator('video').waitFor();
        expect(await forward.isDisabled()).toBe(true);
        await watchToEnd(page);
        watched = await page.locator('video').getAttribute('src');
      }
      // The browser draws the teaching page inside the frame only when the content security policy lets it.
      if (number === atlasNumber) await page.frameLocator(`iframe[title="${ATLAS}"]`).getByRole('heading', { name: ATLAS }).waitFor();
      await waitUntil(() => forward.isEnabled(), `${last ? LEARNING_TEXT.imDone : LEARNING_TEXT.next} enabled on page ${number}`, 15_000);
      await forward.click();
    }
    await waitForPath(page, (path) => path === `/dashboard/learning/courses/${moduleId}`, 'the course page');
    expect(await courseProgress()).toBeGreaterThan(progressBefore);
  }, 240_000);
});

describe('the quiz player', () => {
  it('practice quiz: a wrong answer offers Try Again and Show Solution; the summary shows the score', async () => {
    const quiz = itemOf('quiz', (item) => !item.graded);
    await page.goto(product.url(`/course/${moduleId}/quiz/${quiz.itemId}/1`));
    await button(page, LEARNING_TEXT.next).click(); // the info page
    await waitForPath(page, (path) => path.endsWith('/2'), 'page 2');

    // One answer of one (min = max = 1): choosing submits by itself; this one is wrong.
    await page.getByRole('radio', { name: '2,000 cells', exact: true }).click();
    await page.getByText(LEARNING_TEXT.incorrect, { exact: true }).first().waitFor();
    await button(page, LEARNING_TEXT.showSolution).click();
    await page.getByText(/^5,000 well-visualized squamous cells/).waitFor();
    await button(page, LEARNING_TEXT.tryAgain).click();
    await page.getByRole('radio', { name: '5,000 cells', exact: true }).click();
    await page.getByText(LEARNING_TEXT.correct, { exact: true }).first().waitFor();
    await button(page, LEARNING_TEXT.next).click();

    await answerRight([
      [3, 'At least 10'],
      [4, 'Koilocyte'],
    ]);
    await page.getByText(LEARNING_TEXT.yourScore).first().waitFor();
    await page.getByText('100%', { exact: true }).waitFor();
    await button(page, LEARNING_TEXT.finished).click();
    await waitForPath(page, (path) => path === `/dashboard/learning/courses/${moduleId}`, 'the course page');
  }, 120_000);

  it('practice quiz, finished: Try Again starts a new attempt of the whole quiz, and both attempts are recorded (issue 28)', async () => {
    const quiz = itemOf('quiz', (item) => !item.graded);
    await page.goto(product.url(`/course/${moduleId}/quiz/${quiz.itemId}/5`));
    await page.getByText(LEARNING_TEXT.questionsRight(3, 3)).waitFor();
    await button(page, LEARNING_TEXT.tryAgain).click();
    // The new attempt opens on its first page with nothing answered.
    await waitForPath(page, (path) => path.endsWith(`/quiz/${quiz.itemId}/1`), 'page 1 of the new attempt');
    await button(page, LEARNING_TEXT.next).click();
    await waitForPath(page, (path) => path.endsWith('/2'), 'page 2');
    expect(await page.getByRole('radio', { name: '5,000 cells', exact: true }).isChecked()).toBe(false);
    await answerRight([
      [2, '5,000 cells'],
      [3, 'At least 10'],
      [4, 'Koilocyte'],
    ]);
    await page.getByText(LEARNING_TEXT.questionsRight(3, 3)).waitFor();
    const { id } = await api<CurrentUser>('/user');
    const records = () => api<StatsRecord[]>(`${LEARNING_ROUTES.statsRecords(id)}?moduleId=${moduleId}&itemId=${quiz.itemId}`);
    await waitUntil(async () => (await records()).every((r) => r.progress === 1) && (await records()).length === 2, 'both attempts complete in the stats');
    expect((await records()).map((r) => r.attempt)).toEqual([1, 2]);
    await button(page, LEARNING_TEXT.finished).click();
    await waitForPath(page, (path) => path === `/dashboard/learning/courses/${moduleId}`, 'the course page');
  }, 120_000);

  it('graded quiz: auto-submit, the leave warning, a second tab expires the first at once, the score at the end', async () => {
    const quiz = itemOf('quiz', (item) => item.graded);
    const base = `/course/${moduleId}/quiz/${quiz.itemId}`;
    await page.goto(product.url(`${base}/1`));
    // Before the first question: answers are final, submitted as soon as the learner chooses (issue 28 finding 6).
    const notice = page.getByTestId('graded-quiz-notice');
    await notice.getByText(LEARNING_TEXT.gradedQuiz).waitFor();
    await notice.getByText(LEARNING_TEXT.submittedOnChoice).waitFor();
    await button(page, LEARNING_TEXT.next).click();

    // A graded question submits as soon as its selection is complete (it says so), and then shows its solution.
    await waitForPath(page, (path) => path.endsWith('/2'), 'question 1');
    await notice.waitFor();
    await waitUntil(async () => (await page.getByText(LEARNING_TEXT.submittedOnChoice).count()) === 2, "the notice and the question's own line");
    await page.getByRole('radio', { name: 'LSIL', exact: true }).click();
    await page.getByText(LEARNING_TEXT.correct, { exact: true }).first().waitFor();
    await page.getByText(/^LSIL: the HPV cytopathic effect/).waitFor();

    // A second tab of the same review: this one shows the expired dialog within a second or two (a push, not the 10 s poll).
    const second = await context.newPage();
    await second.goto(product.url(`${base}/2`));
    await second.getByText(LEARNING_TEXT.correct, { exact: true }).first().waitFor();
    const shown = Date.now();
    await page.getByText(REVIEW_MSG.sessionExpired, { exact: true }).waitFor({ timeout: 5_000 });
    expect(Date.now() - shown).toBeLessThan(5_000);
    // It says why, and what OK and Cancel will do (issue 28 finding 5).
    const why = REVIEW_EXPIRED_TEXT.openedElsewhere;
    await page.getByText(why.why).waitFor();
    await page.getByText(`${why.ok} ${why.cancel}`).waitFor();
    // Cancel goes back to the course; the second tab goes on.
    await button(page, 'Cancel').click();
    await waitForPath(page, (path) => path === `/dashboard/learning/courses/${moduleId}`, 'the course page');
    await page.close();
    page = second;

    await button(page, LEARNING_TEXT.next).click();
    await waitForPath(page, (path) => path.endsWith('/3'), 'question 2');
    // Question 1 has an 'HSIL' choice too: click once question 2 is on the screen.
    await page.getByText(/^Small, immature cells in loose groups/).waitFor();
    await page.getByRole('radio', { name: 'HSIL', exact: true }).click();
    await page.getByText(LEARNING_TEXT.correct, { exact: true }).first().waitFor();
    await button(page, LEARNING_TEXT.next).click();

    // Two answers of two: one selected and not submitted is work the leave warning protects.
    await waitForPath(page, (path) => path.endsWith('/4'), 'question 3');
    // Past the first question, the page alone says that choosing submits.
    await page.getByText(LEARNING_TEXT.submittedOnChoice).waitFor();
    expect(await page.getByTestId('graded-quiz-notice').count()).toBe(0);
    await page.getByRole('checkbox', { name: 'High N/C ratio in small, immature cells' }).click();
    // Closing the tab asks first (the browser's own prompt); staying keeps the page.
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      }),
    );
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
    expect(new URL(page.url()).pathname).toBe(`${base}/4`);
    await page.getByRole('checkbox', { name: 'Irregular nuclear outlines in cells with little cytoplasm' }).click();
    await page.getByText(LEARNING_TEXT.correct, { exact: true }).first().waitFor();
    await button(page, LEARNING_TEXT.next).click();

    await waitForPath(page, (path) => path.endsWith('/5'), 'question 4');
    await page.getByRole('radio', { name: 'A shift in flora suggestive of bacterial vaginosis' }).click();
    await page.getByText(LEARNING_TEXT.correct, { exact: true }).first().waitFor();
    await button(page, LEARNING_TEXT.next).click();

    // A wrong answer: the 'times' mark and the solution.
    await waitForPath(page, (path) => path.endsWith('/6'), 'question 5');
    await page.getByRole('radio', { name: 'Pseudohyphae and yeast forms' }).click();
    await page.getByText(LEARNING_TEXT.incorrect, { exact: true }).first().waitFor();
    await page.getByText(/^The others are Candida/).waitFor();
    await button(page, LEARNING_TEXT.next).click();

    await waitForPath(page, (path) => path.endsWith('/7'), 'the summary');
    await page.getByText('80%', { exact: true }).waitFor();
    await page.getByText(LEARNING_TEXT.questionsRight(4, 5)).waitFor();
    // A graded quiz is taken once: no Try Again at its end.
    expect(await button(page, LEARNING_TEXT.tryAgain).count()).toBe(0);
    // The summary's own button (the header's back icon has the same name).
    await button(page, LEARNING_TEXT.backToCourse).filter({ hasText: LEARNING_TEXT.backToCourse }).waitFor();
    await button(page, LEARNING_TEXT.finished).click();
    await waitForPath(page, (path) => path === `/dashboard/learning/courses/${moduleId}`, 'the course page');

    // The course page and Home show the course's new progress and result.
    const { courses } = await api<LearnerCourses>(LEARNING_ROUTES.courses);
    const header = courses.find((course) => course.moduleId === moduleId)!;
    expect(header.result).toBe(0.8);
    await page.getByLabel(`${LEARNING_TEXT.complete}: ${percent(header.progress)}`).waitFor();
    await page.getByText('80%', { exact: true }).first().waitFor();
    await page.goto(product.url('/dashboard/home'));
    const tile = page.getByRole('article', { name: COURSE }).first();
    await tile.getByText(`${percent(header.progress)} ${LEARNING_TEXT.complete.toLowerCase()}`).waitFor();
    await tile.getByText(`${LEARNING_TEXT.result} 80%`).waitFor();
  }, 120_000);
});
