import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { io, type Socket } from 'socket.io-client';
import {
  ANNOUNCEMENT_MAX_LENGTH,
  ANNOUNCEMENT_MSG,
  MSG,
  type Announcement,
  type ClientToServerEvents,
  type ReadModelChanged,
  type ServerToClientEvents,
} from '@cytocampus/contracts';
import { signedInAll, type DemoRole } from '../../testing/sign-in.js';
import type { TestClient } from '../../testing/test-client.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';

const PATH = '/api/v1/announcement';
const LINK = 'rel="noopener noreferrer" target="_blank"';

let t: TestServer;
let as: Record<DemoRole, TestClient>;
beforeAll(async () => {
  t = await startTestServer();
  as = await signedInAll(t.url);
});
afterAll(() => t.close());

const current = async (client: TestClient) => (await client.get(PATH)).body.data as Announcement;

describe('PUT /announcement', () => {
  it('stores an administrator’s announcement sanitized and pushes it to every signed-in tab', async () => {
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(t.url, {
      transports: ['websocket'],
      extraHeaders: { cookie: as.learner.cookieHeader },
    });
    await new Promise<void>((resolve, reject) => (socket.once('connect', resolve), socket.once('connect_error', reject)));
    const pushed = new Promise<ReadModelChanged>((resolve) => socket.on('changed', (n) => n.model === 'announcement' && resolve(n)));
    try {
      const sent =
        '<h2 onclick="steal()">Lab closed</h2><p><strong>Friday</strong> <a href="https://lab.test/hours" target="_self">hours</a>' +
        ' <a href="javascript:alert(document.cookie)">click</a><img src="x" onerror="alert(1)"></p><script>alert(1)</script>';
      const res = await as.admin.put(PATH, { content: sent });
      expect(res.status).toBe(200);
      const saved = res.body.data as Announcement;
      expect(saved.content).toBe(`<h2>Lab closed</h2><p><strong>Friday</strong> <a href="https://lab.test/hours" ${LINK}>hours</a> click</p>`);
      expect(await current(as.learner)).toEqual(saved);
      expect(await pushed).toEqual({ model: 'announcement', id: 'main', version: saved.updated });
    } finally {
      socket.disconnect();
    }
  });

  it('refuses managers and learners, and nothing changes; super may', async () => {
    const before = await current(as.admin);
    for (const role of ['manager', 'learner'] as const) {
      const res = await as[role].put(PATH, { content: `<p>${role} was here</p>` });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 403, message: MSG.forbidden });
    }
    expect(await current(as.admin)).toEqual(before);
    // Super holds every permission.
    expect(((await as.super.put(PATH, { content: '<p>From super</p>' })).body.data as Announcement).content).toBe('<p>From super</p>');
  });

  it('measures the length after sanitizing and refuses too long an announcement with its own message', async () => {
    const padded = `<p>Short</p><script>${'x'.repeat(ANNOUNCEMENT_MAX_LENGTH)}</script>`;
    expect(((await as.admin.put(PATH, { content: padded })).body.data as Announcement).content).toBe('<p>Short</p>');
    const long = `<p>${'y'.repeat(ANNOUNCEMENT_MAX_LENGTH - 6)}</p>`;
    const res = await as.admin.put(PATH, { content: long });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: ANNOUNCEMENT_MSG.tooLong(ANNOUNCEMENT_MAX_LENGTH + 1), field: 'content' });
    expect((await current(as.admin)).content).toBe('<p>Short</p>');
  });

  it('requires content that shows something', async () => {
    for (const content of ['<p></p>', '<script>alert(1)</script>', undefined]) {
      const res = await as.admin.put(PATH, content === undefined ? {} : { content });
      expect(res.body).toMatchObject({ code: 400, message: 'Required', field: 'content' });
    }
  });
});
