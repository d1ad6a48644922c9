import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MSG } from '@cytocampus/contracts';
import { solveCaptcha } from '../../../../testing/captcha.js';
import { registration } from '../../../../testing/factories.js';
import { TestClient } from '../../../../testing/test-client.js';
import { startTestServer, type TestServer } from '../../../../testing/test-server.js';

let t: TestServer;
beforeAll(async () => (t = await startTestServer()));
afterAll(() => t.close());

const EMAIL = 'forgetful@lab.test';
const OLD = 'Sl1desAreFun';
const NEW = 'Brand-New-Pass9';

/** The token of the newest reset link in the outbox. */
async function lastLinkToken(): Promise<string> {
  const mails = await t.outbox();
  const match = /reset-password\?token=([\w.-]+)/.exec(mails.at(-1) ?? '');
  if (!match) throw new Error('no reset link in the outbox');
  return match[1]!;
}

describe('password reset', () => {
  beforeAll(async () => {
    const client = new TestClient(t.url);
    await client.post('/api/v1/register', { ...registration({ email: EMAIL, password: OLD }), captchaToken: await solveCaptcha(client) });
  });

  it('answers the neutral text for unknown addresses and sends nothing', async () => {
    const before = (await t.outbox()).length;
    const res = await new TestClient(t.url).post('/api/v1/reset', { email: 'ghost@lab.test' });
    expect(res.body).toEqual({ code: 200, data: { message: MSG.resetSent } });
    expect((await t.outbox()).length).toBe(before);
  });

  it('e-mails a single-use link that sets the new password and ends other sessions', async () => {
    const other = new TestClient(t.url);
    expect((await other.post('/api/v1/login', { email: EMAIL, password: OLD })).status).toBe(200);

    const res = await new TestClient(t.url).post('/api/v1/reset', { email: EMAIL.toUpperCase() });
    expect(res.body.data.message).toBe(MSG.resetSent);
    const token = await lastLinkToken();

    const weak = await new TestClient(t.url).post('/api/v1/reset/confirm', { token, password: 'weak' });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ field: 'password', message: 'Password must be 8 characters or longer.' });

    const done = await new TestClient(t.url).post('/api/v1/reset/confirm', { token, password: NEW });
    expect(done.body).toEqual({ code: 200, data: { message: 'Your password has been reset. You can sign in with it now.' } });
    expect((await other.get('/api/v1/user')).status).toBe(401);
    expect((await new TestClient(t.url).post('/api/v1/login', { email: EMAIL, password: OLD })).status).toBe(401);
    expect((await new TestClient(t.url).post('/api/v1/login', { email: EMAIL, password: NEW })).status).toBe(200);

    const again = await new TestClient(t.url).post('/api/v1/reset/confirm', { token, password: 'Another-Pass7' });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ field: 'token', message: MSG.resetLinkInvalid });
  });

  it('ends a sign-in lockout on the account: whoever follows the link owns the address', async () => {
    const email = 'locked-out@lab.test';
    const client = new TestClient(t.url);
    await client.post('/api/v1/register', { ...registration({ email, password: OLD }), captchaToken: await solveCaptcha(client) });
    const signIn = (password: string, n: number) =>
      new TestClient(t.url).call('post', '/api/v1/login', { email, password }, { 'X-Forwarded-For': `203.0.113.${n}` });
    for (let n = 0; n < 12; n++) await signIn('Wrong-Guess1', n);
    expect((await signIn(OLD, 50)).status).toBe(429);

    await new TestClient(t.url).post('/api/v1/reset', { email });
    const done = await new TestClient(t.url).post('/api/v1/reset/confirm', { token: await lastLinkToken(), password: NEW });
    expect(done.status).toBe(200);
    expect((await signIn(NEW, 51)).status).toBe(200);
  });

  it('refuses a forged link', async () => {
    const res = await new TestClient(t.url).post('/api/v1/reset/confirm', {
      token: '00000000-0000-4000-8000-000000000000.forgedforgedforgedforged',
      password: NEW,
    });
    expect(res.body).toMatchObject({ code: 400, field: 'token', message: MSG.resetLinkInvalid });
  });
});
