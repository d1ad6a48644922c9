import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { SlideItem, SlideStatus } from '@cytocampus/contracts';
import { generateSyntheticSlide } from '@cytocampus/slide-imaging';
import { signedInAll, type DemoRole } from '../../../../testing/sign-in.js';
import type { TestClient } from '../../../../testing/test-client.js';
import { startTestServer, type TestServer } from '../../../../testing/test-server.js';
import { finish, idOf, tusUpload } from '../../../../testing/tus.js';
import { ok } from '../../content-testing.spec.js';
import { tooManyObjectCrops } from './object-crop-limit.js';

// Three renders per user in a window of 5 s, short enough to wait out; small slides are fine here.
const LIMITS = { SLIDE_MIN_BYTES: '1', OBJECT_CROP_LIMIT: '3', OBJECT_CROP_WINDOW: '5' };
const REDIS = { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', REDIS_PREFIX: `test-${randomUUID().slice(0, 8)}` };

let work: string;
let tiff: Buffer;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'object-crops-'));
  const tiffPath = join(work, 'crops.tif');
  await generateSyntheticSlide({ width: 1024, height: 1024, seed: 5, tiffPath, analysisPath: join(work, 'crops.json') });
  tiff = await readFile(tiffPath);
}, 60_000);
afterAll(() => rm(work, { recursive: true, force: true }));

/** A processed slide of the admin's, from the synthetic TIFF. */
async function processedSlide(t: TestServer, admin: TestClient): Promise<string> {
  const uploadId = idOf(await finish(await tusUpload(t.url, admin, tiff, { filename: 'crops.tif', filetype: 'image/tiff', purpose: 'slide' })));
  const { id } = ok<SlideItem>(await admin.post('/api/v1/slides', { accession: 'CROPS12345', cellCount: 0, solution: { type: 'none' }, uploadId }));
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await sleep(250)) {
    const { status } = ok<{ status: SlideStatus }>(await admin.get(`/api/v1/slides/${id}/slide/status`));
    if (status === 'COMPLETE') return id;
    if (status === 'ERROR') throw new Error('the slide could not be processed');
  }
  throw new Error('the slide was not processed in time');
}

describe.each([
  ['in memory', LIMITS],
  ['in Redis', { ...LIMITS, ...REDIS }],
])('object crop renders per user (limits %s)', (_store, env) => {
  let t: TestServer;
  let as: Record<DemoRole, TestClient>;
  let slide: string;
  beforeAll(async () => {
    t = await startTestServer({ env });
    as = await signedInAll(t.url);
    slide = await processedSlide(t, as.admin);
  }, 120_000);
  afterAll(() => t.close());

  const crop = (client: TestClient, x: number, id = slide) => client.call('get', `/api/v1/slides/${id}/slide/objects/object-${x}/${x}/500`);

  it('renders a few, then answers 429 with Retry-After until the window has passed; tiles and other users are not held up', async () => {
    // Refusals before rendering (no such slide) spend nothing.
    expect((await crop(as.admin, 100, 'no-such-slide')).status).toBe(404);
    for (const x of [100, 200, 300]) expect([(await crop(as.admin, x)).status, x]).toEqual([200, x]);

    const refused = await crop(as.admin, 400);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(5);
    expect([refused.status, refused.body]).toEqual([429, { code: 429, message: tooManyObjectCrops(retryAfter), field: null }]);
    // A refusal must not be cached as the crop for a year.
    expect(refused.headers['cache-control'] ?? '').not.toContain('immutable');

    expect((await as.admin.call('get', `/api/v1/slides/${slide}/slide/wsi_files/10/0_0.jpeg`)).status).toBe(200);
    expect((await crop(as.super, 100)).status).toBe(200);

    await sleep(retryAfter * 1000 + 200);
    expect((await crop(as.admin, 400)).status).toBe(200);
  }, 30_000);
});
