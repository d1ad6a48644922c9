/**
 * A fault test: the built API killed with SIGKILL in the middle of learners' quizzes, on real
 * PostgreSQL, loses no answer it acknowledged. Learners answer a long graded quiz (visits, answer
 * changes, page submits, each write chained on the server's copy of the review) until every one of
 * them is a few pages in, and the API dies with their next writes in flight. After a restart on the
 * same database every acknowledged answer and page submit is there (a write in flight may or may
 * not have landed, nothing else), the stats read model catches up to exactly that state, and the
 * recovered reviews can be finished with the answers they had.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MSG, type CourseForLearner, type LearnerCourse, type ReviewCheckout, type ReviewRecord } from '@cytocampus/contracts';
import { averageScore, quizPageScore } from '@cytocampus/domain';
import { comparePositions, positionFromString, PostgresEventStore } from '@cytocampus/event-store';
import { createTestDatabase, freePort, type TestDatabase } from '@cytocampus/testing';
import { BuiltApi } from '../../testing/built-api.js';
import { signedIn } from '../../testing/sign-in.js';
import type { TestClient } from '../../testing/test-client.js';
import { ok } from '../content/testing/content-client.js';
import { activeItem, newLearner, question } from './testing/seed-course.js';

const LEARNERS = 4;
/** Question pages of the quiz: long enough that nobody is near the end when the API dies. */
const PAGES = 10;
/** Answer changes per page before its submit. */
const UPDATES = 4;
/** The API is killed once every learner has this many page submits acknowledged. */
const KILL_AFTER_PAGES = 3;
/** Every page: four choices, the first two right, exactly two to select. */
const CHOICES = [{ isCorrect: true }, { isCorrect: true }, { isCorrect: false }, { isCorrect: false }];
const MIN_CHOICES = 2;
const ANSWERS = [[0], [1], [2], [3], [0, 1], [0, 2], [1, 3], [2, 3], [1, 0], [3, 0]];

let db: TestDatabase;
let work: string;
let url: string;
let api: BuiltApi;
let moduleId: string;
let quizId: string;
let takers: QuizTaker[] = [];
/** Each learner's review as last acknowledged before the kill, once the first test recovered them; for the second. */
let beforeKill: ReviewRecord[] | null = null;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until the stats read model has applied every event in the store (its checkpoint reaches the head). */
async function statsCaughtUp(): Promise<void> {
  const store = new PostgresEventStore(db.sql);
  try {
    const head = await store.headPosition();
    if (!head) throw new Error('the event store is empty');
    const deadline = Date.now() + 60_000;
    for (;;) {
      const health = (await (await fetch(`${url}/api/v1/health`)).json()) as {
        data: { readModels: Record<string, string | null>; parked: Record<string, number> };
      };
      expect(health.data.parked.stats).toBe(0);
      const at = health.data.readModels.stats;
      if (at && comparePositions(positionFromString(at), head) >= 0) return;
      if (Date.now() > deadline) throw new Error(`the stats read model stayed at ${at}, behind the store's head`);
      await sleep(100);
    }
  } finally {
    await store.close();
  }
}

type Write =
  | { action: 'checkout' }
  | { action: 'visit'; page: number }
  | { action: 'update'; page: number; selected: number[] }
  | { action: 'submit'; page: number; selected?: number[] };

const answerOf = (page: ReviewRecord['pages'][number] | undefined): number[] | null => (page?.data.selected as number[] | undefined) ?? null;
const keyOf = (answer: number[] | null | undefined) => JSON.stringify(answer ?? null);
const submittedPages = (r: ReviewRecord) => r.pages.flatMap((p, i) => (p.submitTime !== null ? [i] : []));

/**
 * One learner taking the quiz the way the player does: every write carries the copy of the review
 * (id, elapsed, start, session, lastUpdate) of the last answer. Keeps every acknowledged (2xx)
 * write and every write whose outcome it never learned.
 */
class QuizTaker {
  record!: ReviewRecord;
  /** Writes answered 2xx, in order. */
  readonly acked: Write[] = [];
  /** Writes sent without a 2xx answer: in flight when the API died, or answered 503 (committed, not yet visible). */
  readonly uncertain: Write[] = [];
  private inFlight: Write | null = null;
  private readonly updatesDone = new Map<number, number>();

  constructor(
    readonly n: number,
    readonly client: TestClient,
  ) {}

  get ackedSubmits(): number {
    return this.acked.filter((w) => w.action === 'submit').length;
  }

  /** A write of this learner is on the wire. */
  get sending(): boolean {
    return this.inFlight !== null;
  }

  get done(): boolean {
    return this.record.submitTime !== null;
  }

  /** The last acknowledged answer of each page and the acknowledged submits with their score. */
  ackedState(): { answers: Map<number, number[]>; submitted: Set<number> } {
    const answers = new Map<number, number[]>();
    const submitted = new Set<number>();
    for (const w of this.acked) {
      if (w.action === 'update' || (w.action === 'submit' && w.selected)) answers.set(w.page, w.selected!);
      if (w.action === 'submit') submitted.add(w.page);
    }
    return { answers, submitted };
  }

  /** The writes still in flight when the API died become uncertain: they may or may not have landed. */
  lost(): void {
    if (this.inFlight) this.uncertain.push(this.inFlight);
    this.inFlight = null;
  }

  /** Sends one write; false when the API is gone (the write's outcome is unknown). */
  async send(w: Write, killed: () => boolean): Promise<boolean> {
    this.inFlight = w;
    let res;
    try {
      res =
        w.action === 'checkout'
          ? await this.client.post(`/api/v1/quizzes/${quizId}/review`, { moduleId })
          : await this.client.put(`/api/v1/quizzes/${quizId}/review/${this.record.id}/${w.action}`, this.bodyOf(w));
    } catch (error) {
      if (killed()) return false;
      throw new Error(`learner ${this.n}: ${w.action} failed while the API ran: ${String(error)}`);
    }
    if (res.status === 200) {
      const record = w.action === 'checkout' ? (res.body.data as ReviewCheckout).review : (res.body.data as ReviewRecord);
      this.acknowledged(w, record);
      return true;
    }
    // Committed, but the read models did not show it within the API's wait: not acknowledged.
    if (res.status === 503 && res.body.message === MSG.changeNotYetVisible) {
      this.uncertain.push(w);
      this.inFlight = null;
      if (killed()) return false;
      // The copy in hand may be stale now: open the review again, as the player does on reload.
      return this.send({ action: 'checkout' }, killed);
    }
    throw new Error(`learner ${this.n}: ${w.action} answered ${res.status} ${JSON.stringify(res.body)}`);
  }

  private bodyOf(w: Exclude<Write, { action: 'checkout' }>): Record<string, unknown> {
    const r = this.record;
    const review = { id: r.id, elapsed: r.elapsed, startTime: r.startTime, session: r.session, lastUpdate: r.lastUpdate };
    switch (w.action) {
      case 'visit':
        return { review, page: w.page };
      case 'update':
        return { review, page: w.page, elapsed: r.elapsed + 1, data: { selected: w.selected } };
      case 'submit':
        return w.selected ? { review, data: { selected: w.selected } } : { review };
    }
  }

  /** A 2xx answer: it must show the write it acknowledges. */
  private acknowledged(w: Write, record: ReviewRecord): void {
    const where = `learner ${this.n}: acknowledged ${JSON.stringify(w)}`;
    if (w.action === 'update') expect([where, answerOf(record.pages[w.page])]).toEqual([where, w.selected]);
    if (w.action === 'submit') {
      const page = record.pages[w.page];
      const answer = w.selected ?? answerOf(this.record.pages[w.page]) ?? [];
      expect([where, page?.submitTime !== null, answerOf(page) ?? [], page?.score]).toEqual([where, true, answer, quizPageScore(CHOICES, answer, MIN_CHOICES)]);
    }
    this.record = record;
    this.acked.push(w);
    this.inFlight = null;
    if (w.action === 'update') this.updatesDone.set(w.page, (this.updatesDone.get(w.page) ?? 0) + 1);
  }

  /** The next write of the quiz: visit the open page, change its answer a few times, submit it. */
  private next(): Write | null {
    const page = this.record.pages.findIndex((p) => p.submitTime === null);
    if (page === -1 || this.done) return null;
    if (this.record.pages[page]!.startTime === null) return { action: 'visit', page };
    const step = this.updatesDone.get(page) ?? 0;
    const pick = ANSWERS[(this.n * 3 + page * 7 + step) % ANSWERS.length]!;
    if (step < UPDATES) return { action: 'update', page, selected: pick };
    // Odd pages send a last change of answer with the submit; even ones submit the recorded answer.
    return page % 2 === 1 ? { action: 'submit', page, selected: pick } : { action: 'submit', page };
  }

  /** Writes until the quiz is submitted or the API is gone. */
  async run(killed: () => boolean): Promise<void> {
    for (let w = this.next(); w && !killed(); w = this.next()) if (!(await this.send(w, killed))) return;
  }
}

const courseOf = async (t: QuizTaker): Promise<LearnerCourse> => ok<CourseForLearner>(await t.client.get(`/api/v1/modules/${moduleId}`)).course!;

/**
 * What a recovered review does wrong against what its learner was told: an acknowledged answer or
 * submit missing or changed, or a change nobody sent. A write whose outcome is unknown may show.
 */
function problemsOf(t: QuizTaker, review: ReviewRecord, before: ReviewRecord): string[] {
  const problems: string[] = [];
  const { answers, submitted } = t.ackedState();
  for (let page = 0; page < PAGES; page++) {
    const got = review.pages[page];
    const where = `learner ${t.n} page ${page}`;
    if (!got) {
      problems.push(`${where}: missing`);
      continue;
    }
    const uncertain = t.uncertain.filter((w) => w.action !== 'checkout' && w.page === page);
    const allowed = [keyOf(answers.get(page)), ...uncertain.flatMap((w) => (w.action === 'update' || w.action === 'submit' ? [keyOf(w.selected)] : []))];
    if (!allowed.includes(keyOf(answerOf(got)))) problems.push(`${where}: answer ${keyOf(answerOf(got))}, acknowledged ${allowed[0]}`);
    if (submitted.has(page)) {
      const told = before.pages[page]!;
      if (got.submitTime === null || got.submitTime !== told.submitTime || got.score !== told.score)
        problems.push(`${where}: acknowledged as submitted (at ${told.submitTime}, score ${told.score}), now at ${got.submitTime}, score ${got.score}`);
    } else if (got.submitTime !== null && !uncertain.some((w) => w.action === 'submit')) problems.push(`${where}: submitted, but no submit was sent`);
  }
  if (review.elapsed < before.elapsed) problems.push(`learner ${t.n}: elapsed went back from ${before.elapsed} to ${review.elapsed}`);
  if (review.submitTime !== before.submitTime) problems.push(`learner ${t.n}: review submitTime ${review.submitTime}, acknowledged ${before.submitTime}`);
  return problems;
}

beforeAll(async () => {
  db = await createTestDatabase();
  work = await mkdtemp(join(tmpdir(), 'quiz-kill-'));
  api = new BuiltApi(await freePort(), { DATA_DIR: join(work, 'data'), DATABASE_URL: db.url, RUN_PROJECTIONS: '1' });
  url = api.url;
  await api.start();

  const admin = await signedIn(url, 'admin');
  const quiz = await activeItem(admin, 'quizzes', {
    name: 'Long cervical graded quiz',
    graded: true,
    pages: Array.from({ length: PAGES }, (_, i) => question(`Finding ${i}`, [0, 1], 4)),
  });
  const course = await activeItem(admin, 'modules', { name: 'Kill-safe course', isPublic: true, items: [{ type: 'quiz', itemId: quiz.itemId }] });
  const assignment = await activeItem(admin, 'curricula', {
    name: 'Kill-safe assignment',
    isPublic: true,
    entries: [{ moduleId: course.itemId, passingScore: 50, required: true, sequential: false }],
  });
  quizId = quiz.itemId;
  moduleId = course.itemId;
  takers = [];
  for (let n = 0; n < LEARNERS; n++) takers.push(new QuizTaker(n, (await newLearner(url, admin, assignment.itemId)).client));
}, 120_000);

afterAll(async () => {
  await api?.killHard();
  await db?.drop();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('a quiz in progress when the API is killed with SIGKILL', () => {
  it('keeps every acknowledged answer and page submit, and the stats catch up to them', async () => {
    for (const t of takers) expect(await t.send({ action: 'checkout' }, () => false)).toBe(true);

    let killed = false;
    let failure: unknown = null;
    const runs = takers.map((t) => t.run(() => killed).catch((error: unknown) => void (failure ??= error)));
    const deadline = Date.now() + 60_000;
    while (Math.min(...takers.map((t) => t.ackedSubmits)) < KILL_AFTER_PAGES) {
      if (failure) throw failure as Error;
      if (Date.now() > deadline) throw new Error(`the learners did not get ${KILL_AFTER_PAGES} pages in within a minute`);
      await sleep(5);
    }
    // Land somewhere in the middle of the next writes, not right after an answer.
    await sleep(Math.floor(Math.random() * 30));
    const inFlight = takers.filter((t) => t.sending).length;
    killed = true;
    await api.killHard();
    await Promise.all(runs);
    if (failure) throw failure as Error;
    for (const t of takers) t.lost();
    // The premise: learners were mid-quiz, with writes on the wire.
    expect(inFlight).toBeGreaterThan(0);
    expect(takers.filter((t) => t.done)).toEqual([]);
    const before = takers.map((t) => t.record);

    await api.start();
    // The sessions live in the database: the same cookies still sign the learners in.
    const reviews: ReviewRecord[] = [];
    for (const t of takers) {
      const res = await t.client.post(`/api/v1/quizzes/${quizId}/review`, { moduleId });
      reviews.push(ok<ReviewCheckout>(res).review);
    }
    expect(takers.flatMap((t, i) => problemsOf(t, reviews[i]!, before[i]!))).toEqual([]);
    // Sanity of the check itself: every learner had submits and answers acknowledged.
    for (const t of takers) expect(t.ackedState().submitted.size).toBeGreaterThanOrEqual(KILL_AFTER_PAGES);

    // The stats read model reaches the end of the store and shows exactly the recovered progress.
    await statsCaughtUp();
    for (const [i, t] of takers.entries()) {
      const review = reviews[i]!;
      const progress = submittedPages(review).length / PAGES;
      expect(review.progress).toBe(progress);
      const course = await courseOf(t);
      const stats = course.items[0]!.stats!;
      expect([t.n, stats.progress, stats.result, stats.submittedOn, stats.firstStart !== null]).toEqual([t.n, progress, null, null, true]);
      expect([t.n, course.header.result, course.header.passed]).toEqual([t.n, null, false]);
      expect(course.header.progress).toBeCloseTo(progress, 12);
      t.record = review;
    }
    beforeKill = before;
  }, 180_000);

  it('lets the learners finish the recovered quizzes, scored on the answers they had', async () => {
    if (!beforeKill) throw new Error('the first test did not recover the reviews');
    const before = beforeKill;
    await Promise.all(takers.map((t) => t.run(() => false)));
    for (const [i, t] of takers.entries()) {
      const final = t.record;
      expect([t.n, final.submitTime !== null, final.progress, final.session]).toEqual([t.n, true, 1, null]);
      // The pages submitted before the kill keep their answers; every page is scored on its answer.
      const kept = submittedPages(before[i]!);
      expect([t.n, kept.map((page) => answerOf(final.pages[page]))]).toEqual([t.n, kept.map((page) => answerOf(before[i]!.pages[page]))]);
      expect(final.pages.map((p) => p.score)).toEqual(final.pages.map((p) => quizPageScore(CHOICES, answerOf(p) ?? [], MIN_CHOICES)));
      expect(final.score).toBe(averageScore(final.pages));
      // A submit waits for the stats read model: the course shows the result at once.
      const course = await courseOf(t);
      expect(course.items[0]!.stats).toMatchObject({ progress: 1, result: final.score, submittedOn: final.submitTime });
      expect(course.header).toMatchObject({ progress: 1, result: final.score, passed: final.score! * 100 >= 50 });
    }
  }, 120_000);
});
