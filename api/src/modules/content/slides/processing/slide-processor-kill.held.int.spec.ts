/**
 * The built API killed with SIGKILL while it tiles a slide, on real PostgreSQL: after a restart
 * the slide is processed again and ends COMPLETE with a whole pyramid, never stuck in PROCESSING;
 * and a restart that finds a COMPLETE slide's pyramid gone builds it again.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import type { SlideItem, SlideStatus } from '@cytocampus/contracts';
import { generateSyntheticSlide } from '@cytocampus/slide-imaging';
import { createTestDatabase, freePort, type TestDatabase } from '@cytocampus/testing';
import { BuiltApi } from '../../../../testing/built-api.js';
import { signedIn } from '../../../../testing/sign-in.js';
import type { TestClient } from '../../../../testing/test-client.js';
import { finish, tusUpload } from '../../../../testing/tus.js';

/** Large enough that tiling takes a few seconds on two cores: time to see PROCESSING and kill. */
const SIDE = 12_000;

let db: TestDatabase;
let work: string;
let url: string;
let api: BuiltApi;
/** The slide the first test completed, for the second. */
let completed: { id: string; uploadId: string } | null = null;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function statusOf(client: TestClient, id: string): Promise<SlideStatus> {
  return ((await client.get(`/api/v1/slides/${id}/slide/status`)).body.data as { status: SlideStatus }).status;
}

beforeAll(async () => {
  db = await createTestDatabase();
  work = await mkdtemp(join(tmpdir(), 'slide-kill-'));
  api = new BuiltApi(await freePort(), { DATA_DIR: join(work, 'data'), DATABASE_URL: db.url, RUN_PROJECTIONS: '1', SLIDE_MIN_BYTES: '1' });
  url = api.url;
  await api.start(60_000);
}, 120_000);
afterAll(async () => {
  await api?.killHard();
  await db?.drop();
  await rm(work, { recursive: true, force: true });
});

describe('slide processing killed with SIGKILL', () => {
  it('starts again after a restart and completes the pyramid', async () => {
    const tiffPath = join(work, 'smear.tif');
    await generateSyntheticSlide({ width: SIDE, height: SIDE, seed: 'kill', tiffPath, analysisPath: join(work, 'smear.json') });
    const admin = await signedIn(url, 'admin');
    const uploadUrl = await finish(await tusUpload(url, admin, await readFile(tiffPath), { filename: 'smear.tif', filetype: 'image/tiff', purpose: 'slide' }));
    const uploadId = uploadUrl.split('/').at(-1)!;
    const created = await admin.post('/api/v1/slides', { accession: 'KILL-00001', cellCount: 0, solution: { type: 'none', result: null }, uploadId });
    expect([created.status, created.body.message]).toEqual([200, undefined]);
    const { id } = created.body.data as SlideItem;

    let seen: SlideStatus = 'QUEUED';
    for (let i = 0; i < 1200 && seen !== 'PROCESSING'; i++) {
      seen = await statusOf(admin, id);
      if (seen === 'COMPLETE' || seen === 'ERROR') throw new Error(`the slide reached ${seen} before it could be killed: make SIDE larger`);
      if (seen !== 'PROCESSING') await sleep(50);
    }
    expect(seen).toBe('PROCESSING');
    await sleep(500); // well into the tiling
    await api.killHard();

    await api.start(60_000);
    // The session lives in the database: the same cookies still sign the admin in.
    const deadline = Date.now() + 180_000;
    while (!['COMPLETE', 'ERROR'].includes((seen = await statusOf(admin, id))) && Date.now() < deadline) await sleep(250);
    expect(seen).toBe('COMPLETE');

    const slide = (await admin.get(`/api/v1/slides/${id}`)).body.data as SlideItem;
    expect(slide.image).toMatchObject({ width: SIDE, height: SIDE });
    const dzi = await admin.get(`/api/v1/slides/${id}/slide/wsi`);
    expect(dzi.text).toContain(`Width="${SIDE}"`);
    // The deepest level's last tile exists: the pyramid is whole, not the killed half.
    const levels = slide.image!.levels;
    const last = Math.ceil(SIDE / slide.image!.tileSize) - 1;
    const tile = await admin.call('get', `/api/v1/slides/${id}/slide/wsi_files/${levels - 1}/${last}_${last}.jpeg`);
    expect([tile.status, (await sharp(tile.body as Buffer).metadata()).format]).toEqual([200, 'jpeg']);
    completed = { id, uploadId };
  }, 300_000);

  it('is processed again (MIGRATING) after a restart finds its pyramid gone', async () => {
    if (!completed) throw new Error('the first test did not complete a slide');
    const { id, uploadId } = completed;
    await api.killHard();
    await rm(join(work, 'data', 'slides', uploadId), { recursive: true, force: true });
    await api.start(60_000);
    const admin = await signedIn(url, 'admin');
    // Seen again in the making (MIGRATING, then PROCESSING), then COMPLETE.
    const seen = new Set<SlideStatus>();
    const rebuilt = () => (seen.has('MIGRATING') || seen.has('PROCESSING')) && seen.has('COMPLETE');
    const deadline = Date.now() + 180_000;
    while (!rebuilt()) {
      const status = await statusOf(admin, id);
      if (status !== 'COMPLETE' || seen.size > 0) seen.add(status);
      if (status === 'ERROR' || Date.now() > deadline) throw new Error(`the slide was ${[...seen].join(', ')}`);
      await sleep(50);
    }
    expect((await admin.get(`/api/v1/slides/${id}/slide/wsi`)).text).toContain(`Width="${SIDE}"`);
  }, 300_000);
});
