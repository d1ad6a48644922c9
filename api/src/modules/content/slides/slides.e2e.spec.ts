import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import request from 'supertest';
import { SESSION_COOKIE, type SlideItem, type SlideMark, type SlideStatus, type TileAtPoint } from '@cytocampus/contracts';
import { generateSyntheticSlide, readTiff, withFileSource } from '@cytocampus/slide-imaging';
import { signedInAll, type DemoRole } from '../../../testing/sign-in.js';
import type { TestClient } from '../../../testing/test-client.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';
import { finish, tusUpload } from '../../../testing/tus.js';
import { ok, otherOrgManager } from '../testing/content-client.js';

const FIXTURES = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../../test-data/slides');
let t: TestServer;
let as: Record<DemoRole, TestClient>;
let work: string;
let slidePath: string;
let analysisPath: string;

beforeAll(async () => {
  // Small slides are fine here: the spec's 100,000,000-byte minimum is a deployment setting.
  t = await startTestServer({ env: { SLIDE_MIN_BYTES: '1' } });
  as = await signedInAll(t.url);
  work = await mkdtemp(join(tmpdir(), 'slides-e2e-'));
  slidePath = join(work, 'pap.tif');
  analysisPath = join(work, 'pap.json');
  await generateSyntheticSlide({ width: 2048, height: 2048, seed: 7, tiffPath: slidePath, analysisPath });
}, 120_000);
afterAll(async () => {
  await t.close();
  await rm(work, { recursive: true, force: true });
});

/** Uploads a file through tus as the client and answers its id. */
async function upload(client: TestClient, path: string, purpose: 'slide' | 'analysis', filename: string, filetype: string): Promise<string> {
  const url = await finish(await tusUpload(t.url, client, await readFile(path), { filename, filetype, purpose }));
  return url.split('/').at(-1)!;
}

async function until(client: TestClient, id: string, wanted: SlideStatus[], timeoutMs = 90_000): Promise<{ status: SlideStatus; error: string | null }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = ok<{ status: SlideStatus; error: string | null }>(await client.get(`/api/v1/slides/${id}/slide/status`));
    if (wanted.includes(status.status)) return status;
    if (Date.now() > deadline) throw new Error(`slide still ${status.status}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('a slide from upload to viewer', () => {
  let slide: SlideItem;

  it('is created from an uploaded image and analysis file: accession cleaned, default name, objects imported, queued', async () => {
    const uploadId = await upload(as.admin, slidePath, 'slide', 'pap.tif', 'image/tiff');
    const analysisId = await upload(as.admin, analysisPath, 'analysis', 'pap.json', 'application/json');
    slide = ok<SlideItem>(
      await as.admin.post('/api/v1/slides', { accession: ' ab-123 45 ', cellCount: 0, solution: { type: 'GYN', result: 'HSIL' }, uploadId, analysisId }),
    );
    expect(slide).toMatchObject({ type: 'slide', name: 'Slide #AB12345', fileName: 'pap.tif' });
    expect(slide.fields.accession).toBe('AB12345');
    expect(['QUEUED', 'PROCESSING', 'COMPLETE']).toContain(slide.status);
    expect(slide.objects).toHaveLength(5);
    expect(slide.objects.flat().length).toBeGreaterThan(0);
    expect(slide.fields.cellCount).toBeGreaterThan(0);
  });

  it('is processed into a pyramid the viewer opens, with tiles cached for a year and object crops', async () => {
    expect(await until(as.admin, slide.id, ['COMPLETE', 'ERROR'])).toEqual({ id: slide.id, status: 'COMPLETE', error: null });
    const done = ok<SlideItem>(await as.admin.get(`/api/v1/slides/${slide.id}`));
    expect(done.image).toMatchObject({ width: 2048, height: 2048, tileSize: 512 });
    const dzi = await as.admin.get(`/api/v1/slides/${slide.id}/slide/wsi`);
    expect(dzi.text).toContain('Width="2048"');
    const tile = await as.admin.get(`/api/v1/slides/${slide.id}/slide/wsi_files/11/0_0.jpeg`);
    expect([tile.status, tile.headers['content-type'], tile.headers['cache-control']]).toEqual([200, 'image/jpeg', 'private, max-age=31536000, immutable']);
    const object = done.objects.flat()[0]!;
    const crop = await as.admin.call('get', `/api/v1/slides/${slide.id}/slide/objects/${object.id}/${object.coords.x}/${object.coords.y}`);
    const meta = await sharp(crop.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 320, 320]);
    expect((await as.admin.get(`/api/v1/slides/${slide.id}/slide/thumbnail`)).status).toBe(200);
  });

  it('answers marks and the tiles holding a point, within the image only', async () => {
    const mark = ok<SlideMark>(await as.admin.post(`/api/v1/slides/${slide.id}/slide/marks`, { coords: { x: 1000, y: 1500 } }));
    expect(mark).toEqual({
      id: expect.stringMatching(/^mark-[0-9a-f-]{36}$/),
      coords: { x: 1000, y: 1500 },
      crop: `/slides/${slide.id}/slide/objects/${mark.id}/1000/1500`,
    });
    const crop = await as.admin.call('get', `/api/v1${mark.crop}`);
    expect((await sharp(crop.body as Buffer).metadata()).width).toBe(320);
    const outside = await as.admin.post(`/api/v1/slides/${slide.id}/slide/marks`, { coords: { x: 2048, y: 10 } });
    expect(outside.body).toMatchObject({ code: 400, field: 'coords.x', message: 'Must be less than 2048' });

    const tiles = ok<TileAtPoint[]>(await as.admin.get(`/api/v1/slides/${slide.id}/slide/tiles_for_coords/1500/1000`));
    expect(tiles.map((tile) => tile.level)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    expect(tiles[0]).toEqual({ level: 11, col: 1, row: 2, path: `/slides/${slide.id}/slide/wsi_files/11/1_2.jpeg` });
    expect((await as.admin.call('get', `/api/v1${tiles[0]!.path}`)).status).toBe(200);
    expect((await as.admin.get(`/api/v1/slides/${slide.id}/slide/tiles_for_coords/1500/x`)).body).toMatchObject({
      code: 400,
      field: 'coords.x',
      message: 'Value is not valid',
    });
    const { manager: other } = await otherOrgManager(t.url, as.admin, 'Marks Laboratory', { readOrgContent: true });
    expect((await other.post(`/api/v1/slides/${slide.id}/slide/marks`, { coords: { x: 1, y: 1 } })).status).toBe(404);
  });

  it('is locked only once complete; its custom objects are added, moved and removed', async () => {
    expect(ok<SlideItem>(await as.admin.put(`/api/v1/slides/${slide.id}/lock`, { locked: true })).locked).toBe(true);
    ok(await as.admin.put(`/api/v1/slides/${slide.id}/lock`, { locked: false }));
    const added = ok<SlideItem>(await as.admin.post(`/api/v1/slides/${slide.id}/slide/objects`, { coords: { x: 100, y: 200 }, catIdx: 4 }));
    const custom = added.objects[4]!.find((o) => o.custom)!;
    expect(custom.id).toMatch(/^custom-/);
    const moved = ok<SlideItem>(await as.admin.put(`/api/v1/slides/${slide.id}/slide/objects/${custom.id}`, { catIdx: 0, rank: 0 }));
    expect(moved.objects[0]![0]!.id).toBe(custom.id);
    const removed = ok<SlideItem>(await as.admin.call('delete', `/api/v1/slides/${slide.id}/slide/objects/${custom.id}`));
    expect(removed.objects.flat().some((o) => o.id === custom.id)).toBe(false);
    const imported = moved.objects.flat().find((o) => !o.custom)!;
    expect((await as.admin.call('delete', `/api/v1/slides/${slide.id}/slide/objects/${imported.id}`)).status).toBe(403);
  });

  it('is cloned onto the same image, which is not processed twice', async () => {
    const clone = ok<SlideItem>(await as.admin.post(`/api/v1/slides/${slide.id}/slide/clone`));
    expect(clone.itemId).not.toBe(slide.itemId);
    expect((await until(as.admin, clone.id, ['COMPLETE', 'ERROR'], 20_000)).status).toBe('COMPLETE');
  });

  it('stays invisible, tiles included, to a manager of another organization', async () => {
    const { manager: other } = await otherOrgManager(t.url, as.admin, 'Harbor Pathology', { readOrgContent: true });
    expect((await other.get(`/api/v1/slides/${slide.id}`)).status).toBe(404);
    expect((await other.get(`/api/v1/slides/${slide.id}/slide/wsi_files/11/0_0.jpeg`)).status).toBe(404);
    // Without a session, or with a forged one, tiles answer 401 (the session check is remembered only when it succeeds).
    const tile = `/api/v1/slides/${slide.id}/slide/wsi_files/11/0_0.jpeg`;
    expect((await request(t.url).get(tile)).status).toBe(401);
    expect((await request(t.url).get(tile).set('Cookie', `${SESSION_COOKIE}=forged`)).status).toBe(401);
    expect((await request(t.url).get(tile).set('Cookie', `${SESSION_COOKIE}=forged`)).status).toBe(401);
  });

  it('is processed again when an editor asks (UPDATING), and only by one who may edit it', async () => {
    // The learner does not even see this slide (site content, not shared).
    expect((await as.learner.post(`/api/v1/slides/${slide.id}/slide/reprocess`)).status).toBe(404);
    // A manager of an organization it is shared with reads it, but may not have it processed again.
    const { orgId, manager: reader } = await otherOrgManager(t.url, as.admin, 'Reading Laboratory', { readOrgContent: true });
    ok(await as.admin.put(`/api/v1/slides/${slide.id}`, { allowedOrgs: [orgId] }));
    expect((await reader.get(`/api/v1/slides/${slide.id}`)).status).toBe(200);
    expect((await reader.post(`/api/v1/slides/${slide.id}/slide/reprocess`)).status).toBe(403);
    const again = ok<SlideItem>(await as.admin.post(`/api/v1/slides/${slide.id}/slide/reprocess`));
    expect(['UPDATING', 'PROCESSING', 'COMPLETE']).toContain(again.status);
    expect((await until(as.admin, slide.id, ['COMPLETE', 'ERROR'])).status).toBe('COMPLETE');
  });
});

describe('a JPEG 2000 SVS (TCGA, Aperio 33005)', () => {
  it('is processed like any slide, and its tiles are served in their colours', async () => {
    const uploadId = await upload(as.admin, join(FIXTURES, 'tcga-cr-7395-01a-01-ts1.jp2k.svs'), 'slide', 'tcga.svs', 'image/tiff');
    const slide = ok<SlideItem>(await as.admin.post('/api/v1/slides', { accession: 'TCGA12345', cellCount: 0, solution: { type: 'none' }, uploadId }));
    expect(await until(as.admin, slide.id, ['ERROR', 'COMPLETE'])).toMatchObject({ status: 'COMPLETE', error: null });
    // 4443 × 3567: Deep Zoom level 13 is full resolution. Tile (4, 3) is tissue: H&E, green the weakest.
    const tile = await as.admin.get(`/api/v1/slides/${slide.id}/slide/wsi_files/13/4_3.jpeg`);
    expect(tile.status).toBe(200);
    const { channels } = await sharp(tile.body as Buffer).stats();
    expect(channels[1]!.mean).toBeLessThan(channels[0]!.mean - 30);
    expect(channels[1]!.mean).toBeLessThan(channels[2]!.mean - 15);
  });
});

describe('slides that cannot be processed', () => {
  it('end in ERROR with the reason (a JPEG 2000 tile that does not decode), and can be retried', async () => {
    const damaged = join(work, 'damaged.svs');
    await generateSyntheticSlide({
      width: 600,
      height: 600,
      seed: 3,
      tiffPath: damaged,
      analysisPath: join(work, 'damaged.json'),
      tileSize: 256,
      codec: 'aperio-j2k-rgb',
      aperio: true,
    });
    // Wipe the first tile's start-of-codestream marker: the file stays a well-formed TIFF.
    const bytes = await readFile(damaged);
    const tiles = (await withFileSource(damaged, readTiff)).ifds[0]!.entries.get(324)!.value as number[];
    bytes.fill(0, tiles[0], tiles[0]! + 4);
    await writeFile(damaged, bytes);
    const uploadId = await upload(as.admin, damaged, 'slide', 'damaged.svs', 'image/tiff');
    const slide = ok<SlideItem>(await as.admin.post('/api/v1/slides', { accession: 'BAD12345', cellCount: 0, solution: { type: 'none' }, uploadId }));
    const failed = await until(as.admin, slide.id, ['ERROR', 'COMPLETE']);
    expect(failed).toMatchObject({
      status: 'ERROR',
      error: 'The slide image could not be decoded. The file may be damaged or use an encoding that is not supported.',
    });
    expect(ok<SlideItem>(await as.admin.post(`/api/v1/slides/${slide.id}/slide/retry`)).status).not.toBe('ERROR');
    expect((await until(as.admin, slide.id, ['ERROR', 'COMPLETE'])).status).toBe('ERROR');
  });

  it('without an image stay NEW: the owner may lock them, nobody may retry or reprocess them', async () => {
    const slide = ok<SlideItem>(await as.admin.post('/api/v1/slides', { accession: 'NEW12345', cellCount: 0, solution: { type: 'none' } }));
    expect(slide.status).toBe('NEW');
    expect(slide.abilities.canLock).toBe(true);
    expect((await as.admin.post(`/api/v1/slides/${slide.id}/slide/retry`)).status).toBe(409);
    expect((await as.admin.post(`/api/v1/slides/${slide.id}/slide/reprocess`)).body).toMatchObject({
      code: 409,
      message: 'Only a processed slide can be processed again.',
    });
    expect(ok<SlideItem[] | { items: SlideItem[] }>(await as.admin.get('/api/v1/slides?search=new12345'))).toMatchObject({ total: 0 });
    expect(ok<{ total: number }>(await as.admin.get('/api/v1/slides?search=slide&images=all')).total).toBeGreaterThan(0);
  });
});
