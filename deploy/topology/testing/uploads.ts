import type { DetailedError } from 'tus-js-client';
import { fileBytes, finish, idOf, tusUpload } from '../../../api/src/testing/tus.js';
import type { TestClient } from '../../../api/src/testing/test-client.js';

const CHUNK = 64 * 1024;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** An upload under way: its bytes, how often tus-js-client tried again, its end (the file's id) and when that came. */
export interface PacedUpload {
  bytes: Buffer;
  retries: number;
  done: Promise<string>;
  doneAt: number | null;
}

/**
 * A learner's tus upload of `chunks` chunks through nginx, each chunk held back `paceMs` as a slow
 * hospital line would, so that it is still under way when a fault comes. It tries again as the web
 * client does (a refused connection or a 5xx; never a refusal of the product), resuming at the
 * offset the server reports.
 */
export async function pacedUpload(url: string, client: TestClient, chunks: number, paceMs: number): Promise<PacedUpload> {
  const bytes = fileBytes.pdf(chunks * CHUNK);
  const meta = { filename: 'lecture.pdf', filetype: 'application/pdf', purpose: 'file' as const };
  const upload: PacedUpload = { bytes, retries: 0, done: Promise.resolve(''), doneAt: null };
  const tus = await tusUpload(url, client, bytes, meta, {
    chunkSize: CHUNK,
    retryDelays: [250, 500, 1000, 2000, 4000, 8000],
    onBeforeRequest: (req) => (req.getMethod() === 'PATCH' ? sleep(paceMs) : undefined),
    onShouldRetry: (error: DetailedError) => {
      const status = error.originalResponse?.getStatus() ?? 0;
      upload.retries++;
      return status === 0 || status >= 500 || status === 409 || status === 423;
    },
  });
  upload.done = finish(tus).then((url) => ((upload.doneAt = Date.now()), idOf(url)));
  return upload;
}
