import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { io, type Socket } from 'socket.io-client';
import { MSG, type ClientToServerEvents, type CurrentUser, type ServerToClientEvents } from '@cytocampus/contracts';
import { DEMO } from '../testing/factories.js';
import { TestClient } from '../testing/test-client.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let t: TestServer;
const sockets: ClientSocket[] = [];
beforeAll(async () => (t = await startTestServer()));
afterEach(() => sockets.splice(0).forEach((s) => s.disconnect()));
afterAll(() => t.close());

function connect(client: TestClient, options: Partial<Parameters<typeof io>[1]> = {}): ClientSocket {
  const socket: ClientSocket = io(t.url, { transports: ['websocket'], extraHeaders: { cookie: client.cookieHeader }, ...options });
  sockets.push(socket);
  return socket;
}
const next = <E extends keyof ServerToClientEvents>(socket: ClientSocket, event: E) =>
  new Promise<Parameters<ServerToClientEvents[E]>[0]>((resolve) => socket.once(event, ((payload: Parameters<ServerToClientEvents[E]>[0]) => resolve(payload)) as never));
const connected = (socket: ClientSocket) => new Promise<void>((resolve, reject) => (socket.once('connect', resolve), socket.once('connect_error', reject)));

async function signedIn(account: { email: string; password: string }): Promise<TestClient> {
  const client = new TestClient(t.url);
  expect((await client.post('/api/v1/login', account)).status).toBe(200);
  return client;
}

describe('socket.io gateway', () => {
  it('refuses a connection without a session', async () => {
    await expect(connected(connect(new TestClient(t.url)))).rejects.toThrow('not signed in');
  });

  it('sends every tab of the user to the login screen when they sign out everywhere', async () => {
    const tabA = await signedIn(DEMO.learner);
    const tabB = await signedIn(DEMO.learner);
    const socketB = connect(tabB);
    await connected(socketB);
    const ended = next(socketB, 'session:ended');
    const disconnected = new Promise((resolve) => socketB.once('disconnect', resolve));
    await tabA.post('/api/v1/user/logout/all');
    expect((await ended).reason).toBe('signed-out-everywhere');
    await disconnected;
  });

  it('shows a preference changed in one tab in the other tabs', async () => {
    const tabA = await signedIn(DEMO.manager);
    const socketB = connect(await signedIn(DEMO.manager));
    await connected(socketB);
    const changed = next(socketB, 'user:changed');
    const res = await tabA.put('/api/v1/user/prefs', { socialAllowGender: true });
    const notice = await changed;
    expect(notice.version).toBe((res.body.data as CurrentUser).version);
  });

  it('sends a deactivated user to the login screen with the spec message', async () => {
    const target = await signedIn(DEMO.learner);
    const targetId = ((await target.get('/api/v1/user')).body.data as CurrentUser).id;
    const socket = connect(target);
    await connected(socket);
    const ended = next(socket, 'session:ended');
    const admin = await signedIn(DEMO.admin);
    await admin.put(`/api/v1/user/disabled/${targetId}`);
    expect(await ended).toEqual({ reason: 'deactivated', message: MSG.deactivated });
    await admin.put(`/api/v1/user/disabled/${targetId}`);
  });

  it('replays what a briefly disconnected client missed when it reconnects', async () => {
    const tabA = await signedIn(DEMO.super);
    const socket = connect(await signedIn(DEMO.super), { reconnectionDelay: 1500, randomizationFactor: 0 });
    await connected(socket);
    // Recovery resumes from the offset of the last broadcast the client received.
    const first = next(socket, 'user:changed');
    await tabA.put('/api/v1/user/prefs', { socialAllowAvatar: false });
    await first;
    const reconnected = new Promise<void>((resolve) => socket.io.once('reconnect', () => resolve()));
    socket.io.engine.close();
    const changed = next(socket, 'user:changed');
    await tabA.put('/api/v1/user/prefs', { socialAllowName: true });
    await reconnected;
    expect((await changed).userId).toBeDefined();
    expect(socket.recovered).toBe(true);
  });
});
