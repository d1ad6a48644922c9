import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { io, type Socket } from 'socket.io-client';
import {
  SLIDE_ROUTES,
  type ClientToServerEvents,
  type ReadModelChanged,
  type ServerToClientEvents,
  type SlideItem,
  type SlideLibraryProgress,
} from '@cytocampus/contracts';
import { generateSyntheticSlide } from '@cytocampus/slide-imaging';
import { signedIn } from '../../../../testing/sign-in.js';
import type { TestClient } from '../../../../testing/test-client.js';
import { startTestServer, type TestServer } from '../../../../testing/test-server.js';
import { finish, idOf, tusUpload } from '../../../../testing/tus.js';
import { ok, otherOrgManager } from '../../testing/content-client.js';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const AUTHOR = { readOrgContent: true, createOrgContent: true };
const PROGRESS = `/api/v1${SLIDE_ROUTES.progress}`;

let t: TestServer;
let admin: TestClient;
let learner: TestClient;
let work: string;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  t = await startTestServer({ env: { SLIDE_MIN_BYTES: '1' } });
  [admin, learner] = await Promise.all([signedIn(t.url, 'admin'), signedIn(t.url, 'learner')]);
  work = await mkdtemp(join(tmpdir(), 'slide-library-'));
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

type LibraryNotice = Extract<ReadModelChanged, { model: 'slideLibrary' }>;
/** The slideLibrary notices a socket hears. */
function libraryNotices(socket: ClientSocket): LibraryNotice[] {
  const heard: LibraryNotice[] = [];
  socket.on('changed', (n) => n.model === 'slideLibrary' && heard.push(n));
  return heard;
}
const nextLibraryNotice = (socket: ClientSocket) =>
  new Promise<void>((resolve) => {
    const on = (n: ReadModelChanged) => n.model === 'slideLibrary' && (socket.off('changed', on), resolve());
    socket.on('changed', on);
  });
/** A round trip: what the server sent this socket before it answered has arrived. */
const roundTrip = (socket: ClientSocket) => new Promise<number>((resolve) => socket.emit('ping', resolve));

const progressOf = async (client: TestClient, orgId?: string) => ok<SlideLibraryProgress>(await client.get(orgId ? `${PROGRESS}?orgId=${orgId}` : PROGRESS));
const createSlide = (client: TestClient, orgId: string, accession: string) =>
  client.post(`/api/v1/slides?orgId=${orgId}`, { accession, cellCount: 0, solution: { type: 'none' } }).then((res) => ok<SlideItem>(res));

describe('GET /slides/progress and its notices (issue 29)', () => {
  it('counts the slides of the caller’s list by image stage, live for its organization’s authors and nobody else', async () => {
    const harbor = await otherOrgManager(t.url, admin, 'Harbor Pathology', AUTHOR);
    const slides = [await createSlide(harbor.manager, harbor.orgId, 'HARBOR001'), await createSlide(harbor.manager, harbor.orgId, 'HARBOR002')];
    // Another organization's author does not count Harbor's slides, nor may ask for its list; a learner has no slide list.
    const lakeside = await otherOrgManager(t.url, admin, 'Lakeside Lab', AUTHOR);
    const none = { total: 0, ready: 0, processing: 0, waiting: 0, failed: 0 };
    expect(await progressOf(harbor.manager)).toEqual({ ...none, total: 2, waiting: 2 });
    expect(await progressOf(lakeside.manager)).toEqual(none);
    expect((await lakeside.manager.get(`${PROGRESS}?orgId=${harbor.orgId}`)).status).toBe(403);
    expect((await learner.get(PROGRESS)).status).toBe(403);
    // Every slide's reader (the administrator) counts them, in every organization or in Harbor's.
    expect(await progressOf(admin, harbor.orgId)).toEqual({ ...none, total: 2, waiting: 2 });
    expect((await progressOf(admin)).total).toBeGreaterThanOrEqual(2);
    expect((await lakeside.manager.get(`${PROGRESS}?orgId=x%27`)).status).toBe(400);

    // Connected after the slides' creation (a change of content rows, which every slide reader hears).
    const [toHarbor, toAdmin, toLakeside, toLearner] = [
      await connect(harbor.manager),
      await connect(admin),
      await connect(lakeside.manager),
      await connect(learner),
    ];
    const [byHarbor, byAdmin, byLakeside, byLearner] = [
      libraryNotices(toHarbor),
      libraryNotices(toAdmin),
      libraryNotices(toLakeside),
      libraryNotices(toLearner),
    ];
    const tiffPath = join(work, 'harbor.tif');
    await generateSyntheticSlide({ width: 1024, height: 1024, seed: 29, tiffPath, analysisPath: join(work, 'harbor.json') });
    const file = await readFile(tiffPath);
    const uploadId = idOf(await finish(await tusUpload(t.url, harbor.manager, file, { filename: 'harbor.tif', filetype: 'image/tiff', purpose: 'slide' })));
    ok(await harbor.manager.post(`/api/v1/slides/${slides[0]!.id}/slide/image`, { uploadId, finished: true }));

    // Each fetch follows a notice, as the strip does, until the slide is processed.
    for (;;) {
      const next = nextLibraryNotice(toHarbor);
      const progress = await progressOf(harbor.manager);
      if (progress.ready === 1) {
        expect(progress).toEqual({ ...none, total: 2, ready: 1, waiting: 1 });
        break;
      }
      await next;
    }
    // The processed slide's notices were sent to every room at once: the others have had theirs by now.
    await Promise.all([roundTrip(toAdmin), roundTrip(toLakeside), roundTrip(toLearner)]);
    expect(byHarbor.length).toBeGreaterThan(0);
    expect(byAdmin.length).toBeGreaterThan(0);
    expect([...byHarbor, ...byAdmin].every((n) => n.id === 'slides' && n.version === 0)).toBe(true);
    expect([byLakeside, byLearner]).toEqual([[], []]);
    expect(await progressOf(lakeside.manager)).toEqual(none);
  }, 120_000);
});
