import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { io, type Socket } from 'socket.io-client';
import {
  MSG,
  type ClientToServerEvents,
  type CurrentUser,
  type GroupItem,
  type OrganizationItem,
  type ReadModelChanged,
  type ServerToClientEvents,
} from '@cytocampus/contracts';
import { DEMO, newUser } from '../testing/factories.js';
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
  new Promise<Parameters<ServerToClientEvents[E]>[0]>((resolve) =>
    socket.once(event, ((payload: Parameters<ServerToClientEvents[E]>[0]) => resolve(payload)) as never),
  );
/** The first read-model notice that matches, as a client would pick it out. */
const notice = (socket: ClientSocket, matches: (n: ReadModelChanged) => boolean) =>
  new Promise<ReadModelChanged>((resolve) => {
    const listener = (n: ReadModelChanged) => matches(n) && (socket.off('changed', listener), resolve(n));
    socket.on('changed', listener);
  });
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

  it("tells the user's other tabs of a preference changed in one, with the version that tab already holds", async () => {
    const tabA = await signedIn(DEMO.manager);
    const socketB = connect(await signedIn(DEMO.manager));
    await connected(socketB);
    const me = ((await tabA.get('/api/v1/user')).body.data as CurrentUser).id;
    const changed = notice(socketB, (n) => n.model === 'user' && n.id === me);
    const res = await tabA.put('/api/v1/user/prefs', { socialAllowGender: true });
    expect(await changed).toEqual({ model: 'user', id: me, version: (res.body.data as CurrentUser).version });
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

  it("sends a user's notices to those who may list that user, not to the other members of the organization", async () => {
    const learner = await signedIn(DEMO.learner);
    const { id: learnerId, orgId } = (await learner.get('/api/v1/user')).body.data as CurrentUser;
    const [admin, manager] = await Promise.all([signedIn(DEMO.admin), signedIn(DEMO.manager)]);
    const colleague = newUser({ orgId, password: 'CytoCampus1' });
    expect((await admin.post('/api/v1/users', colleague)).status).toBe(200);
    const otherLearner = await signedIn({ email: colleague.email, password: 'CytoCampus1' });
    const sockets = { admin: connect(admin), manager: connect(manager), other: connect(otherLearner) };
    await Promise.all(Object.values(sockets).map(connected));
    const heard: string[] = [];
    for (const [who, socket] of Object.entries(sockets)) socket.on('changed', (n) => n.model === 'user' && n.id === learnerId && heard.push(who));
    const byAdmin = notice(sockets.admin, (n) => n.id === learnerId);
    const byManager = notice(sockets.manager, (n) => n.id === learnerId);
    await learner.put('/api/v1/user/profile', { lab: 'Scoped Lab' });
    await Promise.all([byAdmin, byManager]);
    // Notices leave together, in one commit: a moment is enough for one that was going to arrive.
    await new Promise((r) => setTimeout(r, 300));
    expect(heard.sort()).toEqual(['admin', 'manager']);
  });

  it("sends an organization's and a group's notices to its members' managers and the site-wide lists, with the version the answer holds", async () => {
    const [admin, manager, learner] = await Promise.all([signedIn(DEMO.admin), signedIn(DEMO.manager), signedIn(DEMO.learner)]);
    const { orgId } = (await manager.get('/api/v1/user')).body.data as CurrentUser;
    const sockets = { admin: connect(admin), manager: connect(manager), learner: connect(learner) };
    await Promise.all(Object.values(sockets).map(connected));

    const ofOrg = (n: ReadModelChanged) => n.model === 'organization' && n.id === orgId;
    const [byAdmin, byManager, byLearner] = [notice(sockets.admin, ofOrg), notice(sockets.manager, ofOrg), notice(sockets.learner, ofOrg)];
    const renamed = (await admin.put(`/api/v1/organizations/${orgId}`, { region: 'North' })).body.data as OrganizationItem;
    // Every member may read their own organization; the site-wide lists are the admin's.
    for (const heard of await Promise.all([byAdmin, byManager, byLearner]))
      expect(heard).toEqual({ model: 'organization', id: orgId, version: renamed.version });

    const group = (await admin.post('/api/v1/groups', { orgId, name: 'Live Group' })).body.data as GroupItem;
    const heardByLearner: ReadModelChanged[] = [];
    sockets.learner.on('changed', (n) => n.model === 'group' && heardByLearner.push(n));
    const ofGroup = (n: ReadModelChanged) => n.model === 'group' && n.id === group.id;
    const [groupByAdmin, groupByManager] = [notice(sockets.admin, ofGroup), notice(sockets.manager, ofGroup)];
    const edited = (await admin.put(`/api/v1/groups/${group.id}`, { description: 'Followed live' })).body.data as GroupItem;
    for (const heard of await Promise.all([groupByAdmin, groupByManager])) expect(heard).toEqual({ model: 'group', id: group.id, version: edited.version });
    await new Promise((r) => setTimeout(r, 300));
    expect(heardByLearner).toEqual([]);
  });
});
