import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ContentItem, ReadModelChanged, ServerToClientEvents } from '@cytocampus/contracts';
import { signedIn } from '../../../testing/sign-in.js';
import type { TestClient } from '../../../testing/test-client.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';
import { ok, otherOrgManager } from '../testing/content-client.js';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let t: TestServer;
let admin: TestClient;
const sockets: ClientSocket[] = [];
beforeAll(async () => {
  t = await startTestServer();
  admin = await signedIn(t.url, 'admin');
});
afterAll(async () => {
  sockets.forEach((s) => s.disconnect());
  await t.close();
});

async function connect(client: TestClient): Promise<ClientSocket> {
  const socket: ClientSocket = io(t.url, { transports: ['websocket'], extraHeaders: { cookie: client.cookieHeader } });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => (socket.once('connect', resolve), socket.once('connect_error', reject)));
  return socket;
}
const watch = (socket: ClientSocket, key: string) => new Promise<boolean>((resolve) => socket.emit('content:watch', key, resolve));
const heard = (socket: ClientSocket): ReadModelChanged[] => {
  const notices: ReadModelChanged[] = [];
  socket.on('changed', (n) => n.model === 'content' && notices.push(n));
  return notices;
};

describe('live content items', () => {
  it('reach the watchers of an item with the version each change answered, and nobody who may not read it', async () => {
    const course = ok<ContentItem>(await admin.post('/api/v1/modules', { name: 'Live Course', description: '', tags: [], items: [] }));
    const watcher = await connect(admin);
    const outsider = await connect((await otherOrgManager(t.url, admin, 'Harbor Cytology', { readOrgContent: true })).manager);
    const [seen, seenByOutsider] = [heard(watcher), heard(outsider)];

    expect(await watch(watcher, `module/${course.id}`)).toBe(true);
    // By item id too; the wrong type, an unknown id, a malformed key and someone else's private item are refused alike.
    expect(await watch(watcher, `module/${course.itemId}`)).toBe(true);
    for (const key of [`quiz/${course.id}`, 'module/no-such-item', 'module', `slide/${course.id}`]) expect(await watch(watcher, key)).toBe(false);
    expect(await watch(outsider, `module/${course.id}`)).toBe(false);

    const renamed = ok<ContentItem>(await admin.put(`/api/v1/modules/${course.id}`, { module: { name: 'Live Course, renamed' } }));
    const activated = ok<ContentItem>(await admin.put(`/api/v1/modules/${course.id}`, { activate: true }));
    for (let tries = 0; seen.length < 2 && tries < 50; tries++) await new Promise((r) => setTimeout(r, 50));
    expect(seen).toEqual([
      { model: 'content', id: course.id, version: renamed.version },
      { model: 'content', id: course.id, version: activated.version },
    ]);

    // Watched by revision id and by item id: the room is left only after both are unwatched.
    watcher.emit('content:unwatch', `module/${course.id}`);
    await watch(watcher, 'module/round-trip');
    const stillWatched = ok<ContentItem>(await admin.put(`/api/v1/modules/${course.id}`, { module: { description: 'Still followed' } }));
    for (let tries = 0; seen.length < 3 && tries < 50; tries++) await new Promise((r) => setTimeout(r, 50));
    expect(seen.at(-1)).toEqual({ model: 'content', id: course.id, version: stillWatched.version });
    watcher.emit('content:unwatch', `module/${course.itemId}`);
    await watch(watcher, 'module/round-trip');
    ok(await admin.put(`/api/v1/modules/${course.id}`, { deactivate: true }));
    await new Promise((r) => setTimeout(r, 300));
    expect(seen).toHaveLength(3);
    expect(seenByOutsider).toEqual([]);
  });
});
