/**
 * P.A.C.E. certificate PDFs (issue 13, docs/adr/0026): how many per second.
 *
 * (a) Render only: the built API's renderer (api/dist, in a child process: benches do not import
 * the API's code) makes the certificate of 3 courses (pdfkit, DejaVu Sans subsetted, a vector QR
 * code) one after the other. Baseline in the same run: an empty pdfkit document (what pdfkit costs
 * before any text, font or drawing).
 *
 * (b) Through the HTTP route: the built API in its own process (embedded default, PGlite), a
 * learner who passed two P.A.C.E. courses of one program (one graded quiz each, no evaluation
 * form), and GET /user/printCertificate by 4 clients in closed loop (the certificate is issued by
 * the first download; the others are reprints, which is what repeated downloads are). Baseline:
 * GET /user/certificates the same way (the same rules and reads, without the PDF).
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import PDFDocument from 'pdfkit';
import type { ContentItem, LearnerCertificates, ReviewCheckout } from '@cytocampus/contracts';
import { csrfHeader, freePort, signIn, spawnApi, stopProcess, waitUntil } from './lib/api-process.js';
import { activeItem, call, question } from './lib/courses.js';
import { figureWriter, log } from './lib/figures.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = 4;
const PROGRAM = '510-503-26';

const figure = figureWriter('certificates');

const CERTIFICATE = {
  code: 'A1B2-C3D4-E5F6-G7H8-J9K0-MNPQ-RSTV',
  userId: 'bench',
  holderName: 'Zoë Łukasiewicz',
  programNumber: PROGRAM,
  programTitle: `CytoCampus P.A.C.E. Continuing Education Program ${PROGRAM}`,
  programDate: Date.UTC(2026, 10, 20),
  credits: 0.75,
  courses: [
    { moduleId: 'a', name: 'Cervical cytology: squamous lesions', passedOn: Date.UTC(2026, 10, 2), result: 0.9 },
    { moduleId: 'b', name: 'Cervical slide screening practice', passedOn: Date.UTC(2026, 10, 10), result: 1 },
    { moduleId: 'c', name: 'Glandular lesions', passedOn: Date.UTC(2026, 10, 20), result: 0.85 },
  ],
  issuedAt: Date.UTC(2026, 10, 21),
};

function emptyPdf(): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.end();
  });
}

/** How many times `run` completes per second, one after the other, for `seconds` (after a short warm-up). */
async function perSecond(run: () => Promise<unknown>, seconds: number): Promise<number> {
  for (const end = Date.now() + 500; Date.now() < end;) await run();
  let count = 0;
  const start = performance.now();
  for (const end = start + seconds * 1000; performance.now() < end; count++) await run();
  return count / ((performance.now() - start) / 1000);
}

/** Requests per second of `clients` loops each sending `send` one after the other. */
async function closedLoop(send: () => Promise<void>, clients: number, seconds: number): Promise<number> {
  let count = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < end) {
        await send();
        count++;
      }
    }),
  );
  return count / ((performance.now() - start) / 1000);
}

/** A learner who passed two P.A.C.E. courses of the program: their Cookie and CSRF headers. */
async function learnerWithCertificate(base: string): Promise<Record<string, string>> {
  const adminCookie = await signIn(base);
  const admin = { cookie: adminCookie, ...csrfHeader(adminCookie), 'content-type': 'application/json' };
  const courses: { moduleId: string; quizId: string }[] = [];
  for (const name of ['Squamous lesions', 'Glandular lesions']) {
    const quiz = await activeItem(base, admin, 'quizzes', { name: `${name} quiz`, graded: true, pages: [question(name)] });
    const course = await activeItem(base, admin, 'modules', {
      name: `${name} course`,
      isPublic: true,
      items: [{ type: 'quiz', itemId: quiz.itemId }],
      paceCertificateEnabled: true,
      paceProgramNumber: PROGRAM,
    });
    courses.push({ moduleId: course.itemId, quizId: quiz.itemId });
  }
  const assignment = await activeItem(base, admin, 'curricula', {
    name: 'P.A.C.E. bench',
    isPublic: true,
    entries: courses.map((c) => ({ moduleId: c.moduleId, passingScore: 80 })),
  });
  const email = `learner-${randomUUID().slice(0, 8)}@bench.test`;
  await call<ContentItem>(base, 'POST', '/users', admin, {
    email,
    role: 'cytotechnologist',
    orgId: null,
    groupId: null,
    curriculum: assignment.itemId,
    password: 'CytoCampus1',
    bio: { firstName: 'Zoë', lastName: 'Łukasiewicz', gender: 'u', country: 'US' },
  });
  const cookie = await signIn(base, email);
  const learner = { cookie, ...csrfHeader(cookie), 'content-type': 'application/json' };
  for (const { moduleId, quizId } of courses) {
    const { review } = await call<ReviewCheckout>(base, 'POST', `/quizzes/${quizId}/review`, learner, { moduleId });
    const copy = { id: review.id, elapsed: review.elapsed, startTime: review.startTime, session: review.session, lastUpdate: review.lastUpdate };
    await call(base, 'PUT', `/quizzes/${quizId}/review/${review.id}/submit`, learner, { review: copy, data: { selected: [0] } });
  }
  const { certificates } = await call<LearnerCertificates>(base, 'GET', '/user/certificates', learner);
  if (!certificates[0]?.downloadable) throw new Error(`the learner's certificate is not downloadable: ${JSON.stringify(certificates)}`);
  return learner;
}

/** The built renderer's rate and PDF size, measured as `perSecond` does, in a child process. */
async function renderRate(seconds: number): Promise<{ rate: number; size: number }> {
  const script = `
    const { renderCertificatePdf } = await import('./api/dist/modules/credentials/pdf/certificate-pdf.js');
    const certificate = ${JSON.stringify(CERTIFICATE)};
    const render = () => renderCertificatePdf(certificate, 'http://localhost:3000/verify/' + certificate.code);
    for (const end = Date.now() + 500; Date.now() < end; ) await render();
    let count = 0;
    const start = performance.now();
    for (const end = start + ${seconds * 1000}; performance.now() < end; count++) await render();
    const rate = count / ((performance.now() - start) / 1000);
    process.stdout.write(JSON.stringify({ rate, size: (await render()).length }));`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], { cwd: new URL('..', import.meta.url) });
  return JSON.parse(stdout) as { rate: number; size: number };
}

// (a) Render only.
const empty = await perSecond(emptyPdf, SECONDS / 2);
const { rate: rendered, size } = await renderRate(SECONDS / 2);
log(`render: ${rendered.toFixed(1)} PDF/s (${(size / 1024).toFixed(1)} KiB each); empty pdfkit document: ${empty.toFixed(1)}/s`);
figure({
  name: 'certificate PDF render (one core; baseline: an empty pdfkit document)',
  value: rendered,
  unit: 'PDF/s',
  baseline: empty,
  ratio: rendered / empty,
  target: 'no target (a figure)',
});
figure({ name: 'certificate PDF size', value: size / 1024, unit: 'KiB', target: 'no target (a figure)' });

// (b) Through the HTTP route.
const dataDir = await mkdtemp(join(tmpdir(), 'bench-certificates-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}/api/v1`;
const api = spawnApi(port, { DATA_DIR: dataDir });
try {
  await waitUntil(async () => (await fetch(`${base}/health`)).ok, 'the API', 60_000);
  const learner = await learnerWithCertificate(base);
  const get = (path: string, type: string) => async () => {
    const res = await fetch(`${base}${path}`, { headers: learner });
    const body = await res.arrayBuffer();
    if (res.status !== 200 || !(res.headers.get('content-type') ?? '').startsWith(type))
      throw new Error(`${path} answered ${res.status}: ${Buffer.from(body).toString()}`);
  };
  const print = get(`/user/printCertificate?programNumber=${PROGRAM}`, 'application/pdf');
  const list = get('/user/certificates', 'application/json');
  await print();
  await closedLoop(print, CLIENTS, 1);
  const listed = await closedLoop(list, CLIENTS, SECONDS / 2);
  const printed = await closedLoop(print, CLIENTS, SECONDS / 2);
  log(`GET /user/printCertificate: ${printed.toFixed(1)} PDF/s; GET /user/certificates: ${listed.toFixed(1)}/s (${CLIENTS} clients, closed loop)`);
  figure({
    name: 'GET /user/printCertificate (4 clients; baseline: GET /user/certificates)',
    value: printed,
    unit: 'PDF/s',
    baseline: listed,
    ratio: printed / listed,
    target: 'no target (a figure)',
  });
} finally {
  await stopProcess(api);
  await rm(dataDir, { recursive: true, force: true });
}
