/** Helpers of the certificate specs (named .spec.ts so that the build leaves it out; it holds no tests of its own). */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@jest/globals';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { LEARNING_ROUTES, type ReviewCheckout, type ReviewRecord, type SlideItem, type SlideStatus } from '@cytocampus/contracts';
import { generateSyntheticSlide } from '@cytocampus/slide-imaging';
import type { TestClient } from '../../testing/test-client.js';
import { finish, tusUpload } from '../../testing/tus.js';
import { ok } from '../content/content-testing.spec.js';

const api = (path: string) => `/api/v1${path}`;

/** The text of every page of a PDF, as pdf.js extracts it (items joined by spaces). */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}

/** The fonts a PDF names: an embedded subset carries a 6-capital tag (`ABCDEF+DejaVuSans`). */
export const pdfFontNames = (bytes: Uint8Array): string[] => [
  ...new Set(
    Buffer.from(bytes)
      .toString('latin1')
      .match(/\/BaseFont\s*\/[^\s/<>\]]+/g) ?? [],
  ),
];

/** A synthetic slide (HSIL, seed 13) uploaded, processed and activated, for slide tests a learner can pass. */
export async function processedSlide(baseUrl: string, admin: TestClient): Promise<SlideItem> {
  const work = await mkdtemp(join(tmpdir(), 'certificates-e2e-'));
  try {
    const [slidePath, analysisPath] = [join(work, 'pap.tif'), join(work, 'pap.json')];
    await generateSyntheticSlide({ width: 1024, height: 768, seed: 13, tiffPath: slidePath, analysisPath });
    const upload = async (path: string, purpose: 'slide' | 'analysis', filename: string, filetype: string) =>
      (await finish(await tusUpload(baseUrl, admin, await readFile(path), { filename, filetype, purpose }))).split('/').at(-1)!;
    const uploadId = await upload(slidePath, 'slide', 'pap.tif', 'image/tiff');
    const analysisId = await upload(analysisPath, 'analysis', 'pap.json', 'application/json');
    const created = ok<SlideItem>(
      await admin.post(api('/slides'), {
        accession: 'GYN-0013',
        cellCount: 0,
        uploadId,
        analysisId,
        solution: { type: 'GYN', result: 'HSIL', reason: 'Koilocytes' },
      }),
    );
    for (const deadline = Date.now() + 90_000; ;) {
      const { status } = ok<{ status: SlideStatus }>(await admin.get(api(`/slides/${created.id}/slide/status`)));
      if (status === 'COMPLETE') break;
      if (status === 'ERROR' || Date.now() > deadline) throw new Error(`slide ${status}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    ok(await admin.put(api(`/slides/${created.id}`), { activate: true }));
    return ok<SlideItem>(await admin.get(api(`/slides/${created.id}`)));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Checks the slide test out in the course and submits its one slide with the right diagnosis: the course's result is 1. */
export async function passSlideTest(client: TestClient, testId: string, slideItemId: string, moduleId: string): Promise<ReviewRecord> {
  const { review } = ok<ReviewCheckout>(await client.post(api(LEARNING_ROUTES.checkout('tests', testId)), { moduleId }));
  const copy = { id: review.id, elapsed: review.elapsed, startTime: review.startTime, session: review.session, lastUpdate: review.lastUpdate };
  const data = { shortList: [], customObjects: [], component: null, organisms: [], result: 'HSIL', comments: '' };
  const done = ok<ReviewRecord>(await client.put(api(LEARNING_ROUTES.review('slides', slideItemId, review.id, 'submit')), { review: copy, data }));
  expect(done.submitTime).not.toBeNull();
  return done;
}
