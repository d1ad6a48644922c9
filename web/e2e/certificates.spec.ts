/**
 * P.A.C.E. certificates in Chromium (issue 13; docs/adr/0026). Set up through the API where the
 * screens would take long: a second P.A.C.E. course of the demo program, an assignment of both to
 * the demo learner, the seeded slide test passed in both, one evaluation given. In the browser: the
 * other evaluation from the certificates page's link, the download of the certificate (its text read
 * from the PDF), the verification page as an anonymous visitor, and, after an admin clears one
 * course, the revoked state on that page and the learner's page following without a reload.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import {
  CERTIFICATE_HINTS,
  CERTIFICATE_TEXT,
  CSRF_COOKIE,
  CSRF_HEADER,
  FEEDBACK_ROUTES,
  FEEDBACK_TEXT,
  type ContentItem,
  type CurrentUser,
  type FeedbackFormAnswer,
} from '@cytocampus/contracts';
import { passSlideTest, SCREENING_COURSE as SCREENING, seededSlideTest, signedInAdmin, startWithDemoLearner, stopDemoProduct } from './demo-learner.js';
import { LEARNER, waitUntil, type Product } from './harness.js';
import { apiSend, waitForPath } from './pages.js';

const SECOND = 'Cervical screening: a second look';
const HOLDER = 'Riley Thompson';
const CERTIFICATES = '/dashboard/learning/certificates';

let product: Product;
let context: BrowserContext;
let page: Page;
let admin: BrowserContext;
let program: string;
let screening: string;
let second: string;
let testId: string;
let learnerId: string;

const url = (path: string) => product.url(`/api/v1${path}`);
const get = <T>(path: string) => apiSend<T>(context, 'GET', url(path));

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: bytes, isEvalSupported: false }).promise;
  const content = await (await pdf.getPage(1)).getTextContent();
  await pdf.destroy();
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
}

/** As an administrator: a second P.A.C.E. course of the demo program (the seeded slide test) and an assignment of both courses to the demo learner. */
async function secondCourse(): Promise<string> {
  const send = <T>(method: 'POST' | 'PUT', path: string, body: unknown) => apiSend<T>(admin, method, url(path), body);
  const course = await send<ContentItem>('POST', '/modules', {
    name: SECOND,
    items: [{ type: 'test', itemId: testId }],
    paceCertificateEnabled: true,
    paceProgramNumber: program,
  });
  await send('PUT', `/modules/${course.id}`, { activate: true });
  const assignment = await send<ContentItem>('POST', '/curricula', {
    name: 'P.A.C.E. screening program',
    isPublic: true,
    entries: [
      { moduleId: screening, passingScore: 80 },
      { moduleId: course.itemId, passingScore: 80 },
    ],
  });
  await send('PUT', `/curricula/${assignment.id}`, { activate: true });
  await send('PUT', `/users/${learnerId}`, { curriculum: assignment.itemId });
  return course.itemId;
}

beforeAll(async () => {
  ({ product, context, page } = await startWithDemoLearner());
  admin = await signedInAdmin(product);
  learnerId = (await get<CurrentUser>('/user')).id;
  // The demo catalogue and its slides' pyramids are made in the background after the first start.
  const seeded = await seededSlideTest(product, context, 150_000);
  [screening, program, testId] = [seeded.course.moduleId, seeded.course.paceProgramNumber ?? '', seeded.testId];
  second = await secondCourse();
  await passSlideTest(product, context, testId, screening);
  await passSlideTest(product, context, testId, second);
  const form = await get<FeedbackFormAnswer>(`${FEEDBACK_ROUTES.feedbackForm(testId)}?moduleId=${second}`);
  await apiSend(context, 'PUT', url(`${FEEDBACK_ROUTES.submitFeedback(testId)}?moduleId=${second}`), {
    formId: form.id,
    feedback: [5, 5, 4, 4, 5, 5],
    paceProgramNumber: program,
  });
}, 200_000);

afterAll(() => stopDemoProduct(product));

describe('a P.A.C.E. certificate', () => {
  it('is earned, downloaded, verified by anyone, and shown revoked once a course is cleared', async () => {
    await page.goto(product.url(CERTIFICATES));
    const card = page.getByRole('region', { name: new RegExp(program) });
    await card.getByText(CERTIFICATE_HINTS.feedbackRequired, { exact: true }).waitFor();
    const download = card.getByRole('button', { name: CERTIFICATE_TEXT.download });
    expect(await download.isDisabled()).toBe(true);

    // The missing evaluation, from the card's link.
    await card.getByRole('link', { name: FEEDBACK_TEXT.submitFeedback }).click();
    await waitForPath(page, (path) => path === `/course/${screening}/test/${testId}/feedback`, 'the evaluation form');
    // all() does not wait: the form's radios first.
    await page.getByRole('radio', { name: /: 5$/ }).first().waitFor();
    for (const radio of await page.getByRole('radio', { name: /: 5$/ }).all()) await radio.check();
    await page.getByRole('button', { name: FEEDBACK_TEXT.submit, exact: true }).click();
    await waitForPath(page, (path) => path.endsWith(`/test/${testId}`), 'the test summary');

    await page.goto(product.url(CERTIFICATES));
    await card.getByText(FEEDBACK_TEXT.feedbackSubmitted).first().waitFor();
    expect(await card.getByText(CERTIFICATE_HINTS.feedbackRequired).count()).toBe(0);
    const saved = page.waitForEvent('download');
    await download.click();
    const file = await saved;
    const text = await pdfText(new Uint8Array(await readFile(await file.path())));
    const code = /Verification code: ([0-9A-Z]{4}(?:-[0-9A-Z]{4}){6})/.exec(text)?.[1] ?? '';
    for (const expected of [HOLDER, 'Credits: 0.5', `Program number: ${program}`, SCREENING, SECOND, `/verify/${code}`]) expect(text).toContain(expected);
    // Once issued, the card shows the code and links its verification page; the print was recorded.
    await card.getByText(code, { exact: true }).waitFor();
    await waitUntil(
      async () =>
        (await get<{ certificates: { issued: { printedAt: number | null } | null }[] }>('/user/certificates')).certificates[0]?.issued?.printedAt != null,
      'the print record',
    );

    // Anyone, signed out, sees the whole certificate.
    const visitor = await (await product.newContext()).newPage();
    await visitor.goto(product.url(`/verify/${code}`));
    await visitor.getByText(CERTIFICATE_TEXT.valid, { exact: true }).waitFor();
    for (const shown of [HOLDER, program, SCREENING, SECOND, '0.5']) await visitor.getByText(shown, { exact: false }).first().waitFor();
    expect(await visitor.getByRole('link', { name: CERTIFICATE_TEXT.downloadCredential }).getAttribute('href')).toBe(`/api/v1/verify/${code}/credential`);
    expect(await visitor.content()).not.toContain(LEARNER.email);

    // An admin clears one course: the certificate is revoked, and the learner's page follows without a reload.
    const csrf = (await admin.cookies()).find((cookie) => cookie.name === CSRF_COOKIE)?.value ?? '';
    const cleared = await admin.request.fetch(url(`/stats/${learnerId}/records?moduleId=${second}`), { method: 'DELETE', headers: { [CSRF_HEADER]: csrf } });
    expect(cleared.status()).toBe(200);
    await card.getByText(CERTIFICATE_HINTS.mustPass, { exact: true }).waitFor();
    await page.getByText(code).last().waitFor();
    await visitor.reload();
    await visitor.getByText(CERTIFICATE_TEXT.revoked, { exact: true }).waitFor();
    await visitor.getByText(HOLDER).first().waitFor();
    expect(await visitor.getByRole('link', { name: CERTIFICATE_TEXT.downloadCredential }).count()).toBe(0);
  }, 60_000);
});
