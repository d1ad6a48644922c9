import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ReadModelChanged, ServerToClientEvents, SlideItem } from '@cytocampus/contracts';
import { generateSyntheticSlide } from '@cytocampus/slide-imaging';
import { signedIn } from '../../../../testing/sign-in.js';
import type { TestClient } from '../../../../testing/test-client.js';
import { startTestServer, type TestServer } from '../../../../testing/test-server.js';
import { finish, idOf, tusUpload } from '../../../../testing/tus.js';
import { ok, otherOrgManager } from '../../testing/content-client.js';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let t: TestServer;
let admin: TestClient;
let work: string;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  t = await startTestServer({ env: { SLIDE_MIN_BYTES: '1' } });
  admin = await signedIn(t.url, 'admin');
  work = await mkdtemp(join(tmpdir(), 'slide-watch-'));
}, 60_000);
afterAll(async () => {
  sockets.forEach((s) => s.disconnect());
  await t.close();
  await rm(work, { recursive: true, force: true });
});

async function connect(client: TestClient): Promise<ClientSocket> {
  const socket: ClientSocket = io(t.url, { transports: ['websocket'], extraHeaders: { cookie: client.cookieHeader } });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => (socket.once('connect', resolve), socket.once('connect_error', reject)));
  return socket;
}
const watch = (socket: ClientSocket, slideId: string) => new Promise<boolean>((resolve) => socket.emit('slide:watch', slideId, resolve));
type SlideNotice = Extract<ReadModelChanged, { model: 'slide' }>;
const statusesOf = (notices: SlideNotice[]) => notices.map((n) => n.patch?.status).filter((s, i, all) => s !== all[i - 1]);
/** The slide notices a socket hears, in order. */
function slideNotices(socket: ClientSocket): SlideNotice[] {
  const seen: SlideNotice[] = [];
  socket.on('changed', (n) => n.model === 'slide' && seen.push(n));
  return seen;
}

describe('live slide status', () => {
  it('reaches the watchers of a slide from upload to COMPLETE, and nobody who may not read it', async () => {
    const tiffPath = join(work, 'watch.tif');
    await generateSyntheticSlide({ width: 1536, height: 1536, seed: 11, tiffPath, analysisPath: join(work, 'watch.json') });
    const uploadId = idOf(
      await finish(await tusUpload(t.url, admin, await readFile(tiffPath), { filename: 'watch.tif', filetype: 'image/tiff', purpose: 'slide' })),
    );
    const slide = ok<SlideItem>(await admin.post('/api/v1/slides', { accession: 'WATCH12345', cellCount: 0, solution: { type: 'none' } }));

    const watcher = await connect(admin);
    const outsider = await connect((await otherOrgManager(t.url, admin, 'Harbor Pathology', { readOrgContent: true })).manager);
    const seen = slideNotices(watcher);
    const seenByOutsider = slideNotices(outsider);
    const progress: number[] = [];
    watcher.on('slide:progress', (n) => n.id === slide.id && progress.push(n.progress));
    outsider.on('slide:progress', (n) => progress.push(-n.progress));
    const complete = new Promise<void>((resolve) => watcher.on('changed', (n) => n.model === 'slide' && n.patch?.status === 'COMPLETE' && resolve()));
    expect(await watch(watcher, slide.id)).toBe(true);
    expect(await watch(outsider, slide.id)).toBe(false);
    expect(await watch(outsider, 'no-such-slide')).toBe(false);

    ok(await admin.post(`/api/v1/slides/${slide.id}/slide/image`, { uploadId, finished: false }));
    ok(await admin.post(`/api/v1/slides/${slide.id}/slide/image`, { uploadId, finished: true }));
    await complete;

    const statuses = statusesOf(seen);
    expect(statuses[0]).toBe('UPLOADING');
    expect(statuses).toContain('PROCESSING');
    expect(statuses.at(-1)).toBe('COMPLETE');
    expect(seen.every((n) => n.id === slide.id && n.patch?.error === null)).toBe(true);
    // Each notice names the next version of the slide, as GET /slides/{id} then answers it.
    const versions = seen.map((n) => n.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    const final = ok<SlideItem>(await admin.get(`/api/v1/slides/${slide.id}`));
    expect([final.version, final.image]).toEqual([versions.at(-1), seen.at(-1)!.patch!.image]);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(seenByOutsider).toEqual([]);
  }, 120_000);

  it('stops after slide:unwatch', async () => {
    const slide = ok<SlideItem>(await admin.post('/api/v1/slides', { accession: 'UNWATCH1234', cellCount: 0, solution: { type: 'none' } }));
    const watcher = await connect(admin);
    const seen = slideNotices(watcher);
    const tiffPath = join(work, 'unwatch.tif');
    await generateSyntheticSlide({ width: 256, height: 256, seed: 12, tiffPath, analysisPath: join(work, 'unwatch.json') });
    const upload = async () =>
      idOf(await finish(await tusUpload(t.url, admin, await readFile(tiffPath), { filename: 'unwatch.tif', filetype: 'image/tiff', purpose: 'slide' })));
    const [first, second] = [await upload(), await upload()];
    // Only the caller's own slide uploads can be named.
    const foreign = await admin.post(`/api/v1/slides/${slide.id}/slide/image`, { uploadId: '00000000-0000-4000-8000-000000000000', finished: false });
    expect([foreign.status, foreign.body.message]).toEqual([404, 'File not found.']);
    expect(await watch(watcher, slide.itemId)).toBe(true);
    ok(await admin.post(`/api/v1/slides/${slide.id}/slide/image`, { uploadId: first, finished: false }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    watcher.emit('slide:unwatch', slide.itemId);
    // A round trip after the unwatch, so the server has handled it before the next change.
    await watch(watcher, 'no-such-slide');
    ok(await admin.post(`/api/v1/slides/${slide.id}/slide/image`, { uploadId: second, finished: false }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Each upload start is pushed (a new upload id): one arrived before the unwatch, none after.
    expect(seen.map((n) => n.patch?.status)).toEqual(['UPLOADING']);
  });
});
