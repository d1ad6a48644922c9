/**
 * The cases issue 9 reported, one named test each (ADR 0019): NUL (U+0000) and lone surrogates
 * that used to pass validation and vanish into a parked event, a NUL path or search that answered
 * 500, 5,000-deep nesting that overflowed the stack, and the body limits. Every one must be
 * refused (400, or 413 for the size) in the error shape, and change nothing: the event store's head
 * stays where it was and a GET shows the old value. Then what the fuzz suite found beyond them:
 * text that reaches the app by a way the edge check does not see (bytes that are not UTF-8, a raw
 * import's JSON inside a string, HTML entities), and a request head too long for Node.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { INPUT_MESSAGES, isUnsafeText } from '@cytocampus/schema';
import { solveCaptcha } from '../testing/captcha.js';
import { newUser, registration } from '../testing/factories.js';
import { signedIn } from '../testing/sign-in.js';
import { TestClient } from '../testing/test-client.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { Budget, closeConnections, errorShapeProblem, FuzzClient, headOf, type Reply } from './testing/fuzz-client.js';
import { nestedJson, RawBytes, RawJson, toBody, toJson } from './testing/hostile-values.js';
import { API, CONTENT_BODIES } from './testing/sample-bodies.js';

let t: TestServer;
let learner: FuzzClient;
let admin: FuzzClient;
let superUser: FuzzClient;
let orgId: string;
let groupId: string;
let slideId: string;
const budget = new Budget(2_000);
const head = () => headOf(t.server.infra.sql)();

beforeAll(async () => {
  t = await startTestServer();
  const [l, a, s] = await Promise.all([signedIn(t.url, 'learner'), signedIn(t.url, 'admin'), signedIn(t.url, 'super')]);
  [learner, admin, superUser] = [
    FuzzClient.from(l, t.url, 'learner', budget),
    FuzzClient.from(a, t.url, 'admin', budget),
    FuzzClient.from(s, t.url, 'super', budget),
  ];
  orgId = (await ok(admin.json('POST', `${API}/organizations`, { name: 'Reported Laboratory' }))).id as string;
  groupId = (await ok(admin.json('POST', `${API}/groups`, { orgId, name: 'Reported group' }))).id as string;
  slideId = (await ok(admin.json('POST', `${API}/slides`, CONTENT_BODIES.slides({})))).id as string;
}, 120_000);
afterAll(async () => {
  closeConnections();
  await t.close();
});

async function ok(reply: Promise<Reply>): Promise<Record<string, unknown>> {
  const r = await reply;
  expect([r.status, r.text.slice(0, 300)]).toEqual([200, expect.any(String)]);
  return (r.json as { data: Record<string, unknown> }).data;
}

const data = async (client: FuzzClient, path: string): Promise<Record<string, unknown>> => ok(client.get(path));

/** Sends a request and expects a refusal in the error shape; the event store's head does not move. */
async function refused(call: () => Promise<Reply>, status = 400, field?: string): Promise<Reply> {
  const before = await head();
  const reply = await call();
  expect({ status: reply.status, shape: errorShapeProblem(reply.status, reply.json), body: reply.text.slice(0, 300) }).toEqual({
    status,
    shape: null,
    body: expect.any(String),
  });
  if (field !== undefined) expect((reply.json as { field: unknown }).field).toBe(field);
  expect(await head()).toBe(before);
  return reply;
}

const total = async (path: string): Promise<number> => (await data(admin, `${path}?limit=100`)).total as number;

describe('NUL and lone surrogates in a body are refused and change nothing', () => {
  it('PUT /user/profile {"lab":"a\\u0000b"}', async () => {
    const before = ((await data(learner, `${API}/user`)).bio as { lab: string }).lab;
    const reply = await refused(() => learner.json('PUT', `${API}/user/profile`, { lab: 'a\u0000b' }), 400, 'lab');
    expect((reply.json as { message: string }).message).toBe(INPUT_MESSAGES.unsafeCharacter);
    await refused(() => learner.json('PUT', `${API}/user/profile`, { lab: 'x\ud800' }), 400, 'lab');
    expect(((await data(learner, `${API}/user`)).bio as { lab: string }).lab).toBe(before);
  });

  it('PUT /user/profile with a lone surrogate sent as bytes (WTF-8): refused, not stored as U+FFFD', async () => {
    const before = ((await data(learner, `${API}/user`)).bio as { lab: string }).lab;
    await refused(() => learner.send('PUT', `${API}/user/profile`, toBody({ lab: new RawBytes(Buffer.from([0x61, 0xed, 0xa0, 0x80, 0x62])) })), 400);
    expect(((await data(learner, `${API}/user`)).bio as { lab: string }).lab).toBe(before);
  });

  it('PUT /groups/{id} with a NUL in the name, and in the description', async () => {
    const before = await data(admin, `${API}/groups/${groupId}`);
    await refused(() => admin.json('PUT', `${API}/groups/${groupId}`, { name: 'Night\u0000shift' }), 400, 'name');
    await refused(() => admin.json('PUT', `${API}/groups/${groupId}`, { description: '\ud800' }), 400, 'description');
    expect(await data(admin, `${API}/groups/${groupId}`)).toEqual(before);
  });

  it('PUT /announcement with a NUL, and with a lone surrogate', async () => {
    const before = await data(admin, `${API}/announcement`);
    await refused(() => admin.json('PUT', `${API}/announcement`, { content: '<p>Hello\u0000</p>' }), 400, 'content');
    await refused(() => admin.json('PUT', `${API}/announcement`, { content: '<p>\udfff</p>' }), 400, 'content');
    expect(await data(admin, `${API}/announcement`)).toEqual(before);
  });

  it.each([
    ['a course', `${API}/modules`, { ...CONTENT_BODIES.modules({}), items: [], name: 'Course\u0000one' }],
    ['a slide', `${API}/slides`, { ...CONTENT_BODIES.slides({}), name: 'Slide\u0000one' }],
    ['an organization', `${API}/organizations`, { name: 'Lab\u0000oratory' }],
    ['a group', `${API}/groups`, { orgId: 'ORG', name: 'Group\u0000one' }],
  ])('creating %s with a NUL in its name', async (_label, path, body) => {
    const before = await total(path);
    const withOrg = 'orgId' in body ? { ...body, orgId } : body;
    await refused(() => admin.json('POST', path, withOrg), 400, 'name');
    await refused(() => admin.json('POST', path, { ...withOrg, name: 'Lone \udc00 surrogate' }), 400, 'name');
    expect(await total(path)).toBe(before);
  });

  it('POST /users with a NUL in firstName; the address stays free', async () => {
    const body = newUser({ orgId, bio: { firstName: 'Qu\u0000inn' } });
    await refused(() => admin.json('POST', `${API}/users`, body), 400, 'bio.firstName');
    const created = await ok(admin.json('POST', `${API}/users`, { ...body, bio: { ...body.bio, firstName: 'Quinn' } }));
    expect(created).toMatchObject({ email: body.email, firstName: 'Quinn' });
  });

  it('anonymous POST /register with a NUL in firstName; the address stays free', async () => {
    const anonymous = new FuzzClient(t.url, 'anonymous', budget);
    const body = registration({ bio: { firstName: 'Ca\u0000sey' } });
    await refused(
      async () => anonymous.json('POST', `${API}/register`, { ...body, captchaToken: await solveCaptcha(new TestClient(t.url)) }),
      400,
      'bio.firstName',
    );
    const clean = { ...body, bio: { ...body.bio, firstName: 'Casey' }, captchaToken: await solveCaptcha(new TestClient(t.url)) };
    expect(await ok(anonymous.json('POST', `${API}/register`, clean))).toMatchObject({ email: body.email, firstName: 'Casey' });
  });

  it('POST /organizations/{id}/members with a NUL in the user id', async () => {
    const member = await ok(admin.json('POST', `${API}/users`, newUser({ orgId: null })));
    await refused(() => admin.json('POST', `${API}/organizations/${orgId}/members`, { userId: `${String(member.id)}\u0000` }), 400, 'userId');
    expect((await data(admin, `${API}/users/${String(member.id)}`)).orgId).toBeNull();
  });

  it("a slide's solution.objectText nested 5,000 deep", async () => {
    const before = await data(admin, `${API}/slides/${slideId}`);
    // Built as text: JSON.stringify itself overflows on 5,000 levels.
    const solution = { type: 'GYN', objects: ['o1'], objectText: { o1: new RawJson(nestedJson(5000)) } };
    await refused(() => admin.send('PUT', `${API}/slides/${slideId}`, toJson({ solution })));
    await refused(() => admin.send('POST', `${API}/slides`, toJson({ ...CONTENT_BODIES.slides({}), solution })));
    expect(await data(admin, `${API}/slides/${slideId}`)).toEqual(before);
  });
});

describe('NUL in a path or a search is a 400, not a 500', () => {
  it('GET /api/v1/users/%00 as a learner', async () => {
    const reply = await refused(() => learner.get(`${API}/users/%00`), 400, 'path');
    expect((reply.json as { message: string }).message).toBe(INPUT_MESSAGES.unsafeCharacter);
  });

  const LISTS = ['users', 'organizations', 'groups', 'modules', 'curricula', 'presentations', 'quizzes', 'tests', 'feedback-forms', 'slides', 'uploads'];

  it.each(LISTS)('GET /%s?search=%%00', async (list) => {
    for (const client of [admin, learner]) await refused(() => client.get(`${API}/${list}?search=%00`), 400, 'search');
  });

  it('a lone surrogate in a search, percent-encoded as a client writes it (WTF-8), is refused, not turned into U+FFFD', async () => {
    for (const list of LISTS) await refused(() => admin.get(`${API}/${list}?search=%ED%A0%80`), 400, 'search');
  });
});

describe('the size and syntax of a body', () => {
  it('answers a 2 MB JSON body with 413 in the error shape', async () => {
    await refused(() => admin.send('PUT', `${API}/groups/${groupId}`, JSON.stringify({ name: 'Night shift', description: 'x'.repeat(2_000_000) })), 413);
    await refused(() => learner.send('PUT', `${API}/user/profile`, JSON.stringify({ lab: 'x'.repeat(2_000_000) })), 413);
  });

  it('answers malformed JSON with 400 in the error shape', async () => {
    await refused(() => admin.send('PUT', `${API}/groups/${groupId}`, '{"name": "Night shift"'), 400);
    await refused(() => learner.send('PUT', `${API}/user/profile`, "{lab: 'single quotes'}"), 400);
  });

  it('answers a 100,000-character path or query in the error shape (Node answers it before the app sees it)', async () => {
    // Node's HTTP parser answers 431 with an empty body when the request head exceeds 16 KB.
    for (const path of [`${API}/users/${'a'.repeat(100_000)}`, `${API}/users?search=${'a'.repeat(100_000)}`]) {
      const reply = await learner.get(path);
      expect({ status: reply.status, shape: errorShapeProblem(reply.status, reply.json), body: reply.text.slice(0, 200) }).toEqual({
        status: expect.any(Number),
        shape: null,
        body: expect.any(String),
      });
    }
  });
});

describe('text the edge cannot see is checked where it is read', () => {
  it('a raw import (JSON inside a string) with a NUL or a lone surrogate imports nothing and keeps the address free', async () => {
    const record = newUser({ bio: { firstName: 'Ra\u0000w' } });
    const surrogate = newUser({ bio: { lastName: 'Low\udc00' } });
    const reply = await ok(superUser.json('POST', `${API}/user/rawImport`, { userJson: JSON.stringify([record, surrogate]) }));
    expect(reply).toEqual({ imported: 0, skipped: 2 });
    const clean = await ok(
      superUser.json('POST', `${API}/user/rawImport`, { userJson: JSON.stringify([{ ...record, bio: { ...record.bio, firstName: 'Raw' } }]) }),
    );
    expect(clean).toEqual({ imported: 1, skipped: 0 });
  });

  it('an announcement whose HTML entities decode to refused characters (&#0; &#x1b; &#xd800;) stores none of them', async () => {
    const reply = await admin.json('PUT', `${API}/announcement`, { content: '<p>a&#0;b&#x1b;c&#xd800;d</p>' });
    const content = reply.status === 200 ? ((await data(admin, `${API}/announcement`)).content as string) : '';
    expect(isUnsafeText(content)).toBe(false);
  });
});
