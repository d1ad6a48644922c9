import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MSG, type CurrentUser } from '@cytocampus/contracts';
import { solveCaptcha } from '../../../../testing/captcha.js';
import { registration } from '../../../../testing/factories.js';
import { TestClient } from '../../../../testing/test-client.js';
import { startTestServer, type TestServer } from '../../../../testing/test-server.js';

let t: TestServer;
beforeAll(async () => (t = await startTestServer()));
afterAll(() => t.close());

async function register(client: TestClient, overrides: Parameters<typeof registration>[0] = {}) {
  return client.post('/api/v1/register', { ...registration(overrides), captchaToken: await solveCaptcha(client) });
}

const userCount = async () => Number((await t.server.infra.sql.query<{ n: string }>('select count(*) as n from users')).rows[0]!.n);

describe('POST /register', () => {
  it('creates the account, signs it in and leaves it without an organization', async () => {
    const client = new TestClient(t.url);
    const res = await register(client, { email: '  Jamie.Doe@Lab.TEST ' });
    expect(res.status).toBe(200);
    const user = res.body.data as CurrentUser;
    expect(user).toMatchObject({ email: 'jamie.doe@lab.test', role: 'cytotechnologist', orgId: null, terms: 0, firstName: 'Casey', lastName: 'Morgan' });
    expect(user.bio.alias).toMatch(/^CM\d{1,6}$/);
    const cookie = TestClient.setCookies(res).find((c) => c.startsWith('cc_session='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect((await client.get('/api/v1/user')).body.data.email).toBe('jamie.doe@lab.test');
    expect((await client.get('/api/v1/user/organization')).body).toEqual({ code: 200, data: null });
  });

  it('stores the contact-for-feedback choice as the siteUsageEmail preference', async () => {
    const res = await register(new TestClient(t.url), { siteUsageEmail: 'no' });
    expect((res.body.data as CurrentUser).preferences.siteUsageEmail).toBe(false);
  });

  it('refuses a second account for the same address, whatever its case', async () => {
    await register(new TestClient(t.url), { email: 'twice@lab.test' });
    const res = await register(new TestClient(t.url), { email: 'TWICE@lab.test' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 409, message: MSG.emailExists, field: 'email' });
  });

  it('creates exactly one account when the same address registers concurrently', async () => {
    const clients = Array.from({ length: 6 }, () => new TestClient(t.url));
    const tokens = await Promise.all(clients.map((c) => solveCaptcha(c)));
    const before = await userCount();
    const results = await Promise.all(
      clients.map((c, i) => c.post('/api/v1/register', { ...registration({ email: 'race@lab.test' }), captchaToken: tokens[i] })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await userCount()).toBe(before + 1);
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', 'Invalid email address supplied.'],
    [{ password: 'Short1' }, 'password', 'Password must be 8 characters or longer.'],
    [{ password: 'NOLOWERCASE1' }, 'password', 'Password must contain one or more lower case letter (a-z).'],
    [{ password: 'nouppercase1' }, 'password', 'Password must contain one or more upper case letter (A-Z).'],
    [{ password: 'NoNumbersHere' }, 'password', 'Password must contain one or more number (0-9).'],
    [{ bio: { firstName: '  ' } }, 'bio.firstName', 'First and last name is required.'],
  ])('refuses %j with the spec message and stores nothing', async (overrides, field, message) => {
    const before = await userCount();
    const res = await register(new TestClient(t.url), overrides);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, message, field });
    expect(await userCount()).toBe(before);
  });

  it('refuses a registration without a solved captcha, and a captcha used twice', async () => {
    const client = new TestClient(t.url);
    const missing = await client.post('/api/v1/register', { ...registration(), captchaToken: 'bm90IGEgc29sdXRpb24=' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: MSG.captchaFailed, field: 'captchaToken' });
    const token = await solveCaptcha(client);
    expect((await client.post('/api/v1/register', { ...registration(), captchaToken: token })).status).toBe(200);
    const replay = await new TestClient(t.url).post('/api/v1/register', { ...registration(), captchaToken: token });
    expect(replay.body).toMatchObject({ message: MSG.captchaFailed });
  });

  it('refuses a write without the CSRF token', async () => {
    const client = new TestClient(t.url);
    const res = await client.call('post', '/api/v1/register', { ...registration(), captchaToken: 'x' }, { 'x-csrf-token': 'forged.token' });
    expect(res.status).toBe(403);
  });
});

describe('POST /register with bad captchas', () => {
  const BAD = 'bm90IGEgc29sdXRpb24=';
  const from = (ip: string, captchaToken: string) =>
    new TestClient(t.url).call('post', '/api/v1/register', { ...registration(), captchaToken }, { 'X-Forwarded-For': ip });

  it('refuses an address with 429 after 10 bad captchas within the hour, then checks nothing from it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await from('198.51.100.7', BAD)).status);
    expect(statuses).toEqual(Array<number>(10).fill(400));
    const refused = await from('198.51.100.7', BAD);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 429, message: MSG.tooManyAttempts, field: null });
    const solved = await from('198.51.100.7', await solveCaptcha(new TestClient(t.url)));
    expect(solved.status).toBe(429);
    expect((await from('198.51.100.8', BAD)).status).toBe(400);
  });

  it('does not count solved captchas', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) statuses.push((await from('198.51.100.9', BAD)).status);
    statuses.push((await from('198.51.100.9', await solveCaptcha(new TestClient(t.url)))).status);
    statuses.push((await from('198.51.100.9', BAD)).status, (await from('198.51.100.9', BAD)).status);
    expect(statuses).toEqual([...Array<number>(9).fill(400), 200, 400, 429]);
  });
});
