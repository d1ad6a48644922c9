/**
 * Sessions live in streams of their own (ADR 0020): signing in and out never lengthens the user's
 * stream, sessions stored the old way keep working, and an end of every session that races a
 * sign-in still wins.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { CurrentUser } from '@cytocampus/contracts';
import { sessionStream, userDecider, userStream } from '@cytocampus/domain';
import { actorContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { hashToken, newToken } from '../../../../auth/secret-tokens.js';
import { solveCaptcha } from '../../../../testing/captcha.js';
import { registration } from '../../../../testing/factories.js';
import { signedIn } from '../../../../testing/sign-in.js';
import { TestClient } from '../../../../testing/test-client.js';
import { startTestServer, type TestServer } from '../../../../testing/test-server.js';
import { SessionStreams } from '../../shared/session-streams.js';

let t: TestServer;
beforeAll(async () => (t = await startTestServer()));
afterAll(() => t.close());

const PASSWORD = 'Sl1desAreFun';

async function typesIn(stream: string): Promise<string[]> {
  const types: string[] = [];
  for await (const event of t.server.infra.store.readStream(stream)) types.push(event.type);
  return types;
}

/** A new account, signed in by its registration. */
async function register(): Promise<{ client: TestClient; id: string; email: string }> {
  const client = new TestClient(t.url);
  const email = `sessions-${randomUUID().slice(0, 8)}@lab.test`;
  const res = await client.post('/api/v1/register', { ...registration({ email, password: PASSWORD }), captchaToken: await solveCaptcha(client) });
  expect(res.status).toBe(200);
  return { client, id: (res.body.data as CurrentUser).id, email };
}

/** GET /user with nothing but this session token, until it answers `status` (the projection runs beside the API). */
async function userStatusOf(token: string, status: number): Promise<number> {
  let last = 0;
  for (let i = 0; i < 50 && last !== status; i++) {
    if (i > 0) await new Promise((r) => setTimeout(r, 100));
    last = (await request(t.url).get('/api/v1/user').set('Cookie', `cc_session=${token}`)).status;
  }
  return last;
}

describe('sessions in streams of their own', () => {
  it("sign-in and sign-out append to the session's stream, never to the user's; sign out everywhere is the user's", async () => {
    const { client: phone, id, email } = await register();
    const laptop = new TestClient(t.url);
    expect((await laptop.post('/api/v1/login', { email, password: PASSWORD, website: '' })).status).toBe(200);
    expect(await typesIn(userStream(id))).toEqual(['UserRegistered']);
    expect(await typesIn(sessionStream(hashToken(phone.sessionToken!)))).toEqual(['SessionStarted']);

    const laptopHash = hashToken(laptop.sessionToken!);
    expect((await laptop.get('/api/v1/user/logout')).status).toBe(200);
    expect(await typesIn(sessionStream(laptopHash))).toEqual(['SessionStarted', 'SessionEnded']);
    expect((await phone.get('/api/v1/user')).status).toBe(200);
    expect(await typesIn(userStream(id))).toEqual(['UserRegistered']);

    expect((await phone.post('/api/v1/user/logout/all')).status).toBe(200);
    expect(await typesIn(userStream(id))).toEqual(['UserRegistered', 'UserSignedOutEverywhere']);
    expect((await phone.get('/api/v1/user')).status).toBe(401);
  });

  it('keeps serving sessions stored in the user stream before ADR 0020, and ends them by sign-out or sign out everywhere', async () => {
    const { client, id } = await register();
    const [one, two] = [newToken(), newToken()];
    const legacy = (token: string) => ({
      id: randomUUID(),
      type: 'UserSignedIn',
      data: { sessionHash: hashToken(token), expiresAt: new Date(Date.now() + 86_400_000).toISOString(), userAgent: null, ip: null },
      metadata: { occurredAt: new Date().toISOString(), actorId: id, orgId: null, correlationId: randomUUID(), causationId: null },
    });
    await t.server.infra.store.appendToStream(userStream(id), [legacy(one), legacy(two)], { expectedRevision: 'any' });
    expect(await userStatusOf(one, 200)).toBe(200);
    expect(await userStatusOf(two, 200)).toBe(200);

    expect((await request(t.url).get('/api/v1/user/logout').set('Cookie', `cc_session=${one}`)).status).toBe(200);
    expect(await userStatusOf(one, 401)).toBe(401);
    expect(await userStatusOf(two, 200)).toBe(200);
    expect((await client.post('/api/v1/user/logout/all')).status).toBe(200);
    expect(await userStatusOf(two, 401)).toBe(401);
  });

  it('never opens a session whose sign-in read the account before every session of it ended', async () => {
    const { id } = await register();
    const es = t.server.app.get(EventSourcing, { strict: false });
    const { state: readBySignIn } = await es.aggregate(userStream(id), userDecider).load();
    // Between the sign-in's read and its append, the account is deactivated and reactivated.
    const admin = await signedIn(t.url, 'admin');
    expect((await admin.put(`/api/v1/user/disabled/${id}`)).body.data).toEqual({ success: true, disabled: true });
    expect((await admin.put(`/api/v1/user/disabled/${id}`)).body.data).toEqual({ success: true, disabled: false });

    const [late, next] = [newToken(), newToken()];
    const start = async (token: string, owner: typeof readBySignIn) => {
      const position = await t.server.app
        .get(SessionStreams, { strict: false })
        .start(owner, { token, hash: hashToken(token), expiresAt: new Date(Date.now() + 86_400_000) }, { ip: null, userAgent: null }, actorContext(null));
      await es.readYourWrites(position, ['sessions']);
    };
    await start(late, readBySignIn);
    expect(await userStatusOf(late, 401)).toBe(401);
    // A sign-in that reads the account now opens as usual.
    await start(next, (await es.aggregate(userStream(id), userDecider).load()).state);
    expect(await userStatusOf(next, 200)).toBe(200);
  });

  it('refuses a deactivated account with the spec message once the password is right, recording nothing', async () => {
    const { id, email } = await register();
    const admin = await signedIn(t.url, 'admin');
    await admin.put(`/api/v1/user/disabled/${id}`);
    const before = await typesIn(userStream(id));
    const res = await new TestClient(t.url).post('/api/v1/login', { email, password: PASSWORD, website: '' });
    expect(res.status).toBe(403);
    expect(await typesIn(userStream(id))).toEqual(before);
  });
});
