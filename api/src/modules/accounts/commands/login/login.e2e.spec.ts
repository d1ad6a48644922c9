import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MSG, type CurrentUser } from '@cytocampus/contracts';
import { solveCaptcha } from '../../../../testing/captcha.js';
import { DEMO, registration } from '../../../../testing/factories.js';
import { TestClient } from '../../../../testing/test-client.js';
import { PGLITE_START_MS, startTestServer, type TestServer } from '../../../../testing/test-server.js';

let t: TestServer;
beforeAll(async () => (t = await startTestServer()));
afterAll(() => t.close());

const login = (client: TestClient, email: string, password: string, website = '') => client.post('/api/v1/login', { email, password, website });

describe('POST /login', () => {
  it('signs in a seeded learner and answers the user record', async () => {
    const client = new TestClient(t.url);
    const res = await login(client, 'Learner@CytoCampus.test', DEMO.learner.password);
    expect(res.status).toBe(200);
    const user = res.body.data as CurrentUser;
    expect(user).toMatchObject({ email: DEMO.learner.email, role: 'cytotechnologist', firstName: 'Riley' });
    expect(user.orgId).not.toBeNull();
    expect(user.effectivePermissions.ctAccess).toBe(true);
    expect((await client.get('/api/v1/user')).status).toBe(200);
  });

  it.each([
    ['a wrong password', DEMO.learner.email, 'Wrong-Pass1'],
    ['an unknown address', 'nobody@lab.test', 'Wrong-Pass1'],
  ])('refuses %s with the same message', async (_case, email, password) => {
    const res = await login(new TestClient(t.url), email, password);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 401, message: MSG.loginIncorrect, field: null });
  });

  it('never signs in when the hidden honeypot field is filled, even with the right password', async () => {
    const client = new TestClient(t.url);
    const res = await login(client, DEMO.manager.email, DEMO.manager.password, 'https://spam.example');
    expect(res.status).toBe(401);
    expect(client.sessionToken).toBeUndefined();
  });

  it.each([
    [{ email: '', password: 'x' }, 'email', 'Email is required'],
    [{ email: 'nope', password: 'x' }, 'email', 'Invalid email address supplied.'],
    [{ email: 'a@b.test', password: '' }, 'password', 'Password is required.'],
  ])('validates %j with the spec messages', async (body, field, message) => {
    const res = await new TestClient(t.url).post('/api/v1/login', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, field });
  });

  it('tells a deactivated user why, once the password is right, and ends their session', async () => {
    const user = new TestClient(t.url);
    const registered = await user.post('/api/v1/register', { ...registration({ email: 'leaving@lab.test' }), captchaToken: await solveCaptcha(user) });
    const admin = new TestClient(t.url);
    await login(admin, DEMO.admin.email, DEMO.admin.password);
    const toggled = await admin.put(`/api/v1/user/disabled/${(registered.body.data as CurrentUser).id}`);
    expect(toggled.body.data).toEqual({ success: true, disabled: true });
    expect((await user.get('/api/v1/user')).status).toBe(401);
    const res = await login(new TestClient(t.url), 'leaving@lab.test', 'Sl1desAreFun');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MSG.deactivated);
    expect((await login(new TestClient(t.url), 'leaving@lab.test', 'Wrong-Pass1')).body.message).toBe(MSG.loginIncorrect);
  });

  it('slows down guessing: the eleventh attempt on one account within ten minutes gets 429', async () => {
    const client = new TestClient(t.url);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await login(client, DEMO.super.email, `Guess-${i}x`)).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('GET /user/logout', () => {
  it('ends the session: the user record is no longer served', async () => {
    const client = new TestClient(t.url);
    await login(client, DEMO.manager.email, DEMO.manager.password);
    expect((await client.get('/api/v1/user/logout')).status).toBe(200);
    const res = await client.get('/api/v1/user');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(MSG.notSignedIn);
  });

  it('signing out everywhere ends the sessions of every device', async () => {
    const laptop = new TestClient(t.url);
    const phone = new TestClient(t.url);
    await login(laptop, DEMO.manager.email, DEMO.manager.password);
    await login(phone, DEMO.manager.email, DEMO.manager.password);
    expect((await laptop.post('/api/v1/user/logout/all')).status).toBe(200);
    expect((await phone.get('/api/v1/user')).status).toBe(401);
    expect((await laptop.get('/api/v1/user')).status).toBe(401);
  });
});

describe('demo accounts in production', () => {
  let prod: TestServer;
  beforeAll(async () => (prod = await startTestServer({ database: 'pglite', env: { SEED_DEMO: '1', ALLOW_DEMO_ACCOUNTS: '0' } })), PGLITE_START_MS);
  afterAll(() => prod.close());

  it('are refused unless explicitly enabled', async () => {
    const res = await login(new TestClient(prod.url), DEMO.learner.email, DEMO.learner.password);
    expect(res.status).toBe(401);
  });
});
