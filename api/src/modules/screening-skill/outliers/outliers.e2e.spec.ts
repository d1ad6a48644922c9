import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { GENERIC } from '@cytocampus/schema';
import {
  MSG,
  SKILL_OUTLIER_ROUTES,
  THREAD_ROUTES,
  type OrganizationSkills,
  type ReadModelChanged,
  type SkillOutlierSettings,
  type ThreadAlerts,
} from '@cytocampus/contracts';
import { SKILL_OUTLIER_NOTICE_NOT_FOUND } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { SQL } from '../../../infra/tokens.js';
import { signedInAll, type DemoRole } from '../../../testing/sign-in.js';
import type { TestClient } from '../../../testing/test-client.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';
import { account, api, courseLearner, diagnosis, me, ok, ReviewRun, seedAuditCourse, type AuditCourse } from '../../audit/testing/audit-course.js';
import { connect, eventually, type ClientSocket } from '../../community/testing/community-client.js';
import { SkillOutlierMail } from './outlier-mail.js';
import { SkillOutlierWatch } from './outlier-watch.js';

let t: TestServer;
let as: Record<DemoRole, TestClient>;
let course: AuditCourse;
let own: string;
let other: string;
/** A second manager of the organization, who wants no update e-mails. */
let quiet: { client: TestClient; id: string };
/** A third manager of the organization, who wants the day's summary (due from hour 0 here). */
let daily: { client: TestClient; id: string };
/** The manager of another organization. */
let elsewhere: { client: TestClient; id: string };
const sockets: ClientSocket[] = [];

const settingsOf = (client: TestClient, orgId: string) => client.get(api(SKILL_OUTLIER_ROUTES.settings(orgId)));
const setSettings = (client: TestClient, orgId: string, body: unknown) => client.put(api(SKILL_OUTLIER_ROUTES.settings(orgId)), body);
const alertsOf = async (client: TestClient) => ok<ThreadAlerts>(await client.get(api(THREAD_ROUTES.alerts))).outliers;
const refusal = (res: { status: number; body: unknown }) => [res.status, res.body];

/** A learner of the organization who answers the HSIL slide of the course with `result`. */
async function answers(lastName: string, result: string): Promise<string> {
  const learner = await courseLearner(t.url, as.super, course, own, lastName);
  const run = await new ReviewRun(learner.client).checkoutTest(course);
  await run.visit(course.hsil, 0);
  await run.submit(course.hsil, diagnosis(result));
  return learner.id;
}

const flagsOf = async (userId: string): Promise<string[]> => {
  const sql = t.server.app.get<SqlClient>(SQL, { strict: false });
  const { rows } = await sql.query<{ type: string }>(`select event_type as type from es_events where stream_id = $1 order by position`, [
    `skill-outliers-${userId}`,
  ]);
  return rows.map((r) => r.type);
};

beforeAll(async () => {
  t = await startTestServer({ env: { SLIDE_MIN_BYTES: '1', COMMUNITY_MAIL_INTERVAL_MS: '100', DAILY_SUMMARY_HOUR: '0' } });
  as = await signedInAll(t.url);
  own = (await me(as.manager)).orgId!;
  other = ok<{ id: string }>(await as.super.post(api('/organizations'), { name: 'Outlier Other Laboratory' })).id;
  course = await seedAuditCourse(t.url, as.admin);
  quiet = await account(t.url, as.super, { orgId: own, role: 'manager' });
  daily = await account(t.url, as.super, { orgId: own, role: 'manager' });
  elsewhere = await account(t.url, as.super, { orgId: other, role: 'manager' });
  ok(await as.manager.put(api('/user/prefs'), { updateEmail: 'instant' }));
  ok(await quiet.client.put(api('/user/prefs'), { updateEmail: 'off' }));
}, 240_000);
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t?.close();
});

describe('outlier thresholds (settings of the organization)', () => {
  it('are the defaults until a manager of the organization sets them; the Skills view marks by them', async () => {
    expect(ok<SkillOutlierSettings>(await settingsOf(as.manager, own))).toEqual({ factor: 2, minSlides: 5 });
    expect(ok<SkillOutlierSettings>(await setSettings(as.manager, own, { factor: 1.5, minSlides: 1 }))).toEqual({ factor: 1.5, minSlides: 1 });
    expect(ok<SkillOutlierSettings>(await settingsOf(as.admin, own))).toEqual({ factor: 1.5, minSlides: 1 });
    expect(ok<OrganizationSkills>(await as.manager.get(api(`/organizations/${own}/skills`)))).toMatchObject({ factor: 1.5, minSlides: 1 });
    expect(ok<SkillOutlierSettings>(await settingsOf(elsewhere.client, other))).toEqual({ factor: 2, minSlides: 5 });
  });

  it('refuses values out of bounds field by field and changes nothing', async () => {
    const bad = await setSettings(as.manager, own, { factor: 0.5, minSlides: 2.5 });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 400,
      field: 'factor',
      message: GENERIC.mustBeGreaterThan(0.9),
      errors: [
        { field: 'factor', message: GENERIC.mustBeGreaterThan(0.9) },
        { field: 'minSlides', message: GENERIC.mustBeEvenMultipleOf(1) },
      ],
    });
    const missing = await setSettings(as.manager, own, { factor: 3 });
    expect(missing.body).toMatchObject({ code: 400, field: 'minSlides', message: GENERIC.required });
    expect(ok<SkillOutlierSettings>(await settingsOf(as.manager, own))).toEqual({ factor: 1.5, minSlides: 1 });
  });

  it('are for the organization’s managers and admins only', async () => {
    const forbidden = [403, { code: 403, message: MSG.forbidden, field: null }];
    expect(refusal(await setSettings(elsewhere.client, own, { factor: 3, minSlides: 2 }))).toEqual(forbidden);
    expect(refusal(await settingsOf(elsewhere.client, own))).toEqual(forbidden);
    expect(refusal(await setSettings(as.learner, own, { factor: 3, minSlides: 2 }))).toEqual(forbidden);
  });
});

describe('a learner crossing a threshold', () => {
  let flagged: string;
  /** What the sockets of the manager, the quiet manager and the other organization's manager heard. */
  let managerHeard: ReadModelChanged[][];

  beforeAll(async () => {
    const heard = await Promise.all([as.manager, quiet.client, elsewhere.client].map(async (c) => (await connect(t.url, c, sockets)).heard));
    await answers('Right', 'HSIL');
    flagged = await answers('Missed', 'NILM');
    const watch = t.server.app.get(SkillOutlierWatch, { strict: false });
    await eventually(async () => {
      await watch.nextPass();
      return heard[0]!.some((n) => n.model === 'skillOutlier');
    }, 'the manager’s outlier notice');
    await t.server.app.get(SkillOutlierMail, { strict: false }).nextPass();
    managerHeard = heard;
  }, 120_000);

  it('reaches the managers’ sockets and alerts, with the rates and both sides’ figures; nobody in another organization', async () => {
    const mine = await alertsOf(as.manager);
    expect(mine.count).toBe(1);
    expect(mine.items[0]).toMatchObject({
      userId: flagged,
      orgId: own,
      rates: ['falseNegativeRate'],
      learner: { slides: 1, falseNegativeRate: 1 },
      organization: { falseNegativeRate: 0.5 },
      factor: 1.5,
      read: false,
    });
    expect(mine.items[0]!.name).toContain('Missed');
    expect((await alertsOf(quiet.client)).count).toBe(1);
    expect(managerHeard[1]!.some((n) => n.model === 'skillOutlier')).toBe(true);
    expect(await alertsOf(elsewhere.client)).toEqual({ count: 0, items: [] });
    expect(managerHeard[2]!.some((n) => n.model === 'skillOutlier')).toBe(false);
  });

  it('e-mails the manager who wants update e-mails at once, the one who wants the day’s once it is due, not the one who wants none', async () => {
    const [manager, quietOne, dailyOne] = await Promise.all([me(as.manager), me(quiet.client), me(daily.client)]);
    await eventually(async () => (await t.outbox()).some((m) => m.includes('stands out') && m.includes(manager.email)), 'the manager’s mail');
    await eventually(async () => (await t.outbox()).some((m) => m.includes('stands out') && m.includes(dailyOne.email)), 'the daily manager’s mail');
    const mails = (await t.outbox()).filter((m) => m.includes('stands out'));
    expect(mails.filter((m) => m.includes(quietOne.email))).toHaveLength(0);
    expect(mails[0]).toContain(`/dashboard/org/skills/${flagged}`);
  });

  it('is recorded once however often (and by how many at once) the learner is assessed', async () => {
    const watch = t.server.app.get(SkillOutlierWatch, { strict: false });
    await Promise.all([watch.assessOrganization(own), watch.assessOrganization(own), watch.nextPass()]);
    expect((await flagsOf(flagged)).filter((type) => type === 'SkillOutlierFlagged')).toHaveLength(1);
  });

  it('is marked read when its recipient opens it; another manager cannot', async () => {
    const id = (await alertsOf(as.manager)).items[0]!.id;
    expect(refusal(await elsewhere.client.put(api(SKILL_OUTLIER_ROUTES.read(id)), {}))).toEqual([
      404,
      { code: 404, message: SKILL_OUTLIER_NOTICE_NOT_FOUND, field: null },
    ]);
    ok(await as.manager.put(api(SKILL_OUTLIER_ROUTES.read(id)), {}));
    expect((await alertsOf(as.manager)).count).toBe(0);
    expect((await alertsOf(quiet.client)).count).toBe(1);
  });

  it('follows the organization’s rates: others’ slides alone drop the learner, and flag them again', async () => {
    const watch = t.server.app.get(SkillOutlierWatch, { strict: false });
    const until = (check: () => Promise<boolean>, what: string) =>
      eventually(async () => {
        await watch.nextPass();
        return check();
      }, what);
    // Two more misses: the organization misses 3 of 4, and a rate of 1 is no longer more than 1.5× that.
    const missers = [await answers('MissedToo', 'NILM'), await answers('MissedAgain', 'NILM')];
    await until(async () => (await flagsOf(flagged)).includes('SkillOutlierDropped'), 'the first learner dropped');
    for (const id of missers) expect(await flagsOf(id)).toEqual([]);
    // One more right answer: 3 of 5, and every miss stands out, the first learner for the second time.
    await answers('RightToo', 'HSIL');
    await until(async () => (await flagsOf(missers[1]!)).includes('SkillOutlierFlagged'), 'the last misser flagged');
    // Its stream also holds the mails and the reading of the first flag.
    const crossings = async (userId: string) => (await flagsOf(userId)).filter((type) => type === 'SkillOutlierFlagged' || type === 'SkillOutlierDropped');
    await until(async () => (await crossings(flagged)).length === 3, 'the first learner flagged again');
    expect(await crossings(flagged)).toEqual(['SkillOutlierFlagged', 'SkillOutlierDropped', 'SkillOutlierFlagged']);
    expect(await crossings(missers[0]!)).toEqual(['SkillOutlierFlagged']);
  });
});
