import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { io, type Socket } from 'socket.io-client';
import { UPLOAD_PROGRESS_THROTTLE_MS, type ClientToServerEvents, type ServerToClientEvents, type UploadProgressNotice } from '@cytocampus/contracts';
import { signedIn } from '../../testing/sign-in.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { fileBytes, finish, idOf, tusUpload } from '../../testing/tus.js';

let t: TestServer;
beforeAll(async () => (t = await startTestServer()));
afterAll(() => t.close());

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('upload progress pushes', () => {
  it('reach the owner over socket.io at most once a second per upload, then the completion', async () => {
    const learner = await signedIn(t.url, 'learner');
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(t.url, { transports: ['websocket'], extraHeaders: { cookie: learner.cookieHeader } });
    const other = await signedIn(t.url, 'manager');
    const otherSocket: Socket<ServerToClientEvents, ClientToServerEvents> = io(t.url, {
      transports: ['websocket'],
      extraHeaders: { cookie: other.cookieHeader },
    });
    await Promise.all([socket, otherSocket].map((s) => (s.connected ? Promise.resolve() : new Promise<void>((resolve) => s.once('connect', () => resolve())))));
    const progress: { at: number; notice: UploadProgressNotice }[] = [];
    const changes: string[] = [];
    const seenByOther: unknown[] = [];
    socket.on('upload:progress', (notice) => progress.push({ at: Date.now(), notice }));
    socket.on('changed', (notice) => notice.model === 'upload' && changes.push(notice.id));
    otherSocket.on('upload:progress', (notice) => seenByOther.push(notice));
    otherSocket.on('changed', (notice) => notice.model === 'upload' && seenByOther.push(notice));

    // 30 chunks sent about 120 ms apart: some 3.6 s of bytes arriving, ten times more often than the throttle allows.
    const upload = await tusUpload(
      t.url,
      learner,
      fileBytes.pdf(1_200_000),
      { filename: 'slow.pdf', filetype: 'application/pdf', purpose: 'file' },
      {
        chunkSize: 40_000,
        onBeforeRequest: (req) => (req.getMethod() === 'PATCH' ? sleep(120) : undefined),
      },
    );
    const started = Date.now();
    const id = idOf(await finish(upload));
    const duration = Date.now() - started;
    // The completion's notice: the second one of this upload (the first was its start).
    while (changes.filter((c) => c === id).length < 2) await sleep(20);

    const mine = progress.filter((p) => p.notice.id === id);
    expect(mine.length).toBeGreaterThanOrEqual(3);
    // At most one per throttle window (plus the first); a little slack for delivery jitter.
    expect(mine.length).toBeLessThanOrEqual(Math.ceil(duration / UPLOAD_PROGRESS_THROTTLE_MS) + 1);
    for (let i = 1; i < mine.length; i++) expect(mine[i]!.at - mine[i - 1]!.at).toBeGreaterThanOrEqual(UPLOAD_PROGRESS_THROTTLE_MS - 100);
    const values = mine.map((p) => p.notice.progress);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(mine[0]!.notice).toMatchObject({ id, name: 'slow.pdf', error: null, active: true });
    expect(changes.filter((c) => c === id)).toHaveLength(2);
    expect(seenByOther).toEqual([]);
    socket.disconnect();
    otherSocket.disconnect();
  }, 30_000);
});
