import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { CurrentUser, ReadModelChanged, SlideItem } from '@cytocampus/contracts';
import { generateSyntheticSlide } from '@cytocampus/slide-imaging';
import { eventually } from '../testing/eventually.js';
import { DEMO } from '../testing/factories.js';
import { connectTo, startRedisCluster, type ClientSocket, type RedisCluster } from '../testing/redis-cluster.js';
import { TestClient } from '../testing/test-client.js';
import { finish, idOf, tusUpload } from '../testing/tus.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Every read-model notice a socket hears, in order. */
function heard(socket: ClientSocket): ReadModelChanged[] {
  const notices: ReadModelChanged[] = [];
  socket.on('changed', (n) => notices.push(n));
  return notices;
}

describe('two API processes sharing one Redis (real PostgreSQL, projections worker apart)', () => {
  let cluster: RedisCluster;
  let urls: string[];
  let dataDir: string;

  beforeAll(async () => {
    cluster = await startRedisCluster(2, { SLIDE_MIN_BYTES: '1' });
    ({ urls, dataDir } = cluster);
  }, 90_000);

  afterAll(() => cluster?.stop());

  it('delivers a change made through one process once to every socket that cares, on either process', async () => {
    const [a, b] = urls as [string, string];
    const tabOnA = new TestClient(a);
    expect((await tabOnA.post('/api/v1/login', DEMO.learner)).status).toBe(200);
    const tabOnB = new TestClient(b);
    expect((await tabOnB.post('/api/v1/login', DEMO.learner)).status).toBe(200);
    const me = ((await tabOnA.get('/api/v1/user')).body.data as CurrentUser).id;

    const [socketOnA, socketOnB] = [await connectTo(a, tabOnA), await connectTo(b, tabOnB)];
    const [onA, onB] = [heard(socketOnA), heard(socketOnB)];
    const res = await tabOnA.put('/api/v1/user/prefs', { socialAllowLab: true });
    const version = (res.body.data as CurrentUser).version;
    const mine = (notices: ReadModelChanged[]) => notices.filter((n) => n.model === 'user' && n.id === me);
    await eventually(() => mine(onA).length > 0 && mine(onB).length > 0, 'the notice on both processes', 60_000);
    // Both processes hear the worker's notification; each tells only its own sockets.
    await sleep(500);
    expect([mine(onA), mine(onB)]).toEqual([[{ model: 'user', id: me, version }], [{ model: 'user', id: me, version }]]);

    const ended = new Promise<{ reason: string }>((resolve) => socketOnB.once('session:ended', resolve));
    await tabOnA.post('/api/v1/user/logout/all');
    expect((await ended).reason).toBe('signed-out-everywhere');
    expect((await tabOnB.get('/api/v1/user')).status).toBe(401);
    socketOnA.disconnect();
    socketOnB.disconnect();
  }, 60_000);

  it("delivers the slide processor's status changes to a watcher on the other process, each version once", async () => {
    const [a, b] = urls as [string, string];
    const adminOnA = new TestClient(a);
    expect((await adminOnA.post('/api/v1/login', DEMO.admin)).status).toBe(200);
    const adminOnB = new TestClient(b);
    expect((await adminOnB.post('/api/v1/login', DEMO.admin)).status).toBe(200);

    const tiffPath = join(dataDir, 'multi.tif');
    await generateSyntheticSlide({ width: 1024, height: 1024, seed: 5, tiffPath, analysisPath: join(dataDir, 'multi.json') });
    const uploadId = idOf(
      await finish(await tusUpload(a, adminOnA, await readFile(tiffPath), { filename: 'multi.tif', filetype: 'image/tiff', purpose: 'slide' })),
    );
    const slide = (await adminOnA.post('/api/v1/slides', { accession: 'MULTI12345', cellCount: 0, solution: { type: 'none' } })).body.data as SlideItem;

    const watcher = await connectTo(b, adminOnB);
    expect(await new Promise<boolean>((resolve) => watcher.emit('slide:watch', slide.id, resolve))).toBe(true);
    const notices = heard(watcher);
    expect((await adminOnA.post(`/api/v1/slides/${slide.id}/slide/image`, { uploadId, finished: true })).status).toBe(200);
    const ofSlide = () => notices.filter((n): n is Extract<ReadModelChanged, { model: 'slide' }> => n.model === 'slide' && n.id === slide.id);
    await eventually(() => ofSlide().some((n) => n.patch?.status === 'COMPLETE'), 'COMPLETE on the other process', 60_000);
    await sleep(300);
    const versions = ofSlide().map((n) => n.version);
    expect(new Set(versions).size).toBe(versions.length);
    expect(ofSlide().map((n) => n.patch?.status)).toEqual(expect.arrayContaining(['QUEUED', 'PROCESSING', 'COMPLETE']));
    const final = (await adminOnB.get(`/api/v1/slides/${slide.id}`)).body.data as SlideItem;
    expect(final.version).toBe(versions.at(-1));
    watcher.disconnect();
  }, 120_000);
});
