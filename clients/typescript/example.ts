/**
 * A CytoCampus script written only against the generated types (`schema.d.ts`, which openapi-typescript
 * writes from GET /api/v1/openapi.json) with openapi-fetch as the client: a learner signs in, lists
 * their courses, checks out a quiz and submits its first page; a manager asks for a report, waits
 * for it and downloads the file.
 *
 * Run: `npx tsx clients/typescript/example.ts https://cytocampus.example.org`, with the accounts as
 * `LEARNER=email:password MANAGER=email:password` (default: the demo accounts of `npm start`, whose
 * learner must first finish the presentation that opens the demo course's quizzes).
 */
import { pathToFileURL } from 'node:url';
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './schema.js';

export type Api = Client<paths>;
export interface Account {
  email: string;
  password: string;
}

/** The API's double-submit CSRF protection: a write sends back, in this header, the token of this cookie. */
const CSRF_COOKIE = 'cc_csrf';
const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Keeps the session and CSRF cookies the way a browser does, and sends the CSRF token with every write. */
export function cookieSession(): Middleware {
  const jar = new Map<string, string>();
  return {
    onRequest({ request }) {
      if (jar.size > 0) request.headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
      const csrf = jar.get(CSRF_COOKIE);
      if (csrf && !SAFE_METHODS.has(request.method)) request.headers.set(CSRF_HEADER, csrf);
      return request;
    },
    onResponse({ response }) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const eq = pair.indexOf('=');
        const [name, value] = [pair.slice(0, eq).trim(), pair.slice(eq + 1).trim()];
        if (value && !/expires=Thu, 01 Jan 1970/i.test(line)) jar.set(name, value);
        else jar.delete(name);
      }
    },
  };
}

/** The data of a success (`{code: 200, data}`, or a file's bytes), or the refusal's message as an error. */
function ok<T>({ data, error, response }: { data?: T; error?: { message: string }; response: Response }): T {
  if (data === undefined) throw new Error(`${response.status} ${response.url}: ${error?.message ?? 'no answer'}`);
  return data;
}

/** A client signed in as `account` (`middleware` runs after the session's, on every call). */
export async function signIn(baseUrl: string, account: Account, middleware: Middleware[] = []): Promise<Api> {
  const api = createClient<paths>({ baseUrl });
  api.use(cookieSession(), ...middleware);
  // Any read hands out the CSRF cookie that the sign-in, a write, needs.
  ok(await api.GET('/api/v1/health'));
  ok(await api.POST('/api/v1/login', { body: account }));
  return api;
}

/** The learner's courses, and the first quiz open to them checked out, its first page submitted (the first choice picked). */
export async function takeFirstQuiz(api: Api) {
  const { courses } = ok(await api.GET('/api/v1/user/courses')).data;
  for (const { moduleId } of courses) {
    const { course } = ok(await api.GET('/api/v1/modules/{id}', { params: { path: { id: moduleId } } })).data;
    const quiz = course?.items.find((item) => item.type === 'quiz' && !item.locked);
    if (!quiz) continue;
    const path = { id: quiz.itemId };
    const { item, review } = ok(await api.POST('/api/v1/quizzes/{id}/review', { params: { path }, body: { moduleId } })).data;
    const firstPage = item.type === 'quiz' ? item.pages[0] : undefined;
    const copy = { id: review.id, elapsed: review.elapsed, startTime: review.startTime, session: review.session, lastUpdate: review.lastUpdate };
    const submitted = ok(
      await api.PUT('/api/v1/quizzes/{id}/review/{reviewId}/submit', {
        params: { path: { ...path, reviewId: review.id } },
        body: { review: copy, ...(firstPage?.quiz ? { data: { selected: [0] } } : {}) },
      }),
    ).data;
    return { courses: courses.map((c) => c.name), quiz: { name: item.name, moduleId, review: submitted } };
  }
  throw new Error('No quiz is open to the learner (a sequential course opens its items in order).');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks for this week's sign-ups of the manager's organization, waits until the report is generated, and downloads it (.xlsx). */
export async function downloadSignUpReport(api: Api, timeoutMs = 60_000) {
  let report = ok(await api.POST('/api/v1/reports', { body: { name: 'Sign-ups this week', reportType: 'New Sign-Ups this Week' } })).data;
  const until = Date.now() + timeoutMs;
  while (report.status !== 'COMPLETE') {
    if (report.status === 'ERROR') throw new Error(`The report failed: ${report.error ?? 'no reason given'}`);
    if (Date.now() > until) throw new Error(`The report is still ${report.status} after ${timeoutMs} ms.`);
    await sleep(200);
    report = ok(await api.GET('/api/v1/reports/{id}', { params: { path: { id: report.id } } })).data;
  }
  if (!report.fileId) throw new Error('The report is complete but has no file.');
  const file = await api.GET('/api/v1/reports/file/{fileId}', { params: { path: { fileId: report.fileId } }, parseAs: 'arrayBuffer' });
  return { report, contentType: file.response.headers.get('content-type'), bytes: ok(file) };
}

/** The whole walk: the learner's part, then the manager's. */
export async function runExample(baseUrl: string, accounts: { learner: Account; manager: Account }, middleware: Middleware[] = []) {
  const learning = await takeFirstQuiz(await signIn(baseUrl, accounts.learner, middleware));
  const download = await downloadSignUpReport(await signIn(baseUrl, accounts.manager, middleware));
  return { ...learning, download };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const baseUrl = process.argv[2] ?? 'http://localhost:3000';
  const account = (role: 'LEARNER' | 'MANAGER'): Account => {
    const given = process.env[role] ?? `${role.toLowerCase()}@cytocampus.test:CytoCampus1`;
    const colon = given.indexOf(':');
    return { email: given.slice(0, colon), password: given.slice(colon + 1) };
  };
  const { courses, quiz, download } = await runExample(baseUrl, { learner: account('LEARNER'), manager: account('MANAGER') });
  console.log(`Courses: ${courses.join(', ')}`);
  console.log(`${quiz.name}: page 1 submitted, progress ${Math.round(quiz.review.progress * 100)} %`);
  console.log(`Report "${download.report.name}": ${download.report.rows ?? 0} rows, ${download.bytes.byteLength} bytes of ${download.contentType ?? '?'}`);
}
