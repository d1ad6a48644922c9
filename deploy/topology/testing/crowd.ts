import { io, type Socket } from 'socket.io-client';
import {
  LEARNING_ROUTES,
  type ClientToServerEvents,
  type ReviewCheckout,
  type ReviewRecord,
  type ServerToClientEvents,
  type UserDetail,
} from '@cytocampus/contracts';
import { ok } from '../../../api/src/modules/content/testing/content-client.js';
import { activeItem, hsilSlide, PASSWORD } from '../../../api/src/modules/learning/testing/seed-course.js';
import { DEMO, newUser } from '../../../api/src/testing/factories.js';
import { TestClient } from '../../../api/src/testing/test-client.js';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
const api = (path: string) => `/api/v1${path}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A slide test of one HSIL slide in a course, assigned: what the simulated learners review. */
export interface SlideCourse {
  testId: string;
  moduleId: string;
  slideItemId: string;
  assignmentId: string;
}

export async function slideCourse(url: string, admin: TestClient): Promise<SlideCourse> {
  const slide = await hsilSlide(url, admin);
  const test = await activeItem(admin, 'tests', { name: 'Topology slide test', slides: [slide.itemId] });
  const course = await activeItem(admin, 'modules', { name: 'Topology course', isPublic: false, items: [{ type: 'test', itemId: test.itemId }] });
  const assignment = await activeItem(admin, 'curricula', {
    name: 'Topology assignment',
    isPublic: true,
    entries: [{ moduleId: course.itemId, passingScore: 50 }],
  });
  return { testId: test.itemId, moduleId: course.itemId, slideItemId: slide.itemId, assignmentId: assignment.itemId };
}

/** A signed-in browser through nginx: its cookies (the session's and nginx's cc_upstream) and its socket. */
export async function connect(url: string, client: TestClient): Promise<ClientSocket> {
  const socket: ClientSocket = io(url, { transports: ['websocket'], extraHeaders: { cookie: client.cookieHeader } });
  await new Promise<void>((resolve, reject) => (socket.once('connect', resolve), socket.once('connect_error', reject)));
  return socket;
}

/** The comment a learner's `n`th update writes: found again in the event store and the read model. */
const comment = (learner: number, n: number) => `tw:${learner}:${n}`;
export const COMMENT_PATTERN = /tw:(\d+):(\d+)/g;

/** One simulated learner: updates their review of the slide (a new comment each time) until stopped. */
class Learner {
  socket!: ClientSocket;
  review!: ReviewRecord;
  /** The numbers of the updates answered 2xx: each must be in the store afterwards. */
  readonly acknowledged: number[] = [];
  failures = 0;
  private n = 0;
  /** When the socket lost its server, and how long it took to be connected again (ms). */
  private lostAt: number | null = null;
  readonly reconnects: number[] = [];

  constructor(
    readonly index: number,
    readonly client: TestClient,
    private readonly course: SlideCourse,
  ) {}

  async checkout(): Promise<void> {
    this.review = ok<ReviewCheckout>(
      await this.client.post(api(LEARNING_ROUTES.checkout('tests', this.course.testId)), { moduleId: this.course.moduleId }),
    ).review;
  }

  watch(socket: ClientSocket): void {
    this.socket = socket;
    socket.on('disconnect', () => (this.lostAt ??= Date.now()));
    socket.on('connect', () => {
      if (this.lostAt !== null) this.reconnects.push(Date.now() - this.lostAt);
      this.lostAt = null;
    });
  }

  get disconnected(): boolean {
    return this.lostAt !== null;
  }

  private write(action: 'update', data: Record<string, unknown>) {
    const { id, elapsed, startTime, session, lastUpdate } = this.review;
    const body = { review: { id, elapsed, startTime, session, lastUpdate }, page: 0, elapsed: elapsed + 1, data };
    return this.client.put(api(LEARNING_ROUTES.review('slides', this.course.slideItemId, id, action)), body);
  }

  /** One update; a refusal or a lost answer resumes the review (a new checkout) before the next. */
  async update(): Promise<void> {
    const n = ++this.n;
    const res = await this.write('update', {
      shortList: [],
      customObjects: [],
      component: null,
      organisms: [],
      result: null,
      comments: comment(this.index, n),
    }).catch(() => null);
    if (res && res.status === 200) {
      this.review = res.body.data as ReviewRecord;
      this.acknowledged.push(n);
      return;
    }
    this.failures++;
    await this.checkout().catch(() => undefined);
  }
}

/**
 * Learners of the demo organization updating their review of a slide through nginx, each on a
 * socket of their own, and the demo manager's socket hearing the progress pushes.
 */
export class Crowd {
  private running: Promise<void>[] = [];
  private stopping = false;
  readonly managerNotices: number[] = [];

  private constructor(
    readonly learners: Learner[],
    readonly manager: ClientSocket,
  ) {
    manager.on('changed', () => this.managerNotices.push(Date.now()));
  }

  static async gather(url: string, admin: TestClient, course: SlideCourse, count: number): Promise<Crowd> {
    const orgId = (ok<UserDetail>(await admin.get(api('/user'))) as { orgId: string | null }).orgId;
    const learners: Learner[] = [];
    for (let index = 0; index < count; index++) {
      const body = newUser({ curriculum: course.assignmentId, password: PASSWORD, orgId });
      ok(await admin.post(api('/users'), body));
      const client = new TestClient(url);
      ok(await client.post(api('/login'), { email: body.email, password: PASSWORD }));
      const learner = new Learner(index, client, course);
      await learner.checkout();
      learner.watch(await connect(url, client));
      learners.push(learner);
    }
    const manager = new TestClient(url);
    ok(await manager.post(api('/login'), DEMO.manager));
    return new Crowd(learners, await connect(url, manager));
  }

  /** Every learner updates once per `intervalMs` (their own pace: the first waits a random part of it). */
  start(intervalMs = 400): void {
    this.stopping = false;
    this.running = this.learners.map(async (learner) => {
      await sleep(Math.random() * intervalMs);
      while (!this.stopping) {
        const began = Date.now();
        await learner.update();
        await sleep(Math.max(0, intervalMs - (Date.now() - began)));
      }
    });
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.running);
  }

  get disconnected(): Learner[] {
    return this.learners.filter((l) => l.disconnected);
  }

  close(): void {
    for (const learner of this.learners) learner.socket.disconnect();
    this.manager.disconnect();
  }
}
