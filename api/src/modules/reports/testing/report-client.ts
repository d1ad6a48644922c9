/** Helpers of the report specs. */
import request from 'supertest';
import { CSRF_COOKIE, CSRF_HEADER, REPORT_ROUTES, type ReportFormat, type ReportItem, type ReportRequest } from '@cytocampus/contracts';
import type { TestClient } from '../../../testing/test-client.js';
import { api } from '../../community/testing/community-client.js';

export { account, api, connect, eventually, me, ok, refused, type ClientSocket } from '../../community/testing/community-client.js';

type Reply = { status: number; body: { data?: unknown; message?: string; field?: string | null; code?: number } };

/** The data of a successful answer (a report asked for). */
export const created = (res: Reply): ReportItem => {
  if (res.status !== 200) throw new Error(`expected 200, got ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data as ReportItem;
};

export const ask = (client: TestClient, body: Partial<ReportRequest> & Record<string, unknown>) => client.post(api(REPORT_ROUTES.reports), body);

const cookieOf = (client: TestClient, name: string): string =>
  client.cookieHeader
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1) ?? '';

/** POST /reports as the spec's multipart form (text fields; `file` attaches one, which the route refuses). */
export function askWithForm(baseUrl: string, client: TestClient, fields: Record<string, string>, file?: { field: string; bytes: Buffer; name: string }) {
  let req = request(baseUrl).post(api(REPORT_ROUTES.reports)).set('Cookie', client.cookieHeader).set(CSRF_HEADER, cookieOf(client, CSRF_COOKIE));
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  if (file) req = req.attach(file.field, file.bytes, file.name);
  return req;
}

/** A report's file as bytes, with the answer's status and headers. */
export async function download(baseUrl: string, client: TestClient, fileId: string, format: ReportFormat = 'xlsx') {
  const res = await request(baseUrl)
    .get(api(REPORT_ROUTES.file(fileId, format)))
    .set('Cookie', client.cookieHeader)
    .buffer(true)
    .parse((stream, done) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => done(null, Buffer.concat(chunks)));
    });
  return { status: res.status, headers: res.headers as Record<string, string>, bytes: res.body as Buffer };
}

/** The report once its generation has ended (COMPLETE or ERROR), read by `client` (the generator works in the background). */
export async function finished(client: TestClient, id: string, timeoutMs = 60_000): Promise<ReportItem> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await client.get(api(REPORT_ROUTES.report(id)));
    const item = res.body.data as ReportItem | undefined;
    if (res.status !== 200 || !item) throw new Error(`report ${id}: ${res.status} ${JSON.stringify(res.body)}`);
    if (item.status === 'COMPLETE' || item.status === 'ERROR') return item;
    if (Date.now() > until) throw new Error(`report ${id} still ${item.status} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
