/**
 * The refusals of a sign-in through a provider that the other specs do not make (docs/adr/0041):
 * a flow or a link older than its 10 minutes (the server's injected clock moved on), the budgets
 * of start, callback and link (429 in the spec's shape), the one lockout that failed link passwords
 * and failed /login passwords share, two links of one account at once, a provider account already
 * linked to another account, and a deactivated account at the link.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { IDENTITY_PROVIDER_ROUTES, MSG, OIDC_MSG, SSO_ROUTES, type IdentityProviderItem, type ProviderSignInAnswer } from '@cytocampus/contracts';
import { DEFAULT_PROVIDER_ACCOUNTS, PROVIDER_ACCOUNTS, PROVIDER_PASSWORD, signInAtProvider, type ProviderAccount } from '@cytocampus/testing/oidc';
import type { Clock } from '../../../../infra/clock.js';
import { newUser } from '../../../../testing/factories.js';
import { signedIn } from '../../../../testing/sign-in.js';
import { TestClient } from '../../../../testing/test-client.js';
import { api, me, ok, refused } from '../../../community/testing/community-client.js';
import { callback, providerRequest, signInThroughProvider, startAt, startSsoServer, type SsoServer } from '../../testing/sso.js';

const PASSWORD = 'Linking-Pass1';
/** Provider accounts of this spec's cases, each with the e-mail of a CytoCampus account made for it. */
const person = (accountId: string, email: string): ProviderAccount => ({
  accountId,
  login: accountId,
  password: PROVIDER_PASSWORD,
  claims: { email, email_verified: true, name: accountId },
});
const CASES = {
  lateLink: person('late-link', 'late-link@lab.test'),
  linkLocks: person('link-locks', 'link-locks@lab.test'),
  loginLocks: person('login-locks', 'login-locks@lab.test'),
  twinA: person('twin-a', 'twin@lab.test'),
  twinB: person('twin-b', 'twin@lab.test'),
  taken: person('taken', 'taken@lab.test'),
  deactivated: person('deactivated', 'deactivated@lab.test'),
};
/** The lockout of /login, made short: the fourth attempt on an account within the window is refused. */
const LOCKOUT_AFTER = 3;
const tooMany = { code: 429, message: MSG.tooManyAttempts, field: null };

/** The server's clock: the real one, moved on by a test (and back after it). */
let offsetMs = 0;
const clock: Clock = { now: () => new Date(Date.now() + offsetMs) };

let sso: SsoServer;
let admin: TestClient;
let provider: IdentityProviderItem;
let orgId: string;
const accountIds = new Map<string, string>();

const browser = (): TestClient => new TestClient(sso.t.url);
/** Sends as the client at `ip` (TRUST_PROXY is loopback, so the test speaks for any address). */
const from = (client: TestClient, ip: string) => ({
  post: (path: string, body: unknown) => client.call('post', api(path), body, { 'X-Forwarded-For': ip }),
});
const link = (client: TestClient, password: string, ip = '192.0.2.1') => from(client, ip).post(SSO_ROUTES.link, { password, website: '' });
/** A browser holding the link cookie of `who` (the callback found the account of its e-mail). */
async function pendingLink(who: ProviderAccount): Promise<TestClient> {
  const client = browser();
  const answer = ok<ProviderSignInAnswer>(await signInThroughProvider(client, provider.id, who));
  expect(answer).toMatchObject({ status: 'linkRequired', email: who.claims.email });
  return client;
}
const linksOf = async (userId: string): Promise<number> =>
  (
    await sso.t.server.infra.sql.query<{ count: number }>(
      "select count(*)::int as count from es_events where stream_id = $1 and event_type = 'IdentityLinked'",
      [`user-${userId}`],
    )
  ).rows[0]!.count;
const setEmail = async (userId: string, email: string) => ok(await admin.put(api(`/users/${userId}`), { email }));

beforeAll(async () => {
  sso = await startSsoServer({ LOGIN_LOCKOUT_AFTER: String(LOCKOUT_AFTER) }, { accounts: [...DEFAULT_PROVIDER_ACCOUNTS, ...Object.values(CASES)], clock });
  const [superUser, learner] = await Promise.all([signedIn(sso.t.url, 'super'), signedIn(sso.t.url, 'learner')]);
  admin = superUser;
  orgId = (await me(learner)).orgId!;
  provider = ok<IdentityProviderItem>(await admin.post(api(IDENTITY_PROVIDER_ROUTES.list(orgId)), providerRequest(sso.provider.issuer)));
  for (const email of [
    'late-link@lab.test',
    'link-locks@lab.test',
    'login-locks@lab.test',
    'twin@lab.test',
    'taken@lab.test',
    'deactivated@lab.test',
    'other@lab.test',
  ])
    accountIds.set(email, ok<{ id: string }>(await admin.post(api('/users'), newUser({ email, password: PASSWORD, orgId }))).id);
}, 120_000);
afterEach(() => {
  offsetMs = 0;
});
afterAll(async () => {
  await sso?.close();
});

describe('a flow or a link older than 10 minutes', () => {
  it('answers flowExpired at the callback 10 minutes after the start, and signs in just before', async () => {
    const { ada } = PROVIDER_ACCOUNTS;
    const late = browser();
    const lateQuery = await signInAtProvider(await startAt(late, provider.id), { email: ada.login, password: ada.password });
    const inTime = browser();
    const inTimeQuery = await signInAtProvider(await startAt(inTime, provider.id), { email: ada.login, password: ada.password });
    offsetMs = 595_000;
    expect(ok<ProviderSignInAnswer>(await callback(inTime, inTimeQuery)).status).toBe('signedIn');
    offsetMs = 601_000;
    refused(await callback(late, lateQuery), 400, OIDC_MSG.flowExpired);
  });

  it('answers linkExpired at the link 10 minutes after the callback, linking nothing', async () => {
    const client = await pendingLink(CASES.lateLink);
    offsetMs = 601_000;
    refused(await link(client, PASSWORD), 400, OIDC_MSG.linkExpired);
    expect(await linksOf(accountIds.get('late-link@lab.test')!)).toBe(0);
  });
});

describe('budgets and the lockout', () => {
  it('answers 429 in the spec shape past 60 starts and callbacks from one address in 10 minutes; another address goes on', async () => {
    const ip = '198.51.100.60';
    const client = browser();
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await from(client, ip).post(SSO_ROUTES.start, { providerId: provider.id })).status);
    expect(statuses).toEqual(Array<number>(60).fill(200));
    const start = await from(client, ip).post(SSO_ROUTES.start, { providerId: provider.id });
    expect([start.status, start.body]).toEqual([429, tooMany]);
    // The callback spends the same budget: refused before its flow is even read.
    const back = await from(client, ip).post(SSO_ROUTES.callback, { query: 'code=x&state=y' });
    expect([back.status, back.body]).toEqual([429, tooMany]);
    expect((await from(browser(), '198.51.100.61').post(SSO_ROUTES.start, { providerId: provider.id })).status).toBe(200);
  });

  it("counts failed link passwords toward the account's /login lockout: the link then answers 429, and so does /login with the right password", async () => {
    const client = await pendingLink(CASES.linkLocks);
    for (let i = 0; i < LOCKOUT_AFTER; i++) refused(await link(client, `Wrong-Pass${i}`, `203.0.113.${i}`), 401, MSG.loginIncorrect, 'password');
    const locked = await link(client, PASSWORD, '203.0.113.9');
    expect([locked.status, locked.body]).toEqual([429, tooMany]);
    const login = await from(browser(), '203.0.113.10').post('/login', { email: 'link-locks@lab.test', password: PASSWORD, website: '' });
    expect([login.status, login.body]).toEqual([429, tooMany]);
    expect(await linksOf(accountIds.get('link-locks@lab.test')!)).toBe(0);
  });

  it('counts failed /login passwords at the link: the right password is refused there while the account is locked', async () => {
    for (let i = 0; i < LOCKOUT_AFTER; i++)
      expect(
        (await from(browser(), `203.0.113.${20 + i}`).post('/login', { email: 'login-locks@lab.test', password: `Wrong-Pass${i}`, website: '' })).status,
      ).toBe(401);
    const client = await pendingLink(CASES.loginLocks);
    const locked = await link(client, PASSWORD, '203.0.113.29');
    expect([locked.status, locked.body]).toEqual([429, tooMany]);
    expect(await linksOf(accountIds.get('login-locks@lab.test')!)).toBe(0);
  });
});

describe('links that collide', () => {
  it('links one of two provider accounts sending the same e-mail at once; the other is told the account is already linked', async () => {
    const [first, second] = await Promise.all([pendingLink(CASES.twinA), pendingLink(CASES.twinB)]);
    const answers = await Promise.all([link(first, PASSWORD), link(second, PASSWORD)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const loser = answers.find((res) => res.status === 409)!;
    expect(loser.body).toEqual({ code: 409, message: OIDC_MSG.alreadyLinked, field: null });
    expect(await linksOf(accountIds.get('twin@lab.test')!)).toBe(1);
    // The loser's provider account was not kept reserved: it is free for an account of its own.
    const winnerSubject = answers[0].status === 200 ? CASES.twinA : CASES.twinB;
    expect(ok<ProviderSignInAnswer>(await signInThroughProvider(browser(), provider.id, winnerSubject))).toMatchObject({
      status: 'signedIn',
      user: { id: accountIds.get('twin@lab.test') },
    });
  });

  it('refuses to link a provider account that another account took meanwhile (identityTaken), linking nothing', async () => {
    // The link waits for the password of the account with its e-mail...
    const stale = await pendingLink(CASES.taken);
    const [owner, other] = [accountIds.get('taken@lab.test')!, accountIds.get('other@lab.test')!];
    // ...while the e-mail moves to another account, which links the same provider account first...
    await setEmail(owner, 'parked@lab.test');
    await setEmail(other, 'taken@lab.test');
    const fresh = await pendingLink(CASES.taken);
    expect(ok<ProviderSignInAnswer>(await link(fresh, PASSWORD))).toMatchObject({ status: 'signedIn', user: { id: other } });
    await setEmail(other, 'other@lab.test');
    await setEmail(owner, 'taken@lab.test');
    // ...then the first account's password: the provider account belongs to the other one now.
    refused(await link(stale, PASSWORD), 409, OIDC_MSG.identityTaken);
    expect(await linksOf(owner)).toBe(0);
  });
});

describe('a deactivated account', () => {
  it('is refused at the link: a wrong password tells nothing, the right one is told the account is deactivated; nothing is linked', async () => {
    const client = await pendingLink(CASES.deactivated);
    const id = accountIds.get('deactivated@lab.test')!;
    expect(ok<{ disabled: boolean }>(await admin.put(api(`/user/disabled/${id}`))).disabled).toBe(true);
    refused(await link(client, 'Wrong-Pass1'), 401, MSG.loginIncorrect, 'password');
    refused(await link(client, PASSWORD), 403, MSG.deactivated);
    expect(await linksOf(id)).toBe(0);
    expect(client.sessionToken).toBeUndefined();
  });
});
