/**
 * Slides with a real, processed image, made through the API as an administrator's browser context
 * (a spec's set-up): a small PNG sent by tus, the slide created with it, then its processing awaited.
 * The product must run with SLIDE_MIN_BYTES below the PNG's size.
 */
import type { BrowserContext } from 'playwright-core';
import { CSRF_COOKIE, CSRF_HEADER, type SlideItem } from '@cytocampus/contracts';
import { waitUntil } from './harness.js';
import { png } from './images.js';
import { apiSend } from './pages.js';

const tusMetadata = (meta: Record<string, string>): string =>
  Object.entries(meta)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

/** Uploads `bytes` by tus (creation, then one PATCH): the upload's id. */
async function tusUpload(context: BrowserContext, baseUrl: string, bytes: Buffer, filename: string): Promise<string> {
  const csrf = (await context.cookies()).find((cookie) => cookie.name === CSRF_COOKIE)?.value ?? '';
  const headers = { [CSRF_HEADER]: csrf, 'Tus-Resumable': '1.0.0' };
  const created = await context.request.post(`${baseUrl}/api/v1/uploads/tus`, {
    headers: { ...headers, 'Upload-Length': String(bytes.length), 'Upload-Metadata': tusMetadata({ filename, filetype: 'image/png', purpose: 'slide' }) },
  });
  const location = created.headers()['location'];
  if (created.status() !== 201 || !location) throw new Error(`tus creation: ${created.status()} ${await created.text()}`);
  const url = new URL(location, `${baseUrl}/api/v1/uploads/tus/`).href;
  const patched = await context.request.patch(url, {
    headers: { ...headers, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
    data: bytes,
  });
  if (patched.status() !== 204) throw new Error(`tus PATCH: ${patched.status()} ${await patched.text()}`);
  return url.split('/').at(-1)!;
}

/** Creates slides with `fields` each and a small image of its own, waits until every image is made, activates them: their item ids. */
export async function imagedSlides(context: BrowserContext, baseUrl: string, fieldsOf: readonly object[], timeoutMs = 60_000): Promise<string[]> {
  const api = <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => apiSend<T>(context, method, `${baseUrl}/api/v1${path}`, body);
  const slides: SlideItem[] = [];
  for (const [i, fields] of fieldsOf.entries()) {
    const uploadId = await tusUpload(context, baseUrl, png(256, 256), `slide-${i + 1}.png`);
    slides.push(await api<SlideItem>('POST', '/slides', { cellCount: 0, ...fields, uploadId }));
  }
  const pending = new Set(slides.map((slide) => slide.id));
  await waitUntil(
    async () => {
      for (const id of [...pending]) {
        const { status } = await api<{ status: string }>('GET', `/slides/${id}/slide/status`);
        if (status === 'ERROR') throw new Error(`slide ${id} could not be processed`);
        if (status === 'COMPLETE') pending.delete(id);
      }
      return pending.size === 0;
    },
    `${slides.length} slide images to be made`,
    timeoutMs,
  );
  for (const slide of slides) await api('PUT', `/slides/${slide.id}`, { activate: true });
  return slides.map((slide) => slide.itemId);
}
