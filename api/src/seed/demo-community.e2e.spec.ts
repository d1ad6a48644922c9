import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { THREAD_ROUTES, type ThreadAlerts, type ThreadDetail, type ThreadPage } from '@cytocampus/contracts';
import { signedInAll, type DemoRole } from '../testing/sign-in.js';
import type { TestClient } from '../testing/test-client.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { EventSourcing } from '../es/event-sourcing.service.js';
import { DemoCommunitySeeder } from './demo-community/demo-community-seeder.js';
import { DEMO_THREADS } from './demo-community/demo-threads.js';
import { DEMO_ORGANIZATION } from './demo-data.js';

let t: TestServer;
let as: Record<DemoRole, TestClient>;

// Under NODE_ENV=test the demo content, and with it the demo community, is off by default (config.seedDemoContent): this test runs the seeder itself.
beforeAll(async () => {
  t = await startTestServer();
  as = await signedInAll(t.url);
});
afterAll(() => t.close());

const data = <T>(res: { status: number; body: { data?: unknown } }): T => {
  expect(res.status).toBe(200);
  return res.body.data as T;
};
const eventCount = async () => (await t.server.infra.sql.query<{ n: number }>('select count(*)::int as n from es_events')).rows[0]!.n;
const [welcome, orgThread, chat] = DEMO_THREADS;

describe('the demo community seed', () => {
  it('writes a sticky welcome thread, an organization thread and a conversation, once', async () => {
    expect(data<ThreadPage>(await as.learner.get(`/api/v1${THREAD_ROUTES.threads}`)).total).toBe(0);
    const seeder = t.server.app.get(DemoCommunitySeeder);
    const first = await seeder.seedOnce();
    expect(first.seeded).toBe(true);
    await t.server.app.get(EventSourcing).readYourWrites(first.position, ['community']);

    const community = data<ThreadPage>(await as.learner.get(`/api/v1${THREAD_ROUTES.threads}`));
    expect(community.items.map((i) => [i.id, i.sticky, i.title, i.createdBy])).toEqual([[welcome!.threadId, true, welcome!.title, welcome!.createdBy]]);
    const own = data<ThreadPage>(await as.learner.get(`/api/v1${THREAD_ROUTES.threads}?ref=${DEMO_ORGANIZATION.orgId}`));
    expect(own.items.map((i) => [i.id, i.messageCount])).toEqual([[orgThread!.threadId, 2]]);
    const conversation = data<ThreadDetail>(await as.learner.get(`/api/v1${THREAD_ROUTES.thread(chat!.threadId)}`));
    expect(conversation.messages.map((m) => [m.id, m.userId])).toEqual(chat!.messages.map((m) => [m.messageId, m.userId]));
    // The conversation's last message is the learner's: it waits for the manager.
    const alerts = data<ThreadAlerts>(await as.manager.get(`/api/v1${THREAD_ROUTES.alerts}`));
    expect(alerts.messages.items.map((i) => i.id)).toEqual([chat!.threadId]);

    const before = await eventCount();
    expect((await seeder.seedOnce()).seeded).toBe(false);
    expect(await eventCount()).toBe(before);
  });
});
