/**
 * Managers watch progress live (issue 13, docs/adr/0023, 0024): a manager keeps
 * /dashboard/org/progress open in one tab and the learner's Progress Overview in another while a
 * learner, in another browser, takes a graded quiz through the API; the learner's cell, the course's
 * figures under the charts and the overlay's course row change without a reload.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import { LEARNING_TEXT, type ContentItem, type CurrentUser, type ReviewCheckout, type ReviewRecord } from '@cytocampus/contracts';
import { LEARNER, startProduct, waitUntil, type Product } from './harness.js';
import { apiSend, markPage, pageWasNotReloaded, signIn, waitForPath } from './pages.js';

const ADMIN = { email: 'admin@cytocampus.test', password: 'CytoCampus1' };
const MANAGER = { email: 'manager@cytocampus.test', password: 'CytoCampus1' };
const COURSE = 'Live progress course';

let product: Product;

async function signedInContext(account: { email: string; password: string }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await product.newContext();
  const page = await context.newPage();
  await page.goto(product.url('/login'));
  await signIn(page, account.email, account.password);
  await waitForPath(page, (path) => path.startsWith('/dashboard'), 'the dashboard', 20_000);
  return { context, page };
}

beforeAll(async () => {
  product = await startProduct();
}, 120_000);
afterAll(() => product?.stop());

describe('the organization progress page', () => {
  it("shows a learner's submit in the manager's open page, cell and charts, without a reload", async () => {
    const api = <T>(context: BrowserContext, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
      apiSend<T>(context, method, product.url(`/api/v1${path}`), body);
    const active = async (context: BrowserContext, path: string, fields: object) => {
      const item = await api<ContentItem>(context, 'POST', `/${path}`, fields);
      await api(context, 'PUT', `/${path}/${item.id}`, { activate: true });
      return item.itemId;
    };

    // An administrator authors a one-question graded quiz in a course, and assigns it to the demo learner.
    const { context: admin } = await signedInContext(ADMIN);
    const quiz = await active(admin, 'quizzes', {
      name: 'Live quiz',
      graded: true,
      pages: [
        {
          type: 'text-choice',
          title: 'Koilocytes',
          items: [],
          quiz: {
            question: { questionText: 'Koilocytes?' },
            solution: 'Because.',
            minChoices: 1,
            maxChoices: 1,
            choices: [0, 1, 2].map((i) => ({ choiceText: `Choice ${i}`, isCorrect: i === 0 })),
          },
        },
      ],
    });
    const moduleId = await active(admin, 'modules', { name: COURSE, isPublic: true, items: [{ type: 'quiz', itemId: quiz }] });
    const assignment = await active(admin, 'curricula', {
      name: 'Live assignment',
      isPublic: true,
      entries: [{ moduleId, passingScore: 50, required: true, sequential: false }],
    });
    const { context: learnerContext } = await signedInContext(LEARNER);
    const learner = await api<CurrentUser>(learnerContext, 'GET', '/user');
    await api(admin, 'PUT', `/users/${learner.id}`, { curriculum: assignment });

    // The manager opens the page: the learner's cell, not started.
    const { page } = await signedInContext(MANAGER);
    await page.goto(product.url('/dashboard/org/progress'));
    const cell = page.locator(`tr[data-learner="${learner.id}"] td[data-course="${moduleId}"] [data-testid="progress-cell"]`);
    await cell.waitFor({ timeout: 15_000 });
    expect(await cell.getAttribute('data-progress')).toBe('0');
    const figures = page.getByTestId('course-figures').locator(`[data-course="${moduleId}"]`);
    await expect(figures.textContent()).resolves.toContain(`${COURSE}: 0 of `);
    await markPage(page);

    // In a second tab the manager opens the learner's Progress Overview from the same page.
    const overlayPage = await page.context().newPage();
    await overlayPage.goto(product.url('/dashboard/org/progress'));
    await overlayPage.getByRole('button', { name: `View Progress: ${learner.firstName} ${learner.lastName}` }).click();
    const overlay = overlayPage.getByRole('dialog', { name: 'Progress Overview' });
    // The course's row: Modules, Items, Complete, Incomplete, Pending.
    const courseRow = overlay.getByRole('row', { name: new RegExp(COURSE) });
    const rowCells = async () => (await courseRow.getByRole('cell').allTextContents()).slice(0, 5);
    await waitUntil(async () => (await courseRow.count()) === 1, 'the overlay to list the course', 15_000);
    expect(await rowCells()).toEqual([COURSE, '1', '0', '0', '1']);
    await markPage(overlayPage);

    // The learner takes the quiz, right answer.
    const copy = (r: ReviewRecord) => ({ id: r.id, elapsed: r.elapsed, startTime: r.startTime, session: r.session, lastUpdate: r.lastUpdate });
    const { review } = await api<ReviewCheckout>(learnerContext, 'POST', `/quizzes/${quiz}/review`, { moduleId });
    const submitted = Date.now();
    await api<ReviewRecord>(learnerContext, 'PUT', `/quizzes/${quiz}/review/${review.id}/submit`, { review: copy(review), data: { selected: [0] } });

    await waitUntil(async () => (await cell.getAttribute('data-progress')) === '1', 'the cell to show the completed quiz', 10_000);
    const seenAfter = Date.now() - submitted;
    expect([await cell.getAttribute('data-result'), await cell.getAttribute('data-passed')]).toEqual(['1', 'true']);
    await expect(cell.getAttribute('aria-label')).resolves.toContain(`${LEARNING_TEXT.passed}, progress 100%, result 100%`);
    await waitUntil(async () => ((await figures.textContent()) ?? '').includes('1 passed, average result 100%'), 'the course figures to follow', 10_000);
    expect(await pageWasNotReloaded(page)).toBe(true);
    await waitUntil(async () => (await rowCells()).join('|') === [COURSE, '1', '1', '0', '0'].join('|'), 'the overlay to count the quiz complete', 10_000);
    const overlaySeenAfter = Date.now() - submitted;
    // The course's standing beside the counts: passed, against the learner's passing score (issue 28).
    expect(await courseRow.getByRole('cell').nth(5).textContent()).toBe(`${LEARNING_TEXT.passed}100%${LEARNING_TEXT.passingScore} 50%`);
    expect(await pageWasNotReloaded(overlayPage)).toBe(true);
    await overlayPage.close();

    // The learner's name opens their Progress Overview.
    await page.getByRole('button', { name: `View Progress: ${learner.firstName} ${learner.lastName}` }).click();
    await page.getByRole('dialog').waitFor();
    process.stderr.write(
      `org progress: the cell showed the submit ${seenAfter} ms and the overlay ${overlaySeenAfter} ms after it was sent (polled every 100 ms)\n`,
    );
  }, 60_000);
});
