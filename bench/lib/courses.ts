/**
 * What the review benches share: learners written as the events a registration and a sign-in
 * record (a sign-in through the API would cost a password hash each), the calls they make as the
 * web client does (session cookie, CSRF header), and a course authored through the API by an
 * administrator, slides uploaded through tus and made COMPLETE by the API's own processor.
 */
import { readFile } from 'node:fs/promises';
import type { ContentItem, SlideItem, SlideStatus } from '@cytocampus/contracts';
import type { EventStore, SqlClient } from '@cytocampus/event-store';
import { waitUntil } from './api-process.js';
import { addSessions, addUser } from './signed-in-sockets.js';

/** The cookies and header of a browser holding this session: the CSRF token is bound to the session, so a GET hands one out. */
export async function sessionHeaders(base: string, token: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/health`, { headers: { cookie: `cc_session=${token}` } });
  await res.arrayBuffer();
  const csrf = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('cc_csrf='))!;
  return { cookie: `cc_session=${token}; ${csrf}`, 'x-csrf-token': csrf.slice('cc_csrf='.length), 'content-type': 'application/json' };
}

/**
 * A super administrator (`admin@bench.test`) written as events and signed in once: the headers of
 * their session, once the sessions read model has it.
 */
export async function signedInAdmin(base: string, store: EventStore, sql: SqlClient): Promise<Record<string, string>> {
  const admin = await addUser(store, 'admin@bench.test', 'super');
  const [token] = await addSessions(store, admin, 1);
  await waitUntil(async () => (await sql.query('select 1 from sessions where user_id = $1', [admin])).rows.length > 0, 'the admin session', 60_000);
  return sessionHeaders(base, token!);
}

/** A text-choice quiz page of three choices, the first one right. */
export const question = (title: string) => ({
  type: 'text-choice',
  title,
  items: [],
  quiz: {
    question: { questionText: `${title}?` },
    solution: `Because of ${title}.`,
    minChoices: 1,
    maxChoices: 1,
    choices: [0, 1, 2].map((c) => ({ choiceText: `${title} ${c}`, isCorrect: c === 0 })),
  },
});

/** One call that must answer 200: its data. */
export async function call<T>(base: string, method: 'GET' | 'POST' | 'PUT', path: string, headers: Record<string, string>, body?: object): Promise<T> {
  const res = await fetch(`${base}${path}`, { method, headers, body: body && JSON.stringify(body) });
  const answer = (await res.json()) as { data?: T; message?: string };
  if (res.status !== 200) throw new Error(`${method} ${path} answered ${res.status}: ${answer.message ?? ''}`);
  return answer.data as T;
}

/** A content item created and activated (`path`: its type's route, such as `quizzes`). */
export async function activeItem(base: string, headers: Record<string, string>, path: string, fields: object): Promise<ContentItem> {
  const item = await call<ContentItem>(base, 'POST', `/${path}`, headers, fields);
  await call(base, 'PUT', `/${path}/${item.id}`, headers, { activate: true });
  return item;
}

/**
 * `count` learners of no organization (`learner-<n>@bench.test`), each signed in once: their session
 * tokens, once the sessions read model has them all.
 */
export async function addLearners(store: EventStore, sql: SqlClient, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 50)
    ids.push(...(await Promise.all(Array.from({ length: Math.min(50, count - i) }, (_, k) => addUser(store, `learner-${i + k}@bench.test`)))));
  const tokens: string[] = [];
  for (let i = 0; i < ids.length; i += 50) tokens.push(...(await Promise.all(ids.slice(i, i + 50).map(async (id) => (await addSessions(store, id, 1))[0]!))));
  await waitUntil(
    async () => (await sql.query<{ n: number }>('select count(*)::int as n from sessions where user_id = any($1)', [ids])).rows[0]!.n >= ids.length,
    'the sessions read model',
    120_000,
  );
  return tokens;
}

/** The web client's way: a tus upload (creation, then one PATCH); answers the upload's id. */
export async function uploadFile(
  base: string,
  headers: Record<string, string>,
  bytes: Buffer,
  meta: { filename: string; filetype: string; purpose: string },
): Promise<string> {
  const tus = { cookie: headers.cookie!, 'x-csrf-token': headers['x-csrf-token']!, 'tus-resumable': '1.0.0' };
  const metadata = Object.entries(meta).map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`);
  const created = await fetch(`${base}/uploads/tus`, {
    method: 'POST',
    headers: { ...tus, 'upload-length': String(bytes.length), 'upload-metadata': metadata.join(',') },
  });
  const location = created.headers.get('location');
  if (created.status !== 201 || !location) throw new Error(`tus creation failed: ${created.status}`);
  const patched = await fetch(new URL(location, base), {
    method: 'PATCH',
    headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    body: bytes,
  });
  if (patched.status !== 204) throw new Error(`tus upload failed: ${patched.status}`);
  return location.split('/').at(-1)!;
}

/**
 * A slide of a TIFF and its analysis file (as generateSyntheticSlide writes them), processed by the
 * API (it needs SLIDE_MIN_BYTES below the file's size) and activated: the slide as its author reads it.
 */
export async function processedSlide(
  base: string,
  headers: Record<string, string>,
  files: { tiff: string; analysis: string },
  fields: object,
): Promise<SlideItem> {
  const uploadId = await uploadFile(base, headers, await readFile(files.tiff), { filename: 'bench.tif', filetype: 'image/tiff', purpose: 'slide' });
  const analysisId = await uploadFile(base, headers, await readFile(files.analysis), {
    filename: 'bench.json',
    filetype: 'application/json',
    purpose: 'analysis',
  });
  const slide = await call<SlideItem>(base, 'POST', '/slides', headers, { cellCount: 0, ...fields, uploadId, analysisId });
  for (const deadline = Date.now() + 120_000; ;) {
    const { status } = await call<{ status: SlideStatus }>(base, 'GET', `/slides/${slide.id}/slide/status`, headers);
    if (status === 'COMPLETE') break;
    if (status === 'ERROR' || Date.now() > deadline) throw new Error(`the slide is ${status}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  await call(base, 'PUT', `/slides/${slide.id}`, headers, { activate: true });
  return call<SlideItem>(base, 'GET', `/slides/${slide.id}`, headers);
}
