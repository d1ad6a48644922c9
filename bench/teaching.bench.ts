/**
 * Live teaching follow latency (issue 16 §4, docs/adr/0030; target p99 ≤ 100 ms with 200
 * participants). The built API in its own process on real PostgreSQL; 200 participants of the demo
 * organization join a link session (their joins written as the events they would be, as the other
 * realtime benches write sign-ins) and watch it over socket.io; the instructor (the demo admin)
 * sends 10 views a second; each participant times each view from its send to its receipt. Baseline:
 * the same relay to a session of one participant, measured in the same run (as bench/realtime.bench.ts
 * compares a room of 2,000 with a room of one).
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { teachingStream } from '@cytocampus/domain';
import { PostgresEventStore, createDatabase, createPgClient, dropDatabase, type EventStore } from '@cytocampus/event-store';
import { csrfHeader, freePort, signIn, spawnApi, stopProcess, waitUntil } from './lib/api-process.js';

import { figureWriter, log, percentile } from './lib/figures.js';
import { addSessions, benchEvent, connectSocket } from './lib/signed-in-sockets.js';

const ADMIN_URL = process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PARTICIPANTS = Number(process.env.BENCH_TEACHING_PARTICIPANTS ?? 200);
const VIEWS = 100;
const VIEW_INTERVAL_MS = 100;
const DEMO_ORG = '6f1c2a7e-3b9d-4c1e-9a55-0d2f8e7b4c10';

const figure = figureWriter('teaching');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.timeOrigin + performance.now();

/** A learner of the demo organization, as registering records it. */
async function addMember(store: EventStore, n: number): Promise<string> {
  const userId = crypto.randomUUID();
  const data = {
    userId,
    email: `participant-${n}@bench.test`,
    passwordHash: 'x',
    role: 'cytotechnologist',
    orgId: DEMO_ORG,
    groupId: null,
    bio: { firstName: 'Participant', lastName: String(n), alias: `P${n}` },
    preferences: {},
    terms: 1,
    origin: 'admin',
  };
  await store.appendToStream(`user-${userId}`, [benchEvent('UserRegistered', data)], { expectedRevision: 'no_stream' });
  return userId;
}

/** The instructor sends VIEWS views, VIEW_INTERVAL_MS apart; every receiver times each from its `at`. */
async function followLatencies(send: (at: number, i: number) => void, receivers: Socket[], event: string): Promise<number[]> {
  const latencies: number[] = [];
  let received = 0;
  for (const socket of receivers)
    socket.on(event, (view: { at: number }) => {
      latencies.push(now() - view.at);
      received++;
    });
  for (let i = 0; i < VIEWS; i++) {
    send(now(), i);
    await sleep(VIEW_INTERVAL_MS);
  }
  await waitUntil(() => Promise.resolve(received >= VIEWS * receivers.length), `${VIEWS} views at every receiver (${received})`, 10_000).catch(() => undefined);
  for (const socket of receivers) socket.off(event);
  if (received < VIEWS * receivers.length) log(`${VIEWS * receivers.length - received} views not received (volatile: dropped)`);
  return latencies.sort((a, b) => a - b);
}

const name = `bench_teaching_${Date.now()}`;
const url = await createDatabase(ADMIN_URL, name);
const port = await freePort();
const api = spawnApi(port, { DATABASE_URL: url, RUN_PROJECTIONS: '1', DATA_DIR: await mkdtemp(join(tmpdir(), 'bench-teaching-')) });
const sockets: Socket[] = [];
const sql = await createPgClient(url, { max: 4 });
const store = new PostgresEventStore(sql);
try {
  const base = `http://127.0.0.1:${port}/api/v1`;
  await waitUntil(async () => (await fetch(`${base}/health`)).ok, 'the API', 120_000);
  const admin = await signIn(base, 'admin@cytocampus.test');
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: admin, ...csrfHeader(admin) },
      body: JSON.stringify(body),
    });
    const answer = (await res.json()) as { data: T; message?: string };
    if (res.status !== 200) throw new Error(`POST ${path}: ${res.status} ${answer.message}`);
    return answer.data;
  };
  const slide = await post<{ id: string }>('/slides', { accession: 'BENCH12345', cellCount: 0, solution: { type: 'GYN' } });
  const session = await post<{ id: string }>('/teaching/sessions', { slideId: slide.id, title: 'Bench session', audience: { kind: 'link' } });

  const members = [];
  for (let i = 0; i < PARTICIPANTS; i++) members.push(await addMember(store, i));
  const tokens = [];
  for (const userId of members) tokens.push(...(await addSessions(store, userId, 1)));
  const at = Date.now();
  await store.appendToStream(
    teachingStream(session.id),
    members.map((userId) => benchEvent('TeachingParticipantJoined', { sessionId: session.id, userId, at })),
    { expectedRevision: 'any' },
  );
  await waitUntil(
    async () =>
      (await sql.query<{ n: number }>('select jsonb_array_length(participants)::int as n from teaching_sessions where id = $1', [session.id])).rows[0]?.n ===
        PARTICIPANTS && (await sql.query<{ n: number }>('select count(*)::int as n from sessions')).rows[0]!.n >= PARTICIPANTS,
    'the participants and their sessions in the read models',
    120_000,
  );

  const watch = (socket: Socket) =>
    new Promise<boolean>((resolve) => socket.emit('teaching:watch', session.id, (answer: { allowed: boolean }) => resolve(answer.allowed)));
  const instructor = io(`http://127.0.0.1:${port}`, { transports: ['websocket'], extraHeaders: { cookie: admin }, reconnection: false, forceNew: true });
  await new Promise<void>((resolve, reject) => (instructor.once('connect', () => resolve()), instructor.once('connect_error', reject)));
  sockets.push(instructor);
  if (!(await watch(instructor))) throw new Error('the instructor could not watch the session');
  const sendView = (at: number, i: number) =>
    instructor.emit('teaching:view', { sessionId: session.id, center: { x: 500 + i, y: 400 }, magnification: 10, rotation: 0, flipped: false, gamma: 1, at });
  const watchAll = async (batch: Socket[]) => {
    const allowed = await Promise.all(batch.map(watch));
    if (!allowed.every(Boolean)) throw new Error(`${allowed.filter((a) => !a).length} participants could not watch the session`);
  };

  // Baseline: one participant watching (after a warm-up).
  sockets.push(await connectSocket(port, tokens[0]!));
  await watchAll(sockets.slice(1));
  await followLatencies(sendView, sockets.slice(1), 'teaching:view');
  const baseline = await followLatencies(sendView, sockets.slice(1), 'teaching:view');

  for (let i = 1; i < tokens.length; i += 50) sockets.push(...(await Promise.all(tokens.slice(i, i + 50).map((token) => connectSocket(port, token)))));
  const participants = sockets.slice(1);
  await watchAll(participants.slice(1));
  log(`${participants.length} participants watching session ${session.id}`);
  const latencies = await followLatencies(sendView, participants, 'teaching:view');
  for (const p of [50, 99] as const)
    figure({
      name: `instructor-to-participant follow latency with ${PARTICIPANTS} participants, p${p} (baseline: one participant)`,
      value: percentile(latencies, p),
      unit: 'ms',
      baseline: percentile(baseline, p),
      ratio: percentile(latencies, p) / percentile(baseline, p),
      target: p === 99 ? 'p99 ≤ 100 ms' : 'comparison only',
    });
  figure({ name: 'views received by the participants', value: latencies.length, unit: 'receipts', baseline: VIEWS * PARTICIPANTS, target: 'all' });
} finally {
  for (const socket of sockets) socket.disconnect();
  await store.close();
  await sql.close();
  await stopProcess(api);
  await dropDatabase(ADMIN_URL, name);
}
