import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { UPLOAD_MSG } from '@cytocampus/contracts';
import { signedIn } from '../../../testing/sign-in.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';
import { finish, idOf, refusalOf, tusUpload } from '../../../testing/tus.js';
import { heic, mov, mp4, slideFixture } from './testing/content-check-samples.js';

let t: TestServer;
// Small real slides are fine here: the spec's 100,000,000-byte minimum is a deployment setting.
beforeAll(async () => (t = await startTestServer({ env: { SLIDE_MIN_BYTES: '1' } })));
afterAll(() => t.close());

const mismatch = { code: 415, message: UPLOAD_MSG.contentMismatch, field: 'file' };

describe('the content check of tus uploads', () => {
  it('refuses a QuickTime movie and an HEIC photo sent as MP4, and serves a real MP4', async () => {
    const manager = await signedIn(t.url, 'manager');
    const asMp4 = { filename: 'teaching.mp4', filetype: 'video/mp4', purpose: 'file' } as const;
    for (const disguised of [mov(), heic()]) {
      const error = await finish(await tusUpload(t.url, manager, disguised, asMp4)).then(
        () => null,
        (e: unknown) => e,
      );
      expect(refusalOf(error)).toEqual(mismatch);
    }

    const video = mp4(50_000);
    const id = idOf(await finish(await tusUpload(t.url, manager, video, asMp4)));
    const served = await manager.get(`/api/v1/files/${id}`);
    expect([served.status, served.headers['content-type'], Buffer.compare(served.body as Buffer, video)]).toEqual([200, 'video/mp4', 0]);
  });

  it('accepts a real NDPI slide as TIFF', async () => {
    const admin = await signedIn(t.url, 'admin');
    const bytes = await readFile(slideFixture('test3-DAPI-2-387.fluorescence.ndpi'));
    const url = await finish(await tusUpload(t.url, admin, bytes, { filename: 'dapi.ndpi', filetype: '', purpose: 'slide' }, { chunkSize: 1_000_000 }));
    expect(idOf(url)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
