import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { Upload, type DetailedError, type UploadOptions } from 'tus-js-client';
import { CSRF_COOKIE, CSRF_HEADER, type UploadPurpose } from '@cytocampus/contracts';
import type { TestClient } from './test-client.js';

/** Bytes that pass the content check of a kind (magic number first, random rest). */
export const fileBytes = {
  // Signature, image header (IHDR) and the start of the image data: what file-type checks of a PNG.
  png: (size: number) =>
    Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(17), Buffer.from('0000000049444154', 'hex'), randomBytes(size - 41)]),
  pdf: (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 9)]),
  mp4: (size: number) => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), randomBytes(size - 12)]),
  csv: (rows: number) => Buffer.from(Array.from({ length: rows }, (_, i) => `${i},cell ${i},"Ünïcode ${i}"`).join('\n')),
};

export interface TusMeta {
  filename: string;
  filetype: string;
  purpose: UploadPurpose;
}

/** The CSRF token of a client (taken from its cookie jar; fetched first when missing). */
async function csrfOf(client: TestClient): Promise<string> {
  if (!client.cookieHeader.includes(`${CSRF_COOKIE}=`)) await client.get('/api/v1/health');
  return /(?:^|; )cc_csrf=([^;]+)/.exec(client.cookieHeader)?.[1] ?? '';
}

/** tus-js-client in Node with the client's cookies and CSRF header, as the web client sends them. */
export async function tusUpload(baseUrl: string, client: TestClient, data: Buffer, meta: TusMeta, options: UploadOptions = {}): Promise<Upload> {
  const token = await csrfOf(client);
  return new Upload(data, {
    endpoint: `${baseUrl}/api/v1/uploads/tus`,
    metadata: { ...meta },
    headers: { Cookie: client.cookieHeader, [CSRF_HEADER]: token },
    retryDelays: null,
    ...options,
  });
}

/** Runs an upload to its end: the upload URL, or the error tus-js-client reported. */
export function finish(upload: Upload): Promise<string> {
  return new Promise((resolve, reject) => {
    const { onSuccess, onError } = upload.options;
    upload.options.onSuccess = (payload) => (onSuccess?.(payload), resolve(upload.url ?? ''));
    upload.options.onError = (error) => (onError?.(error), reject(error));
    upload.start();
  });
}

/** The product's error body of a refused tus request. */
export const refusalOf = (error: unknown): { code: number; message: string; field: string | null } =>
  JSON.parse((error as DetailedError).originalResponse?.getBody() ?? '{}') as { code: number; message: string; field: string | null };

export const idOf = (uploadUrl: string): string => uploadUrl.split('/').at(-1) ?? '';

/** A raw tus request (what a hand-made or hostile client could send). */
export async function rawTus(
  baseUrl: string,
  client: TestClient,
  method: 'post' | 'head' | 'patch' | 'delete',
  path: string,
  headers: Record<string, string>,
  body?: Buffer,
) {
  const token = await csrfOf(client);
  let req = request(baseUrl)[method](path).set('Cookie', client.cookieHeader).set(CSRF_HEADER, token).set('Tus-Resumable', '1.0.0');
  for (const [k, v] of Object.entries(headers)) req = req.set(k, v);
  return body ? req.send(body) : req;
}

export const tusMetadata = (meta: Partial<Record<keyof TusMeta, string>>): string =>
  Object.entries(meta)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');
