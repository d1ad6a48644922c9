/**
 * A submit while the stats read model is late (its table held: a `.held` file, run alone, see
 * testing/held-table.ts): the answer is the submitted review, and the stats catch up.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ReviewCheckout, ReviewRecord, StatsRecord } from '@cytocampus/contracts';
import { whileTableHeld } from '../../testing/held-table.js';
import { signedIn } from '../../testing/sign-in.js';
import type { TestClient } from '../../testing/test-client.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { ok } from '../content/testing/content-client.js';
import { newLearner, seedCourse, type SeededCourse } from './testing/seed-course.js';

let t: TestServer;
let admin: TestClient;
let course: SeededCourse;

const copyOf = (r: ReviewRecord) => ({ id: r.id, elapsed: r.elapsed, startTime: r.startTime, session: r.session, lastUpdate: r.lastUpdate });
const write = (client: TestClient, itemId: string, r: ReviewRecord, action: string) =>
  client.put(`/api/v1/quizzes/${itemId}/review/${r.id}/${action}`, { review: copyOf(r) });
const records = (client: TestClient, userId: string, query = '') => client.get(`/api/v1/stats/${userId}/records${query}`);

beforeAll(async () => {
  t = await startTestServer({ database: 'postgres' });
  admin = await signedIn(t.url, 'admin');
  course = await seedCourse(admin);
}, 120_000);
afterAll(() => t.close());

describe('a submit while the stats read model is late', () => {
  it('answers the submitted review (the change is stored) rather than a refusal, and the stats catch up', async () => {
    const taker = await newLearner(t.url, admin, course.assignmentId);
    const q = course.graded.itemId;
    const opened = ok<ReviewCheckout>(await taker.client.post(`/api/v1/quizzes/${q}/review`, { moduleId: course.moduleId })).review;
    // The stats projection cannot apply the submit while its table is held.
    const submitted = ok<ReviewRecord>(await whileTableHeld(t.config.databaseUrl!, 'stats_records', () => write(taker.client, q, opened, 'submit')));
    expect([submitted.pages[0]!.submitTime !== null, submitted.progress]).toEqual([true, 1 / 3]);
    for (let tries = 0; ; tries++) {
      const [record] = ok<StatsRecord[]>(await records(taker.client, taker.id, `?itemId=${q}`));
      if (record?.data.completedPages === 1) break;
      if (tries > 50) throw new Error('the stats never caught up');
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 30_000);
});
