/**
 * Personal access tokens (issue 38, docs/adr/0034): issued by whoever may edit a user as an
 * administrator, used as `Authorization: Bearer …` with the user's permissions of the moment and no
 * CSRF header, refused at once when revoked, expired or the user is deactivated, stored only hashed.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import {
  ACCESS_TOKEN_PREFIX,
  MSG,
  TOKEN_MSG,
  type AccessTokenList,
  type CurrentUser,
  type IssuedAccessToken,
  type OrganizationItem,
  type UserDetail,
  type UserHistoryEntry,
} from '@cytocampus/contracts';
import { newUser } from '../../../../testing/factories.js';
import { eventually } from '../../../../testing/eventually.js';
import { signedInAll, type DemoRole } from '../../../../testing/sign-in.js';
import type { TestClient } from '../../../../testing/test-client.js';
import { startTestServer, type TestServer } from '../../../../testing/test-server.js';

const DAY_MS = 86_400_000;
/** The server's clock, moved forward to see a token expire. */
const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };

let t: TestServer;
let as: Record<DemoRole, TestClient>;
let demoOrg: string;
/** Every answer body after the issue answers, to show that none holds a token. */
const laterAnswers: string[] = [];
const issuedTokens: string[] = [];

beforeAll(async () => {
  t = await startTestServer({ clock });
  as = await signedInAll(t.url);
  demoOrg = ((await as.manager.get('/api/v1/user')).body.data as CurrentUser).orgId!;
});
afterAll(() => t.close());

/** A script: only the Authorization header, no cookie, no CSRF header; its own client address when given. */
function script(token: string, ip = '203.0.113.1') {
  const send = async (req: request.Test) => {
    const res = await req.set('Authorization', `Bearer ${token}`).set('X-Forwarded-For', ip);
    laterAnswers.push(res.text);
    return res;
  };
  return {
    get: (path: string) => send(request(t.url).get(path)),
    post: (path: string, body: object) => send(request(t.url).post(path).send(body)),
  };
}

/** A call of a signed-in client whose answer is kept for the final check. */
async function kept(call: Promise<request.Response>): Promise<request.Response> {
  const res = await call;
  laterAnswers.push(res.text);
  return res;
}

async function learnerIn(orgId: string | null = demoOrg): Promise<UserDetail> {
  const res = await as.admin.post('/api/v1/users', newUser({ orgId }));
  expect(res.status).toBe(200);
  return res.body.data as UserDetail;
}

async function issue(client: TestClient, userId: string, body: object = { name: 'LIMS export', expiresInDays: 30 }): Promise<IssuedAccessToken> {
  const res = await client.post(`/api/v1/users/${userId}/tokens`, body);
  expect([res.status, res.body.message]).toEqual([200, undefined]);
  const issued = res.body.data as IssuedAccessToken;
  issuedTokens.push(issued.token);
  return issued;
}

const tokensOf = async (userId: string): Promise<AccessTokenList> => (await kept(as.admin.get(`/api/v1/users/${userId}/tokens`))).body.data as AccessTokenList;
/** Events other than a token's use, which earlier tests' scripts record in the background. */
const eventCount = async (): Promise<number> =>
  (await t.server.infra.sql.query<{ n: number }>(`select count(*)::int as n from es_events where event_type <> 'TokenUsed'`)).rows[0]!.n;

describe('issuing and using a token', () => {
  it('issues a token shown once, which a script uses for a GET and a POST without cookie or CSRF header', async () => {
    const user = await learnerIn();
    const { token, item } = await issue(as.admin, user.id);
    expect(token).toMatch(new RegExp(`^${ACCESS_TOKEN_PREFIX}[\\w-]{43}$`));
    expect(item).toMatchObject({
      name: 'LIMS export',
      status: 'active',
      prefix: token.slice(0, ACCESS_TOKEN_PREFIX.length + 4),
      lastUsed: null,
      revoked: null,
    });
    expect(item.expires! - item.created).toBeGreaterThan(30 * DAY_MS - 60_000);

    const me = await script(token).get('/api/v1/user');
    expect([me.status, (me.body.data as CurrentUser).id]).toEqual([200, user.id]);
    // No CSRF cookie handed out either: the token is the only credential.
    expect(me.headers['set-cookie']).toBeUndefined();
    const terms = await script(token).post('/api/v1/user/terms', { version: 1 });
    expect([terms.status, (terms.body.data as CurrentUser).terms]).toEqual([200, 1]);

    // The use is recorded (once an hour per token), and the list follows.
    await eventually(async () => (await tokensOf(user.id)).items[0]?.lastUsed !== null, 'the last use in the list');
  });

  it('acts with the permissions the user has at each request, never more', async () => {
    const user = await learnerIn();
    const { token } = await issue(as.admin, user.id);
    expect((await script(token).get('/api/v1/users')).status).toBe(403);
    expect((await as.admin.put(`/api/v1/users/${user.id}`, { role: 'manager' })).status).toBe(200);
    const listed = await script(token).get('/api/v1/users?limit=10');
    expect(listed.status).toBe(200);
    expect((listed.body.data as { items: { orgId: string }[] }).items.every((u) => u.orgId === demoOrg)).toBe(true);
    // A manager's token cannot issue tokens: a leaked one must not outlive its revocation.
    const minted = await script(token).post(`/api/v1/users/${user.id}/tokens`, { name: 'Another' });
    expect([minted.status, minted.body.message]).toEqual([403, TOKEN_MSG.notWithToken]);
  });

  it('refuses the token of a deactivated user at once, and again accepts it once the user is active', async () => {
    const user = await learnerIn();
    const { token } = await issue(as.admin, user.id);
    await as.admin.put(`/api/v1/user/disabled/${user.id}`);
    const refused = await script(token).get('/api/v1/user');
    expect([refused.status, refused.body]).toEqual([401, { code: 401, message: TOKEN_MSG.invalid, field: null }]);
    await as.admin.put(`/api/v1/user/disabled/${user.id}`);
    expect((await script(token).get('/api/v1/user')).status).toBe(200);
  });

  it('refuses a revoked token from the revoke answer on; revoking again changes nothing', async () => {
    const user = await learnerIn();
    const { token, item } = await issue(as.admin, user.id);
    expect((await script(token).get('/api/v1/user')).status).toBe(200);
    const revoked = await kept(as.admin.call('delete', `/api/v1/users/${user.id}/tokens/${item.id}`));
    expect([revoked.status, revoked.body.data.status]).toEqual([200, 'revoked']);
    expect((await script(token).get('/api/v1/user')).status).toBe(401);
    expect((await script(token).post('/api/v1/user/terms', { version: 1 })).status).toBe(401);
    const again = await kept(as.admin.call('delete', `/api/v1/users/${user.id}/tokens/${item.id}`));
    expect(again.body.data).toEqual(revoked.body.data);
    // Someone else's token, or none, under this user: not found.
    const other = await issue(as.admin, (await learnerIn()).id);
    expect((await as.admin.call('delete', `/api/v1/users/${user.id}/tokens/${other.item.id}`)).status).toBe(404);
    expect((await script(other.token).get('/api/v1/user')).status).toBe(200);
  });

  it('refuses an expired token, and lists it as expired', async () => {
    const user = await learnerIn();
    const { token } = await issue(as.admin, user.id, { name: 'Nightly export', expiresInDays: 1 });
    const forever = await issue(as.admin, user.id, { name: 'No expiry' });
    expect(forever.item.expires).toBeNull();
    try {
      clock.offsetMs = DAY_MS + 60_000;
      expect((await script(token).get('/api/v1/user')).status).toBe(401);
      expect((await script(forever.token).get('/api/v1/user')).status).toBe(200);
      expect((await tokensOf(user.id)).items.map((i) => [i.name, i.status])).toEqual([
        ['No expiry', 'active'],
        ['Nightly export', 'expired'],
      ]);
    } finally {
      clock.offsetMs = 0;
    }
  });
});

describe('who may manage tokens', () => {
  it("lets a manager manage the tokens of the organization's learners, and refuses another organization's users and higher roles", async () => {
    const own = await learnerIn();
    expect((await issue(as.manager, own.id)).item.createdByName).toBe('Jordan Patel');
    expect((await as.manager.get(`/api/v1/users/${own.id}/tokens`)).status).toBe(200);

    const otherOrg = ((await as.admin.post('/api/v1/organizations', { name: 'Harbor Pathology' })).body.data as OrganizationItem).id;
    const elsewhere = await learnerIn(otherOrg);
    const before = await eventCount();
    for (const res of [
      await as.manager.post(`/api/v1/users/${elsewhere.id}/tokens`, { name: 'Probe' }),
      await as.manager.get(`/api/v1/users/${elsewhere.id}/tokens`),
    ])
      expect([res.status, res.body.message]).toEqual([404, 'User not found.']);
    const admin = (await as.admin.get('/api/v1/user')).body.data as CurrentUser;
    const above = await as.manager.post(`/api/v1/users/${admin.id}/tokens`, { name: 'Probe' });
    expect([above.status, above.body.message]).toEqual([403, TOKEN_MSG.cannotManageTokens]);
    expect((await as.learner.post(`/api/v1/users/${own.id}/tokens`, { name: 'Probe' })).status).toBe(404);
    expect(await eventCount()).toBe(before);
  });

  it('answers bad input in the error shape and stores nothing', async () => {
    const user = await learnerIn();
    const before = await eventCount();
    const cases: [object, { field: string; message: string; code: number }][] = [
      [{}, { field: 'name', message: 'Required', code: 1 }],
      [{ name: '   ' }, { field: 'name', message: 'Required', code: 1 }],
      [{ name: 'x'.repeat(101) }, { field: 'name', message: 'Too long by 1 characters', code: 2 }],
      [
        { name: 'Export', expiresInDays: 'soon' },
        { field: 'expiresInDays', message: 'Value is not valid', code: 2 },
      ],
      [
        { name: 'Export', expiresInDays: 2.5 },
        { field: 'expiresInDays', message: 'Must be an even multiple of 1', code: 2 },
      ],
      [
        { name: 'Export', scope: 'all' },
        { field: 'scope', message: 'Property scope is not in defined shape', code: 2 },
      ],
    ];
    for (const [body, error] of cases) {
      const res = await as.admin.post(`/api/v1/users/${user.id}/tokens`, body);
      expect([res.status, res.body]).toEqual([400, { code: 400, field: error.field, message: error.message, errors: [error] }]);
    }
    expect(await eventCount()).toBe(before);
    expect((await tokensOf(user.id)).items).toEqual([]);
  });
});

describe('what is kept of a token', () => {
  it("lists each issue and revocation in the user's history with who did it", async () => {
    const user = await learnerIn();
    const { item } = await issue(as.admin, user.id, { name: 'Quality system' });
    await as.admin.call('delete', `/api/v1/users/${user.id}/tokens/${item.id}`);
    const history = (await kept(as.admin.get(`/api/v1/users/${user.id}/history`))).body.data as UserHistoryEntry[];
    expect(history.filter((e) => e.type.startsWith('Token'))).toEqual([
      expect.objectContaining({ type: 'TokenRevoked', actorName: 'Avery Chen', changes: { name: 'Quality system', prefix: item.prefix } }),
      expect.objectContaining({ type: 'TokenIssued', actorName: 'Avery Chen', changes: { name: 'Quality system', prefix: item.prefix, expiresAt: null } }),
    ]);
  });

  it('never shows a token after the answer that issued it, nor stores it: only its hash is in the events', async () => {
    expect(issuedTokens.length).toBeGreaterThan(5);
    for (const token of issuedTokens) {
      const secret = token.slice(ACCESS_TOKEN_PREFIX.length);
      expect(laterAnswers.filter((text) => text.includes(secret))).toEqual([]);
      const { rows } = await t.server.infra.sql.query<{ n: number }>(
        `select count(*)::int as n from es_events where data::text like '%' || $1 || '%' or metadata::text like '%' || $1 || '%'`,
        [secret],
      );
      expect(rows[0]!.n).toBe(0);
    }
    const { rows } = await t.server.infra.sql.query<{ n: number }>(`select count(*)::int as n from es_events where event_type = 'TokenIssued'`);
    expect(rows[0]!.n).toBe(issuedTokens.length);
  });
});

describe('refused bearers', () => {
  it('answers a bad token 401 and, past 20 from one client, 429 to every bearer of that client, as sign-ins are limited', async () => {
    const { token } = await issue(as.admin, (await learnerIn()).id);
    const guess = `${ACCESS_TOKEN_PREFIX}${'A'.repeat(43)}`;
    const first = await script(guess, '198.51.100.7').get('/api/v1/user');
    expect([first.status, first.body.message]).toEqual([401, TOKEN_MSG.invalid]);
    expect((await request(t.url).get('/api/v1/user').set('Authorization', 'Basic dXNlcjpwYXNz').set('X-Forwarded-For', '198.51.100.7')).status).toBe(401);
    for (let i = 0; i < 18; i++) await script(guess, '198.51.100.7').get('/api/v1/user');
    const limited = await script(token, '198.51.100.7').get('/api/v1/user');
    expect([limited.status, limited.body.message]).toEqual([429, MSG.tooManyAttempts]);
    expect((await script(token, '198.51.100.8').get('/api/v1/user')).status).toBe(200);
  });

  it('declares the bearer scheme in the API document', async () => {
    const document = (await request(t.url).get('/api/v1/openapi.json')).body as { components: { securitySchemes: Record<string, object> } };
    expect(document.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer', description: expect.stringContaining(ACCESS_TOKEN_PREFIX) });
  });
});
