import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { CSRF_COOKIE, CSRF_HEADER, UPLOAD_MSG, type UploadEntry } from '@cytocampus/contracts';
import { signedIn } from '../../testing/sign-in.js';
import { TestClient } from '../../testing/test-client.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { fileBytes, finish, idOf, rawTus, refusalOf, tusMetadata, tusUpload } from '../../testing/tus.js';

let t: TestServer;
beforeAll(async () => (t = await startTestServer()));
afterAll(() => t.close());

const TUS = '/api/v1/uploads/tus';
const listOf = async (client: TestClient): Promise<UploadEntry[]> => (await client.get('/api/v1/uploads')).body.data as UploadEntry[];
const stored = async (): Promise<string[]> => (await readdir(join(t.config.dataDir, 'uploads'))).sort();

describe('tus uploads', () => {
  it('stores an upload sent with tus-js-client in chunks, lists it and serves it with its checked type', async () => {
    const learner = await signedIn(t.url, 'learner');
    const bytes = fileBytes.png(300_000);
    const url = await finish(
      await tusUpload(t.url, learner, bytes, { filename: 'Zoë "smear".png', filetype: 'image/png', purpose: 'image' }, { chunkSize: 100_000 }),
    );
    const id = idOf(url);
    expect(url).toBe(`${t.url}${TUS}/${id}`);

    expect((await listOf(learner)).find((u) => u.id === id)).toEqual({
      id,
      name: 'Zoë "smear".png',
      path: `/api/v1/files/${id}`,
      progress: 1,
      error: null,
      active: false,
      size: 300_000,
      purpose: 'image',
      type: 'image/png',
      created: expect.any(Number),
    });

    const res = await learner.get(`/api/v1/files/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(`inline; filename="Zo_ _smear_.png"; filename*=UTF-8''Zo%C3%AB%20%22smear%22.png`);
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(Buffer.compare(res.body as Buffer, bytes)).toBe(0);
    expect(await readFile(join(t.config.dataDir, 'uploads', id))).toEqual(bytes);

    // Signed-in users only.
    expect((await request(t.url).get(`/api/v1/files/${id}`)).status).toBe(401);
  });

  it('serves data files as attachments (inline on request) and videos in ranges', async () => {
    const manager = await signedIn(t.url, 'manager');
    const csv = fileBytes.csv(50);
    const csvId = idOf(await finish(await tusUpload(t.url, manager, csv, { filename: 'metrics.csv', filetype: 'text/csv', purpose: 'analysis' })));
    const attached = await manager.get(`/api/v1/files/${csvId}`);
    expect(attached.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(attached.headers['content-disposition']).toMatch(/^attachment; filename="metrics.csv"/);
    expect((await manager.get(`/api/v1/files/${csvId}?noAttach=1`)).headers['content-disposition']).toMatch(/^inline;/);

    const video = fileBytes.mp4(200_000);
    const videoId = idOf(await finish(await tusUpload(t.url, manager, video, { filename: 'teaching.mp4', filetype: 'video/mp4', purpose: 'file' })));
    const part = await request(t.url).get(`/api/v1/files/${videoId}`).set('Cookie', manager.cookieHeader).set('Range', 'bytes=1000-1999');
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 1000-1999/200000');
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(Buffer.compare(part.body as Buffer, video.subarray(1000, 2000))).toBe(0);
  });

  it('resumes an interrupted upload from its offset and completes it with identical bytes', async () => {
    const learner = await signedIn(t.url, 'learner');
    const bytes = fileBytes.pdf(1_000_000);
    const first = await tusUpload(t.url, learner, bytes, { filename: 'talk.pdf', filetype: 'application/pdf', purpose: 'file' }, { chunkSize: 256_000 });
    const interrupted = new Promise<string>((resolve) => {
      first.options.onChunkComplete = () => void first.abort().then(() => resolve(first.url ?? ''));
    });
    first.start();
    const url = await interrupted;
    const id = idOf(url);

    const head = await rawTus(t.url, learner, 'head', `${TUS}/${id}`, {});
    expect(head.headers['upload-offset']).toBe('256000');
    const halfway = (await listOf(learner)).find((u) => u.id === id);
    expect(halfway).toMatchObject({ progress: 0.256, error: null, active: true });
    // Bytes arrived moments ago: it is still active and cannot be cleared.
    expect((await learner.call('delete', `/api/v1/uploads/${id}`)).body).toMatchObject({ code: 409, message: UPLOAD_MSG.activeCannotBeCleared });

    const sent: number[] = [];
    const resumed = await tusUpload(
      t.url,
      learner,
      bytes,
      { filename: 'talk.pdf', filetype: 'application/pdf', purpose: 'file' },
      {
        uploadUrl: url,
        chunkSize: 256_000,
        onChunkComplete: (_chunk, accepted) => sent.push(accepted),
      },
    );
    expect(await finish(resumed)).toBe(url);
    expect(sent).toEqual([512_000, 768_000, 1_000_000]);
    const served = await learner.get(`/api/v1/files/${id}`);
    expect(served.headers['content-disposition']).toMatch(/^inline; filename="talk.pdf"/);
    expect(Buffer.compare(served.body as Buffer, bytes)).toBe(0);
  });

  it('refuses too-large, wrong-type, unsized and unauthenticated uploads before storing anything', async () => {
    const learner = await signedIn(t.url, 'learner');
    const before = await stored();
    const create = (length: string | null, meta: Record<string, string>, client = learner) =>
      rawTus(t.url, client, 'post', TUS, {
        ...(length === null ? { 'Upload-Defer-Length': '1' } : { 'Upload-Length': length }),
        'Upload-Metadata': tusMetadata(meta),
      });

    const tooLarge = await create('6000000', { filename: 'big.png', filetype: 'image/png', purpose: 'image' });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body).toEqual({ code: 400, message: 'Selected file is too large. Must be less than 5.2 MB, but is 6.0 MB.', field: 'size' });
    expect((await create('10000000', { filename: 'talk.pdf', filetype: 'application/pdf', purpose: 'file' })).body.message).toBe(
      'Selected file is too large. Must be less than 10.0 MB, but is 10.0 MB.',
    );
    expect((await create('5000', { filename: 'slide.svs', filetype: '', purpose: 'slide' })).body).toMatchObject({ code: 400, field: 'size' });
    expect((await create('5000', { filename: 'page.html', filetype: 'text/html', purpose: 'file' })).body).toMatchObject({ code: 400, field: 'filetype' });
    expect((await create('5000', { filename: 'photo.png', filetype: 'text/html', purpose: 'image' })).body).toMatchObject({ code: 400, field: 'filetype' });
    expect((await create('5000', { filename: 'photo.png', filetype: 'image/png', purpose: 'avatar' })).body).toMatchObject({ code: 400, field: 'purpose' });
    expect((await create(null, { filename: 'photo.png', filetype: 'image/png', purpose: 'image' })).body).toEqual({
      code: 400,
      message: UPLOAD_MSG.lengthRequired,
      field: 'size',
    });

    const anonymous = new TestClient(t.url);
    expect((await create('5000', { filename: 'photo.png', filetype: 'image/png', purpose: 'image' }, anonymous)).body).toMatchObject({ code: 401 });
    const noCsrf = await request(t.url).post(TUS).set('Cookie', learner.cookieHeader).set('Tus-Resumable', '1.0.0').set('Upload-Length', '5000');
    expect(noCsrf.status).toBe(403);
    expect(await stored()).toEqual(before);
  });

  it("answers tus's own refusals as JSON in the product's shape, with tus's status and protocol headers", async () => {
    const learner = await signedIn(t.url, 'learner');
    const created = await rawTus(t.url, learner, 'post', TUS, {
      'Upload-Length': '1000',
      'Upload-Metadata': tusMetadata({ filename: 'a.png', filetype: 'image/png', purpose: 'image' }),
    });
    expect(created.status).toBe(201);
    const path = `${TUS}/${idOf(created.headers.location as string)}`;
    const octets = 'application/offset+octet-stream';
    const patch = (headers: Record<string, string>) => rawTus(t.url, learner, 'patch', path, headers, fileBytes.png(100));
    const csrf = new RegExp(`(?:^|; )${CSRF_COOKIE}=([^;]+)`).exec(learner.cookieHeader)?.[1] ?? '';
    const withoutTusResumable = () =>
      request(t.url)
        .patch(path)
        .set('Cookie', learner.cookieHeader)
        .set(CSRF_HEADER, csrf)
        .set('Upload-Offset', '0')
        .set('Content-Type', octets)
        .send(fileBytes.png(100));

    // One at a time: tus's lock would cancel a PATCH that another PATCH of the same upload waits for.
    const cases: [send: () => PromiseLike<request.Response>, status: number, message: string, field: string][] = [
      [() => patch({ 'Upload-Offset': '500', 'Content-Type': octets }), 409, 'Upload-Offset conflict', 'upload-offset'],
      [() => patch({ 'Upload-Offset': 'ten', 'Content-Type': octets }), 400, 'Value is not valid', 'upload-offset'],
      [() => patch({ 'Upload-Offset': '0', 'Content-Type': 'text/plain' }), 400, 'Value is not valid', 'content-type'],
      [() => patch({ 'Content-Type': octets }), 403, 'Required', 'upload-offset'],
      [withoutTusResumable, 412, 'Required', 'tus-resumable'],
    ];
    for (const [send, status, message, field] of cases) {
      const res = await send();
      expect([res.status, res.headers['content-type'], res.body]).toEqual([status, 'application/json; charset=utf-8', { code: status, message, field }]);
      expect(res.headers['tus-resumable']).toBe('1.0.0');
    }
    // None of them wrote a byte.
    expect((await rawTus(t.url, learner, 'head', path, {})).headers['upload-offset']).toBe('0');
  });

  it('checks the real content of a finished file and discards a disguised one', async () => {
    const learner = await signedIn(t.url, 'learner');
    const before = await stored();
    const disguised = Buffer.from('<html><script>alert(1)</script></html>'.repeat(100));
    const upload = await tusUpload(t.url, learner, disguised, { filename: 'cat.png', filetype: 'image/png', purpose: 'image' });
    const error = await finish(upload).then(
      () => null,
      (e: unknown) => e,
    );
    expect(refusalOf(error)).toEqual({ code: 415, message: UPLOAD_MSG.contentMismatch, field: 'file' });
    const id = idOf(upload.url ?? '');
    expect((await listOf(learner)).find((u) => u.id === id)).toMatchObject({ error: UPLOAD_MSG.contentMismatch, active: false });
    expect((await learner.get(`/api/v1/files/${id}`)).status).toBe(404);
    expect(await stored()).toEqual(before);
  });

  it('keeps uploads to their owner: others can neither see, resume, cancel nor clear them', async () => {
    const learner = await signedIn(t.url, 'learner');
    const other = await signedIn(t.url, 'manager');
    const id = idOf(await finish(await tusUpload(t.url, learner, fileBytes.png(1000), { filename: 'mine.png', filetype: 'image/png', purpose: 'image' })));

    expect((await listOf(other)).map((u) => u.id)).not.toContain(id);
    expect((await other.call('delete', `/api/v1/uploads/${id}`)).body).toEqual({ code: 404, message: UPLOAD_MSG.uploadNotFound, field: null });
    expect((await rawTus(t.url, other, 'head', `${TUS}/${id}`, {})).status).toBe(404);
    expect((await rawTus(t.url, other, 'delete', `${TUS}/${id}`, {})).status).toBe(404);
    expect(
      (await rawTus(t.url, other, 'patch', `${TUS}/${id}`, { 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' }, Buffer.alloc(10)))
        .status,
    ).toBe(404);
    expect((await other.call('delete', '/api/v1/uploads/../../etc')).status).toBe(404);

    expect((await learner.call('delete', `/api/v1/uploads/${id}`)).body).toEqual({ code: 200, data: { success: true } });
    expect((await listOf(learner)).map((u) => u.id)).not.toContain(id);
    // Cleared from the list, the file itself stays (an avatar may use it).
    expect((await other.get(`/api/v1/files/${id}`)).status).toBe(200);
  });

  it('lets the owner cancel an unfinished upload and clear every finished one at once', async () => {
    const admin = await signedIn(t.url, 'admin');
    const done = idOf(await finish(await tusUpload(t.url, admin, fileBytes.png(500), { filename: 'a.png', filetype: 'image/png', purpose: 'image' })));
    const created = await rawTus(t.url, admin, 'post', TUS, {
      'Upload-Length': '5000',
      'Upload-Metadata': tusMetadata({ filename: 'b.png', filetype: 'image/png', purpose: 'image' }),
    });
    expect(created.status).toBe(201);
    const cancelled = idOf(created.headers.location as string);
    expect((await rawTus(t.url, admin, 'delete', `${TUS}/${cancelled}`, {})).status).toBe(204);
    expect((await listOf(admin)).find((u) => u.id === cancelled)).toMatchObject({ error: UPLOAD_MSG.cancelled, active: false });

    expect((await admin.call('delete', '/api/v1/uploads')).body.data).toEqual({ cleared: 2 });
    expect((await listOf(admin)).map((u) => u.id)).not.toEqual(expect.arrayContaining([done]));
    expect(await listOf(admin)).toEqual([]);
  });

  it('makes an image the user uploaded their avatar, and nothing else', async () => {
    const learner = await signedIn(t.url, 'learner');
    const manager = await signedIn(t.url, 'manager');
    const image = idOf(await finish(await tusUpload(t.url, learner, fileBytes.png(2000), { filename: 'me.png', filetype: 'image/png', purpose: 'image' })));
    const pdf = idOf(await finish(await tusUpload(t.url, learner, fileBytes.pdf(2000), { filename: 'cv.pdf', filetype: 'application/pdf', purpose: 'file' })));
    const theirs = idOf(await finish(await tusUpload(t.url, manager, fileBytes.png(2000), { filename: 'them.png', filetype: 'image/png', purpose: 'image' })));

    const set = await learner.put('/api/v1/user/profile', { avatar: image, lab: 'North Lab' });
    expect(set.body.data.bio).toMatchObject({ avatar: image, lab: 'North Lab' });
    expect((await learner.get('/api/v1/user')).body.data.bio.avatar).toBe(image);
    for (const avatar of [pdf, theirs, 'not-a-file', 42]) {
      expect((await learner.put('/api/v1/user/profile', { avatar })).body).toEqual({ code: 400, message: 'Value is not valid', field: 'avatar' });
    }
    expect((await learner.put('/api/v1/user/profile', { avatar: '' })).body.data.bio.avatar).toBe('');
  });
});
