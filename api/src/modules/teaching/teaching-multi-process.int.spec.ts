/**
 * Live teaching across two API processes sharing PostgreSQL and Redis (docs/adr/0030): the
 * instructor on process A, a participant on process B. The participant receives the instructor's
 * relayed view (through the Redis adapter) and the poll's notice (the projections worker's
 * notification, heard by both processes); control handed on A lets the participant's view from B through.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TEACHING_ROUTES, type CurrentUser, type SlideItem, type TeachingShared, type TeachingSession, type TeachingView } from '@cytocampus/contracts';
import { eventually } from '../../testing/eventually.js';
import { DEMO } from '../../testing/factories.js';
import { connectTo, startRedisCluster, type ClientSocket, type RedisCluster } from '../../testing/redis-cluster.js';
import { TestClient } from '../../testing/test-client.js';

const api = (path: string) => `/api/v1${path}`;

const watch = (socket: ClientSocket, id: string) => new Promise<boolean>((resolve) => socket.emit('teaching:watch', id, (answer) => resolve(answer.allowed)));
const view = (sessionId: string, x: number): TeachingView => ({
  sessionId,
  center: { x, y: 10 },
  magnification: 5,
  rotation: 0,
  flipped: true,
  gamma: 1,
  at: Date.now(),
});
const dataOf = <T>(res: { status: number; body: { data?: unknown; message?: string } }): T => {
  if (res.status !== 200) throw new Error(`${res.status}: ${res.body.message}`);
  return res.body.data as T;
};

describe('live teaching on two API processes sharing one Redis', () => {
  let cluster: RedisCluster;
  let urls: string[];
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    cluster = await startRedisCluster(2);
    urls = cluster.urls;
  }, 90_000);

  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await cluster?.stop();
  });

  it('relays the instructor view from A to a participant on B, and the poll notice reaches B', async () => {
    const [a, b] = urls as [string, string];
    const instructor = new TestClient(a);
    dataOf(await instructor.post(api('/login'), DEMO.admin));
    const participant = new TestClient(b);
    dataOf(await participant.post(api('/login'), DEMO.learner));
    const learnerId = dataOf<CurrentUser>(await participant.get(api('/user'))).id;

    const slide = dataOf<SlideItem>(
      await instructor.post(api('/slides'), { accession: 'MULTI54321', cellCount: 0, solution: { type: 'GYN', result: 'LSIL' } }),
    );
    const session = dataOf<TeachingSession>(
      await instructor.post(api(TEACHING_ROUTES.sessions), { slideId: slide.id, title: 'Across', audience: { kind: 'link' } }),
    );
    const teacherSocket = await connectTo(a, instructor);
    sockets.push(teacherSocket);
    expect(await watch(teacherSocket, session.id)).toBe(true);
    const teacherNotices: TeachingShared[] = [];
    teacherSocket.on('changed', (n) => n.model === 'teaching' && n.patch && teacherNotices.push(n.patch));

    dataOf(await participant.post(api(TEACHING_ROUTES.join(session.id)), {}));
    const learnerSocket = await connectTo(b, participant);
    sockets.push(learnerSocket);
    expect(await watch(learnerSocket, session.id)).toBe(true);
    const views: (TeachingView & { by: string })[] = [];
    learnerSocket.on('teaching:view', (v) => views.push(v));
    const learnerNotices: TeachingShared[] = [];
    learnerSocket.on('changed', (n) => n.model === 'teaching' && n.patch && learnerNotices.push(n.patch));

    // The join made through B reached the instructor's socket on A.
    await eventually(() => teacherNotices.some((n) => n.participantCount === 1), 'the join notice on A', 10_000);
    teacherSocket.emit('teaching:view', view(session.id, 42));
    await eventually(() => views.length > 0, 'the view on B', 10_000);
    expect(views[0]).toMatchObject({ center: { x: 42, y: 10 }, flipped: true, by: session.instructorId });

    dataOf(await instructor.post(api(TEACHING_ROUTES.poll(session.id)), {}));
    await eventually(() => learnerNotices.some((n) => n.poll?.open === true), 'the poll notice on B', 10_000);
    expect(learnerNotices.find((n) => n.poll)?.poll?.options).toContain('LSIL');

    // Control handed through A: process B learns it from the notice and relays the participant's view to A.
    const teacherViews: (TeachingView & { by: string })[] = [];
    teacherSocket.on('teaching:view', (v) => teacherViews.push(v));
    dataOf(await instructor.post(api(TEACHING_ROUTES.control(session.id)), { userId: learnerId }));
    await eventually(() => learnerNotices.some((n) => n.controllerId === learnerId), 'the control notice on B', 10_000);
    learnerSocket.emit('teaching:view', view(session.id, 77));
    await eventually(() => teacherViews.length > 0, 'the participant view on A', 10_000);
    expect(teacherViews[0]).toMatchObject({ center: { x: 77, y: 10 }, by: learnerId });
  }, 60_000);
});
