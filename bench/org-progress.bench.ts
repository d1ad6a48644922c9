/**
 * The organization progress page (issue 13, docs/adr/0024). The built API in its own process on real
 * PostgreSQL, hosting the projections as by default.
 *
 * (a) The page for 5,000 learners × 10 courses (target p99 ≤ 100 ms): one organization of 5,000
 * learners in 10 groups with one assignment of 10 courses of 2 graded quizzes each; their reviews
 * written as the events the review calls record (checkout, page submit, complete), through the
 * store, so that the stats projection builds the summaries as it does in use: per learner and
 * course 20 % not started, 10 % started, 40 % halfway, 30 % complete. Then GET
 * /organizations/{id}/progress at a fixed rate, open loop, as a manager of the organization browses
 * it: pages, a group, the assignment, a search, the charts alone. Baseline in the same run and at
 * the same rate: the organization's user list page (GET /organizations/{id}/members).
 *
 * (b) Submit to manager (target p99 ≤ 300 ms): 100 managers of the organization, each with a
 * signed-in socket (they join its directory room); 200 of its learners each take 3 one-question
 * quizzes of another course, checked out beforehand, submitting at a fixed rate, open loop (a
 * learner waits for their own previous submit). Latency: from the submit request's send to each
 * manager's receipt of the `progress` notice that shows it (the learner's completed items in the
 * course reaching the count that submit makes). Baseline: the submit's own round trip.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Socket } from 'socket.io-client';
import type { ContentItem, GroupItem, OrganizationItem, ReadModelChanged, ReviewCheckout, ReviewRecord } from '@cytocampus/contracts';
import { PostgresEventStore, createDatabase, createPgClient, dropDatabase, type EventData } from '@cytocampus/event-store';
import { freePort, spawnApi, stopProcess, waitUntil } from './lib/api-process.js';
import { activeItem, call, question, sessionHeaders, signedInAdmin } from './lib/courses.js';
import { figureWriter, log, ms, percentile, percentileFigures, sorted } from './lib/figures.js';
import { nameOf } from './lib/names.js';
import { atRate } from './lib/open-loop.js';
import { addSessions, connectSocket } from './lib/signed-in-sockets.js';

const ADMIN_URL = process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const LEARNERS = Number(process.env.BENCH_ORG_LEARNERS ?? 5_000);
const COURSES = 10;
const QUIZZES_PER_COURSE = 2;
const GROUPS = 10;
const PAGE_RATE = Number(process.env.BENCH_ORG_PAGE_RATE ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const MANAGERS = 100;
const SUBMITTERS = 200;
const SUBMITS_EACH = 3;
const SUBMIT_RATE = Number(process.env.BENCH_ORG_SUBMIT_RATE ?? 40);
const NOTICE_TIMEOUT_MS = 10_000;

const figure = figureWriter('org-progress');
const load1 = () => loadavg()[0]!.toFixed(2);

/** An event as the API would record it for a member of the organization. */
const orgEvent = (type: string, data: object, orgId: string, at: number): EventData => ({
  id: randomUUID(),
  type,
  data,
  metadata: { occurredAt: new Date(at).toISOString(), actorId: null, orgId, correlationId: randomUUID(), causationId: null },
});

/** Runs `run` over `items`, `width` at a time. */
async function inBatches<T>(items: readonly T[], width: number, run: (item: T, i: number) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += width) await Promise.all(items.slice(i, i + width).map((item, k) => run(item, i + k)));
}

/** Where learner n stands in course c: 0 not started, 1 started, 2 halfway (one quiz done), 3 complete. */
const standing = (n: number, c: number): 0 | 1 | 2 | 3 => {
  const k = (n * 7 + c * 3) % 10;
  return k < 2 ? 0 : k < 3 ? 1 : k < 7 ? 2 : 3;
};

const name = `bench_org_progress_${Date.now()}`;
const url = await createDatabase(ADMIN_URL, name);
const port = await freePort();
const api = spawnApi(port, { DATABASE_URL: url, RUN_PROJECTIONS: '1', SEED_DEMO: '0', DATA_DIR: await mkdtemp(join(tmpdir(), 'bench-org-progress-')) });
const sql = await createPgClient(url, { max: 16 });
const store = new PostgresEventStore(sql);
const sockets: Socket[] = [];
try {
  const base = `http://127.0.0.1:${port}/api/v1`;
  const benchStarted = performance.now();
  await waitUntil(async () => (await fetch(`${base}/health`)).ok, 'the API', 120_000);

  // The organization, its groups and content, through the API by an administrator.
  const adminHeaders = await signedInAdmin(base, store, sql);
  const orgId = (await call<OrganizationItem>(base, 'POST', '/organizations', adminHeaders, { name: 'Bench Laboratory' })).id;
  const groups: string[] = [];
  for (let g = 0; g < GROUPS; g++) groups.push((await call<GroupItem>(base, 'POST', '/groups', adminHeaders, { orgId, name: `Shift ${g}` })).id);
  const quiz = (title: string) => activeItem(base, adminHeaders, 'quizzes', { name: title, graded: true, pages: [question(title)] });
  const courses: { moduleId: string; quizzes: ContentItem[] }[] = [];
  for (let c = 0; c < COURSES; c++) {
    const quizzes: ContentItem[] = [];
    for (let q = 0; q < QUIZZES_PER_COURSE; q++) quizzes.push(await quiz(`Course ${c} quiz ${q}`));
    const course = await activeItem(base, adminHeaders, 'modules', {
      name: `Bench course ${c}`,
      items: quizzes.map((item) => ({ type: 'quiz', itemId: item.itemId })),
    });
    courses.push({ moduleId: course.itemId, quizzes });
  }
  const assignment = await activeItem(base, adminHeaders, 'curricula', {
    name: 'Bench assignment',
    entries: courses.map((c) => ({ moduleId: c.moduleId, passingScore: 70, required: true, sequential: false })),
  });
  const liveQuizzes: ContentItem[] = [];
  for (let q = 0; q < SUBMITS_EACH; q++) liveQuizzes.push(await quiz(`Live quiz ${q}`));
  const liveCourse = (
    await activeItem(base, adminHeaders, 'modules', {
      name: 'Live course',
      isPublic: true,
      items: liveQuizzes.map((item) => ({ type: 'quiz', itemId: item.itemId })),
    })
  ).itemId;

  // The learners and managers, as registrations record them, with the assignment.
  const learnerIds = Array.from({ length: LEARNERS }, () => randomUUID());
  const managerIds = Array.from({ length: MANAGERS }, () => randomUUID());
  const now = Date.now();
  const register = (userId: string, n: number, role: string, groupId: string | null) => {
    const { first, last } = nameOf(n);
    const events = [
      orgEvent(
        'UserRegistered',
        {
          userId,
          email: `${first}.${last}.${n}@bench.test`.toLowerCase(),
          passwordHash: '!',
          role,
          orgId,
          groupId,
          bio: { firstName: first, lastName: last, alias: `${first[0]}${last[0]}${n}` },
          preferences: {},
          terms: 1,
          origin: 'import',
        },
        orgId,
        now,
      ),
      ...(role === 'cytotechnologist' ? [orgEvent('CurriculumAssigned', { curriculum: assignment.itemId }, orgId, now)] : []),
    ];
    return store.appendToStream(`user-${userId}`, events, { expectedRevision: 'no_stream' });
  };
  let started = performance.now();
  await inBatches(learnerIds, 200, (id, n) => register(id, n, 'cytotechnologist', groups[n % GROUPS]!));
  await inBatches(managerIds, 100, (id, n) => register(id, LEARNERS + n, 'manager', null));
  log(`${LEARNERS} learners and ${MANAGERS} managers appended in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  // Their reviews, as the review calls record them.
  started = performance.now();
  let reviews = 0;
  let events = 0;
  const cells = learnerIds.flatMap((userId, n) => courses.map((course, c) => ({ userId, n, c, course })));
  await inBatches(cells, 250, async ({ userId, n, c, course }) => {
    const where = standing(n, c);
    if (where === 0) return;
    const done = where === 3 ? 2 : where === 2 ? 1 : 0;
    const taken = Math.max(1, done);
    const at = now - ((n * 13 + c * 17) % 30) * 86_400_000;
    for (let q = 0; q < taken; q++) {
      const item = course.quizzes[q]!;
      const reviewId = randomUUID();
      const score = ((n + c + q) % 5) / 4;
      const subject = { reviewId, userId, moduleId: course.moduleId, itemId: item.itemId, revisionId: item.id, itemType: 'quiz', graded: true, pageCount: 1 };
      const list = [orgEvent('ReviewCheckedOut', { ...subject, session: randomUUID(), startTime: at + q * 60_000 }, orgId, at + q * 60_000)];
      if (q < done) {
        const submitTime = at + q * 60_000 + 30_000;
        list.push(orgEvent('ReviewPageSubmitted', { page: 0, score, submitTime }, orgId, submitTime));
        list.push(orgEvent('ReviewCompleted', { submitTime, score }, orgId, submitTime));
      }
      reviews++;
      events += list.length;
      await store.appendToStream(`review-${reviewId}`, list, { expectedRevision: 'no_stream' });
    }
  });
  log(
    `${reviews.toLocaleString('en-US')} reviews (${events.toLocaleString('en-US')} events) appended in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const summaries = cells.filter(({ n, c }) => standing(n, c) !== 0).length;

  // Sessions of the managers and of the learners who will submit.
  const submitters = learnerIds.slice(0, SUBMITTERS);
  const managerTokens = await Promise.all(managerIds.map(async (id) => (await addSessions(store, id, 1))[0]!));
  const submitterTokens = await Promise.all(submitters.map(async (id) => (await addSessions(store, id, 1))[0]!));
  started = performance.now();
  await waitUntil(
    async () => (await sql.query<{ n: number }>('select count(*)::int as n from course_summaries')).rows[0]!.n >= summaries,
    'the stats read model',
    900_000,
  );
  await waitUntil(
    async () => (await sql.query<{ n: number }>('select count(*)::int as n from sessions')).rows[0]!.n >= 1 + MANAGERS + SUBMITTERS,
    'the sessions read model',
    120_000,
  );
  log(`read models caught up ${((performance.now() - started) / 1000).toFixed(1)} s after the appends (${summaries.toLocaleString('en-US')} course summaries)`);
  // A database at rest has statistics of its tables and its bulk writes vacuumed and flushed; autovacuum and the
  // checkpointer would get there within minutes, in the middle of the measurements.
  await sql.query('vacuum analyze');
  await sql.query('checkpoint');

  // (a) The page.
  const manager = await sessionHeaders(base, managerTokens[0]!);
  const get = (path: string) => fetch(`${base}${path}`, { headers: { cookie: manager.cookie! } });
  const progress = `/organizations/${orgId}/progress`;
  const QUERIES = [
    (i: number) => `?page=${1 + (i % 200)}&limit=25`,
    (i: number) => `?groupId=${groups[i % GROUPS]}&page=${1 + (i % 20)}&limit=25`,
    (i: number) => `?curriculumId=${assignment.itemId}&page=${1 + (i % 50)}&limit=100`,
    (i: number) => `?search=${nameOf(i).last.slice(0, 4)}&limit=25`,
    () => `?part=charts`,
    (i: number) => `?learnerId=${learnerIds[i % LEARNERS]}&part=learners`,
  ];
  const first = (await (await get(`${progress}?limit=10`)).json()) as { data?: { total: number; courses: unknown[] } };
  if (first.data?.total !== LEARNERS + MANAGERS || first.data.courses.length !== COURSES)
    throw new Error(`the page answered ${JSON.stringify(first).slice(0, 300)}`);
  for (let i = 0; i < 60; i++) await (await get(`${progress}${QUERIES[i % QUERIES.length]!(i)}`)).arrayBuffer();
  for (const [k, query] of QUERIES.entries()) {
    const t0 = performance.now();
    await (await get(`${progress}${query(k)}`)).arrayBuffer();
    log(`alone: ${query(k)} ${ms(performance.now() - t0)}`);
  }
  log(`machine load average before the load: ${load1()}`);
  const baseline = (await atRate(PAGE_RATE, SECONDS, (i) => get(`/organizations/${orgId}/members?page=${1 + (i % 200)}&limit=25`))).latencies;
  const byKind = QUERIES.map(() => [] as number[]);
  const pages = await atRate(PAGE_RATE, SECONDS, (i) => get(`${progress}${QUERIES[i % QUERIES.length]!(i)}`), byKind);
  for (const [k, times] of byKind.entries()) {
    const s = sorted(times);
    log(`under load: ${QUERIES[k]!(k)} p50 ${ms(percentile(s, 50))}, p99 ${ms(percentile(s, 99))}, max ${ms(s.at(-1)!)}`);
  }
  log(`sends more than 10 ms late: ${pages.sendLag.filter((l) => l > 10).length} of ${pages.sendLag.length}`);
  const scale = `${LEARNERS.toLocaleString('en-US')} learners × ${COURSES} courses, ${PAGE_RATE} req/s`;
  const pageFigure = (p: number) => `organization progress page p${p} (${scale}; baseline: the organization's user list page)`;
  percentileFigures(pageFigure, pages.latencies, baseline, { percentiles: [50, 99], target: 'p99 ≤ 100 ms' }).forEach(figure);

  // (b) Submit to manager.
  for (let i = 0; i < managerTokens.length; i += 50)
    sockets.push(...(await Promise.all(managerTokens.slice(i, i + 50).map((token) => connectSocket(port, token)))));
  /** Per socket: when it first heard that learner's completed items in the live course reach a count ('<learner>/<count>'). */
  const heard = sockets.map(() => new Map<string, number>());
  sockets.forEach((socket, s) =>
    socket.on('changed', (notice: ReadModelChanged) => {
      if (notice.model !== 'progress' || notice.patch.moduleId !== liveCourse) return;
      const key = `${notice.id}/${notice.patch.completeItems}`;
      if (!heard[s]!.has(key)) heard[s]!.set(key, performance.now());
    }),
  );
  const learners = await Promise.all(
    submitters.map(async (id, i) => ({ id, headers: await sessionHeaders(base, submitterTokens[i]!), reviews: [] as ReviewRecord[], busy: Promise.resolve() })),
  );
  // Checked out beforehand (untimed): the load is the submits alone.
  await inBatches(learners, 25, async (learner) => {
    for (const item of liveQuizzes)
      learner.reviews.push((await call<ReviewCheckout>(base, 'POST', `/quizzes/${item.itemId}/review`, learner.headers, { moduleId: liveCourse })).review);
  });
  await new Promise((r) => setTimeout(r, 1000));
  log(
    `${sockets.length} managers watching, ${learners.length} learners with ${SUBMITS_EACH} quizzes checked out; ${SUBMIT_RATE} submits/s … (load ${load1()})`,
  );
  const submits: { learner: string; count: number; sentAt: number; roundTrip: number }[] = [];
  const failures: string[] = [];
  const total = learners.length * SUBMITS_EACH;
  const begin = performance.now();
  for (let i = 0; i < total; i++) {
    const due = begin + (i * 1000) / SUBMIT_RATE;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const learner = learners[i % learners.length]!;
    const k = Math.floor(i / learners.length);
    learner.busy = learner.busy.then(async () => {
      const r = learner.reviews[k]!;
      const copy = { id: r.id, elapsed: r.elapsed, startTime: r.startTime, session: r.session, lastUpdate: r.lastUpdate };
      const sentAt = performance.now();
      const res = await fetch(`${base}/quizzes/${r.itemId}/review/${r.id}/submit`, {
        method: 'PUT',
        headers: learner.headers,
        body: JSON.stringify({ review: copy, data: { selected: [0] } }),
      });
      await res.arrayBuffer();
      if (res.status !== 200) return void failures.push(`submit answered ${res.status}`);
      submits.push({ learner: learner.id, count: k + 1, sentAt, roundTrip: performance.now() - sentAt });
    });
  }
  await Promise.all(learners.map((l) => l.busy));
  const achieved = total / ((performance.now() - begin) / 1000);
  if (failures.length > 0) throw new Error(`${failures.length} submits failed, first: ${failures[0]}`);
  await waitUntil(
    () => Promise.resolve(submits.every((s) => heard.every((h) => h.has(`${s.learner}/${s.count}`)))),
    'every manager to hear every submit',
    NOTICE_TIMEOUT_MS,
  ).catch(() => undefined);
  const latencies: number[] = [];
  let missing = 0;
  for (const s of submits)
    for (const h of heard) {
      const at = h.get(`${s.learner}/${s.count}`);
      if (at === undefined) missing++;
      else latencies.push(at - s.sentAt);
    }
  if (missing > 0) throw new Error(`${missing} (submit, manager) notices never arrived within ${NOTICE_TIMEOUT_MS / 1000} s`);
  const lat = sorted(latencies);
  const trips = sorted(submits.map((s) => s.roundTrip));
  log(`${submits.length} submits at ${achieved.toFixed(1)}/s, ${lat.length.toLocaleString('en-US')} receipts; max ${ms(lat.at(-1)!)} (load ${load1()})`);
  const scene = `${MANAGERS} managers watching, ${SUBMITTERS} learners, ${SUBMIT_RATE} submits/s`;
  const noticeFigure = (p: number) => `submit to manager's progress notice p${p} (${scene}; baseline: the submit's own round trip)`;
  percentileFigures(noticeFigure, lat, trips, { percentiles: [50, 99], target: 'p99 ≤ 300 ms' }).forEach(figure);
  log(`bench ran ${((performance.now() - benchStarted) / 1000).toFixed(1)} s`);
} finally {
  for (const socket of sockets) socket.disconnect();
  await store.close();
  await sql.close();
  await stopProcess(api);
  if (process.env.BENCH_KEEP_DATABASE === '1') log(`kept database ${name}`);
  else await dropDatabase(ADMIN_URL, name);
}
