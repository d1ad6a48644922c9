import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { io, type Socket } from 'socket.io-client';
import {
  LEARNING_ROUTES,
  type ClientToServerEvents,
  type ContentItem,
  type CurrentUser,
  type ReadModelChanged,
  type ServerToClientEvents,
} from '@cytocampus/contracts';
import { signedInAll, type DemoRole } from '../../../../testing/sign-in.js';
import { TestClient } from '../../../../testing/test-client.js';
import { startTestServer, type TestServer } from '../../../../testing/test-server.js';

const FAVORITE = `/api/v1${LEARNING_ROUTES.favoriteModule}`;

let t: TestServer;
let as: Record<DemoRole, TestClient>;
let course: ContentItem;
beforeAll(async () => {
  t = await startTestServer();
  as = await signedInAll(t.url);
  const res = await as.admin.post('/api/v1/modules', { name: 'Favourite screening course', items: [] });
  expect(res.status).toBe(200);
  course = res.body.data as ContentItem;
});
afterAll(() => t.close());

const me = async (client: TestClient) => (await client.get('/api/v1/user')).body.data as CurrentUser;
const pinnedCourse = { type: 'module', itemId: '' };

describe('PUT /user/favoriteModule', () => {
  it('pins a course the caller may read and unpins it the next time, answering the updated record', async () => {
    const before = await me(as.admin);
    const on = await as.admin.put(FAVORITE, { moduleId: course.itemId });
    expect(on.status).toBe(200);
    const pinned = on.body.data as CurrentUser;
    expect(pinned.pinned).toEqual([...before.pinned, { ...pinnedCourse, itemId: course.itemId }]);
    expect(pinned.version).toBe(before.version + 1);
    expect(await me(as.admin)).toEqual(pinned);

    const off = await as.admin.put(FAVORITE, { moduleId: course.itemId });
    expect(off.status).toBe(200);
    expect((off.body.data as CurrentUser).pinned).toEqual(before.pinned);
    expect((await me(as.admin)).pinned).toEqual(before.pinned);
  });

  it("pins the course's item id when the caller names one of its revisions, and unpins it that way too", async () => {
    expect(course.id).not.toBe(course.itemId);
    const on = await as.admin.put(FAVORITE, { moduleId: course.id });
    expect((on.body.data as CurrentUser).pinned).toContainEqual({ ...pinnedCourse, itemId: course.itemId });
    const off = await as.admin.put(FAVORITE, { moduleId: course.id });
    expect((off.body.data as CurrentUser).pinned).not.toContainEqual({ ...pinnedCourse, itemId: course.itemId });
  });

  it('tells the caller’s other tabs: the users projection pushes the new version to their room', async () => {
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(t.url, {
      transports: ['websocket'],
      extraHeaders: { cookie: as.admin.cookieHeader },
    });
    try {
      await new Promise<void>((resolve) => (socket.connected ? resolve() : socket.once('connect', () => resolve())));
      const { id } = await me(as.admin);
      const notice = new Promise<ReadModelChanged>((resolve) => socket.on('changed', (n) => n.model === 'user' && n.id === id && resolve(n)));
      const answer = (await as.admin.put(FAVORITE, { moduleId: course.itemId })).body.data as CurrentUser;
      expect(await notice).toMatchObject({ model: 'user', id, version: answer.version });
      await as.admin.put(FAVORITE, { moduleId: course.itemId });
    } finally {
      socket.disconnect();
    }
  });

  it.each([
    ['no moduleId', {}, 'moduleId'],
    ['a blank moduleId', { moduleId: '' }, 'moduleId'],
    ['a moduleId that is no id', { moduleId: 'not-a-course' }, 'moduleId'],
    ['a moduleId that is no text', { moduleId: 42 }, 'moduleId'],
    ['another field', { moduleId: randomUUID(), pinned: [] }, 'pinned'],
  ])('refuses %s with 400 in the spec’s error shape, changing nothing', async (_case, body, field) => {
    const before = await me(as.admin);
    const res = await as.admin.put(FAVORITE, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, field, message: expect.stringMatching(/./) });
    expect(res.body.errors).toEqual([{ field, message: res.body.message, code: expect.any(Number) }]);
    expect(await me(as.admin)).toEqual(before);
  });

  it('answers 404 for a course that does not exist, and for one the caller may not read, changing nothing', async () => {
    const admin = await me(as.admin);
    expect((await as.admin.put(FAVORITE, { moduleId: randomUUID() })).status).toBe(404);
    expect(await me(as.admin)).toEqual(admin);

    // The demo learner may not read courses through the content permissions.
    expect((await as.learner.get(`/api/v1/modules/${course.itemId}`)).status).toBe(404);
    const learner = await me(as.learner);
    const res = await as.learner.put(FAVORITE, { moduleId: course.itemId });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 404, field: null });
    expect(await me(as.learner)).toEqual(learner);
  });

  it('unpins a course that is gone (a pin must not outlive its course), and then refuses to pin it again', async () => {
    const doomed = (await as.admin.post('/api/v1/modules', { name: 'Retired course', items: [] })).body.data as ContentItem;
    expect((await as.admin.put(FAVORITE, { moduleId: doomed.itemId })).status).toBe(200);
    expect((await as.admin.call('delete', `/api/v1/modules/${doomed.id}`)).status).toBe(200);
    const off = await as.admin.put(FAVORITE, { moduleId: doomed.itemId });
    expect(off.status).toBe(200);
    expect((off.body.data as CurrentUser).pinned).not.toContainEqual({ ...pinnedCourse, itemId: doomed.itemId });
    expect((await as.admin.put(FAVORITE, { moduleId: doomed.itemId })).status).toBe(404);
  });

  it('needs a session', async () => {
    expect((await new TestClient(t.url).put(FAVORITE, { moduleId: course.itemId })).status).toBe(401);
  });
});
