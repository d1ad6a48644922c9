/**
 * Reports in Chromium (issue 15, docs/adr/0028): the demo learner has passed the seeded slide test
 * (through the API); the demo manager adds a verbose Slide Results report of their organization at
 * /dashboard/org/reports, watches it go from waiting to complete on its page without a reload,
 * sees its chart count on whole numbers, downloads the .xlsx with the page's button and finds the
 * learner's rows in it with their own diagnosis (opened with exceljs); in the list, 'Edit Report'
 * reveals the delete buttons and 'Done' hides them, and a deleted report leaves the list.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import type { BrowserContext, Page } from 'playwright-core';
import { REPORT_PATHS, REPORT_TEXT, RESULT_SETS, type CurrentUser, type LearnerCourse } from '@cytocampus/contracts';
import { passSlideTest, seededSlideTest, startWithDemoLearner, stopDemoProduct } from './demo-learner.js';
import type { Product } from './harness.js';
import { apiSend, markPage, pageWasNotReloaded, signIn, waitForPath } from './pages.js';

const MANAGER = { email: 'manager@cytocampus.test', password: 'CytoCampus1' };
const REPORT = 'Screening results this week';
/** Reports asked for through the API just before the form's, so that it is seen waiting (a small report is done in a blink). */
const QUEUED_AHEAD = 20;
const C = REPORT_TEXT.columns;
/** GYN results by their group (the learner result group column). */
const RESULT_GROUP: Record<string, string> = Object.fromEntries(RESULT_SETS.GYN.map((r) => [r.value, r.group]));

let product: Product;
let learner: { name: string; email: string };
let testName: string;

/** The statuses the report's page showed, in order, recorded in the page itself (a reload would lose them). */
const RECORD_STATUSES = `(() => {
  const seen = [];
  window.__reportStatuses = seen;
  const note = () => {
    const status = document.querySelector('[data-testid="report-state"]')?.getAttribute('data-status');
    if (status && seen.at(-1) !== status) seen.push(status);
    if (document.querySelector('[data-testid="report-progress"]') && !seen.includes('progress bar')) seen.push('progress bar');
  };
  new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-status'] });
})()`;
const recordStatuses = (page: Page) => page.evaluate(RECORD_STATUSES);
const statusesSeen = (page: Page) => page.evaluate<string[]>('window.__reportStatuses');

beforeAll(async () => {
  let context: BrowserContext;
  // On the embedded default: on PostgreSQL the generator finished the report before the page first
  // showed it, and this spec watches the page follow QUEUED → GENERATING → COMPLETE.
  ({ product, context } = await startWithDemoLearner({ database: 'pglite' }));
  // The demo catalogue and its slides' pyramids are made in the background after the first start.
  const { course, testId } = await seededSlideTest(product, context, 180_000);
  await passSlideTest(product, context, testId, course.moduleId);
  const get = <T>(path: string) => apiSend<T>(context, 'GET', product.url(`/api/v1${path}`));
  const user = await get<CurrentUser>('/user');
  learner = { name: `${user.bio.firstName} ${user.bio.lastName}`, email: user.email };
  const detail = await get<{ course: LearnerCourse }>(`/modules/${course.moduleId}`);
  testName = detail.course.items.find((item) => item.itemId === testId)?.name ?? '';
  expect(testName).not.toBe('');
}, 240_000);

afterAll(() => stopDemoProduct(product));

describe('an organization report', () => {
  it("is asked for, followed live to complete, charted on whole numbers, downloaded with the learner's rows and own diagnosis, and deleted from the list", async () => {
    const context = await product.newContext();
    const page = await context.newPage();
    await page.goto(product.url('/login'));
    await signIn(page, MANAGER.email, MANAGER.password);
    await waitForPath(page, (path) => path.startsWith('/dashboard'), 'the dashboard', 20_000);

    await page.goto(product.url(REPORT_PATHS.org));
    await page.getByRole('link', { name: 'Add Report' }).click();
    await waitForPath(page, (path) => path === `${REPORT_PATHS.org}/new`, 'the report form');
    await page.getByRole('textbox', { name: 'Name' }).fill(REPORT);
    // The defaults: Slide Results of slide tests, the manager's own organization, scores on, users up to Admin.
    expect(await page.getByRole('combobox', { name: 'Report Type' }).inputValue()).toBe('Slide Results');
    expect(await page.getByRole('combobox', { name: 'Kind' }).inputValue()).toBe('Slide Test');
    expect(await page.getByRole('checkbox', { name: 'User Score' }).isChecked()).toBe(true);
    // One row per slide, with the learner's own diagnosis beside the reference.
    await page.getByRole('checkbox', { name: 'Verbose' }).check();
    // Reports are generated one at a time, oldest first: with some asked for just before, this one waits its turn in the open page.
    for (let n = 1; n <= QUEUED_AHEAD; n++)
      await apiSend(context, 'POST', product.url('/api/v1/reports'), { name: `Asked before ${n}`, reportType: 'Slide Results', options: { verbose: true } });
    await markPage(page);
    await recordStatuses(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await waitForPath(page, (path) => /^\/dashboard\/org\/reports\/[0-9a-f-]{36}$/.test(path), "the report's page");

    // From waiting (or generating) to complete, in the open page.
    const download = page.getByRole('link', { name: 'Download .xlsx' });
    await download.waitFor({ timeout: 20_000 });
    const seen = await statusesSeen(page);
    expect(['QUEUED', 'GENERATING']).toContain(seen[0]);
    expect(seen.at(-1)).toBe('COMPLETE');
    expect(await pageWasNotReloaded(page)).toBe(true);
    process.stderr.write(`reports: the page showed ${seen.join(' → ')}\n`);
    const chart = page.getByRole('region', { name: REPORT_TEXT.charts.scoreDistribution.title });
    // Counts of learners on a whole-number axis: one learner's result would otherwise read 0, 0.25, 0.5, 0.75, 1.
    const ticks = chart.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value');
    await ticks.first().waitFor();
    const tickLabels = await ticks.allTextContents();
    expect(tickLabels.length).toBeGreaterThan(1);
    expect(tickLabels.filter((label) => !/^\d+$/.test(label))).toEqual([]);

    const saved = page.waitForEvent('download');
    await download.click();
    const file = await saved;
    expect(file.suggestedFilename()).toBe(`${REPORT}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await file.path());
    const sheet = workbook.worksheets[0]!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    const header = values(1);
    expect(header).toEqual([
      ...[C.learner, C.email, C.organization, C.group, C.course, C.item, C.slide, C.started, C.submitted, C.status, C.score],
      ...[C.referenceDiagnosis, C.learnerDiagnosis, C.learnerResultGroup, C.correct],
    ]);
    const rows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => values(i + 2));
    const slides = rows.filter((cells) => cells[0] === learner.name && cells[5] === testName);
    // The learner gave each slide its reference diagnosis (slides of mixed diagnoses, issue 29): from the review events to the diagnoses read model to the file.
    expect(slides.length).toBeGreaterThan(0);
    for (const cells of slides) {
      const [status, score, reference, answer, group, correct] = cells.slice(9);
      expect([cells[1], status, score, answer, group, correct]).toEqual([
        learner.email,
        REPORT_TEXT.cells.complete,
        100,
        reference,
        RESULT_GROUP[String(reference)],
        REPORT_TEXT.cells.correct,
      ]);
    }
    expect(new Set(slides.map((cells) => cells[11])).size).toBeGreaterThan(1);
    // The page counts what the file holds.
    const count = await page.getByTestId('report-row-count').textContent();
    expect(count).toBe(`${rows.length} ${rows.length === 1 ? 'row' : 'rows'}`);

    // The list: the row, its delete button behind 'Edit Report', gone again with 'Done'; a delete takes the row out.
    await page.goto(product.url(REPORT_PATHS.org));
    const deleteButton = page.getByRole('button', { name: `Delete ${REPORT}` });
    await page.getByRole('link', { name: REPORT }).waitFor();
    expect(await deleteButton.count()).toBe(0);
    await page.getByRole('button', { name: REPORT_TEXT.editReport }).click();
    await deleteButton.waitFor();
    await page.getByRole('button', { name: REPORT_TEXT.done }).click();
    await deleteButton.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: REPORT_TEXT.editReport }).click();
    await deleteButton.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('link', { name: REPORT }).waitFor({ state: 'detached' });
  }, 60_000);
});
