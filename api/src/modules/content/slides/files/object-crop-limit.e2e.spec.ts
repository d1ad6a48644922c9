import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signedInAll, type DemoRole } from '../../../../testing/sign-in.js';
import { processedSlide, syntheticSlideFiles, type SyntheticSlideFiles } from '../../../../testing/slides.js';
import type { TestClient } from '../../../../testing/test-client.js';
import { startTestServer, type TestServer } from '../../../../testing/test-server.js';
import { tooManyObjectCrops } from './object-crop-limit.js';

// Three renders per user in a window of 5 s, short enough to wait out; small slides are fine here.
const LIMITS = { SLIDE_MIN_BYTES: '1', OBJECT_CROP_LIMIT: '3', OBJECT_CROP_WINDOW: '5' };
const REDIS = { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', REDIS_PREFIX: `test-${randomUUID().slice(0, 8)}` };

// One synthetic TIFF for both servers.
let files: SyntheticSlideFiles;
beforeAll(async () => {
  files = await syntheticSlideFiles(5, { width: 1024, height: 1024 });
}, 60_000);
afterAll(() => files?.remove());

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
    // A processed slide of the admin's: the TIFF alone (no analysis file), not activated.
    const fields = { accession: 'CROPS12345', solution: { type: 'none' } };
    slide = (await processedSlide(t.url, as.admin, { files: { slidePath: files.slidePath }, activate: false, fields })).id;
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
