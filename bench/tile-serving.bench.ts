/**
 * Cached slide tiles (target: p99 ≤ 15 ms at 300 requests/s): GET /slides/{id}/slide/wsi_files/…
 * from the built API in its own process (on real PostgreSQL, like a deployment; every tile request
 * still reads the session), for a slide uploaded through tus and
 * made COMPLETE by the API's own processor. "Cached": after a warm-up, so the session's access
 * decision is remembered and the files are in the page cache. Baseline in the same run: a minimal
 * node:http server in its own process streaming the same tile files. Both get the same open-loop
 * load, alternating in two rounds, so a busy neighbour on the machine slows both alike.
 *
 *   BENCH_SECONDS          seconds of load on each server (default 15)
 *   BENCH_TILE_DATABASE    postgres (default) or pglite (the embedded default of `npm start`)
 *   BENCH_TILE_SLIDE_SIZE  width and height of the synthetic slide (default 8192; it only sets how many different tiles there are)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { access, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, dropDatabase } from '@cytocampus/event-store';
import { MANIFEST_FILE, SYNTHETIC_GENERATOR_VERSION, generateSyntheticSlide, type SlideManifest } from '@cytocampus/slide-imaging';
import { csrfHeader, freePort, signIn, spawnApi, stopProcess, waitUntil } from './lib/api-process.js';
import { figureWriter, log, percentile, round } from './lib/figures.js';
import { atRate } from './lib/open-loop.js';

const ADMIN_URL = process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ON_POSTGRES = (process.env.BENCH_TILE_DATABASE ?? 'postgres') === 'postgres';
const RATE = 300;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const ROUNDS = 2;
const SIZE = Number(process.env.BENCH_TILE_SLIDE_SIZE ?? 8192);
const SLIDE_DIR = process.env.BENCH_SLIDE_DIR ?? join(tmpdir(), 'cytocampus-bench');
const SLIDE = join(SLIDE_DIR, `synthetic-v${SYNTHETIC_GENERATOR_VERSION}-${SIZE}-seed1.tif`);

const figure = figureWriter('tile-serving');

async function syntheticSlide(): Promise<Buffer> {
  await mkdir(SLIDE_DIR, { recursive: true });
  if (
    !(await access(SLIDE).then(
      () => true,
      () => false,
    ))
  ) {
    log(`generating a ${SIZE} × ${SIZE} synthetic slide into ${SLIDE} …`);
    await generateSyntheticSlide({ width: SIZE, height: SIZE, seed: 1, tiffPath: SLIDE, analysisPath: `${SLIDE}.analysis.json` });
  }
  return readFile(SLIDE);
}

/** The web client's way: a tus upload (creation, then one PATCH), then POST /slides with its id. */
async function createSlide(base: string, cookie: string, bytes: Buffer): Promise<{ slideId: string; uploadId: string }> {
  const headers = { cookie, ...csrfHeader(cookie), 'tus-resumable': '1.0.0' };
  const meta = Object.entries({ filename: 'bench.tif', filetype: 'image/tiff', purpose: 'slide' }).map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`);
  const created = await fetch(`${base}/uploads/tus`, {
    method: 'POST',
    headers: { ...headers, 'upload-length': String(bytes.length), 'upload-metadata': meta.join(',') },
  });
  const location = created.headers.get('location');
  if (created.status !== 201 || !location) throw new Error(`tus creation failed: ${created.status}`);
  const uploadId = location.split('/').at(-1)!;
  const patched = await fetch(new URL(location, base), {
    method: 'PATCH',
    headers: { ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    body: bytes,
  });
  if (patched.status !== 204) throw new Error(`tus upload failed: ${patched.status}`);
  const res = await fetch(`${base}/slides`, {
    method: 'POST',
    headers: { cookie, ...csrfHeader(cookie), 'content-type': 'application/json' },
    body: JSON.stringify({ accession: 'BENCH-00001', cellCount: 0, uploadId }),
  });
  const body = (await res.json()) as { data?: { id: string } };
  if (!body.data) throw new Error(`slide creation failed: ${res.status} ${JSON.stringify(body)}`);
  return { slideId: body.data.id, uploadId };
}

/** Every tile of the pyramid as `level/col_row.jpeg`, in a fixed shuffled order (a viewer does not read files in order). */
async function tilesOf(tilesDir: string): Promise<string[]> {
  const tiles: string[] = [];
  for (const level of await readdir(tilesDir)) for (const file of await readdir(join(tilesDir, level))) tiles.push(`${level}/${file}`);
  let seed = 1;
  const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
  for (let i = tiles.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [tiles[i], tiles[j]] = [tiles[j]!, tiles[i]!];
  }
  return tiles;
}

function startStaticServer(tilesDir: string, port: number): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/static-tile-server.ts', tilesDir, String(port)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.once('data', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`static tile server exited with ${code}`)));
  });
}

const dataDir = await mkdtemp(join(tmpdir(), 'bench-tile-serving-'));
const [apiPort, staticPort] = [await freePort(), await freePort()];
const database = `bench_tile_serving_${Date.now()}`;
const databaseEnv: Record<string, string> = ON_POSTGRES ? { DATABASE_URL: await createDatabase(ADMIN_URL, database), RUN_PROJECTIONS: '1' } : {};
const api = spawnApi(apiPort, { DATA_DIR: dataDir, SLIDE_MIN_BYTES: '1', ...databaseEnv });
let staticServer: ChildProcess | null = null;
try {
  const bytes = await syntheticSlide();
  const base = `http://127.0.0.1:${apiPort}/api/v1`;
  await waitUntil(async () => (await fetch(`${base}/health`)).ok, 'the API', 120_000);
  const cookie = await signIn(base);
  const { slideId, uploadId } = await createSlide(base, cookie, bytes);
  const status = async () =>
    ((await (await fetch(`${base}/slides/${slideId}/slide/status`, { headers: { cookie } })).json()) as { data: { status: string } }).data.status;
  const t0 = performance.now();
  await waitUntil(async () => (await status()) === 'COMPLETE', 'the slide processor', 300_000);
  log(`slide COMPLETE ${((performance.now() - t0) / 1000).toFixed(1)} s after its creation`);

  const pyramid = join(dataDir, 'slides', uploadId);
  const manifest = JSON.parse(await readFile(join(pyramid, MANIFEST_FILE), 'utf8')) as SlideManifest;
  const tilesDir = join(pyramid, manifest.tilesDir);
  const tiles = await tilesOf(tilesDir);
  log(`${tiles.length} tiles`);
  staticServer = await startStaticServer(tilesDir, staticPort);
  const servers = {
    baseline: (i: number) => fetch(`http://127.0.0.1:${staticPort}/tiles/${tiles[i % tiles.length]}`),
    api: (i: number) => fetch(`${base}/slides/${slideId}/slide/wsi_files/${tiles[i % tiles.length]}`, { headers: { cookie } }),
  };
  // Warm-up: every tile once from each (page cache, the session's access decision), then a short burst at the rate.
  for (const get of Object.values(servers)) {
    for (let i = 0; i < tiles.length; i++) await (await get(i)).arrayBuffer();
    await atRate(RATE, 2, get);
  }
  const latencies = { baseline: [] as number[], api: [] as number[] };
  const sendLag = { baseline: [] as number[], api: [] as number[] };
  for (let r = 0; r < ROUNDS; r++) {
    for (const name of ['baseline', 'api'] as const) {
      const result = await atRate(RATE, SECONDS / ROUNDS, servers[name]);
      latencies[name].push(...result.latencies);
      sendLag[name].push(...result.sendLag);
    }
  }
  const sorted = (list: number[]) => list.sort((a, b) => a - b);
  const [ours, baseline] = [sorted(latencies.api), sorted(latencies.baseline)];
  const at = (list: number[], q: number) => round(percentile(list, q));
  log(
    `baseline p50 ${at(baseline, 50)} ms, p99 ${at(baseline, 99)} ms, max ${at(baseline, 100)} ms; API p50 ${at(ours, 50)} ms, p99 ${at(ours, 99)} ms, max ${at(ours, 100)} ms`,
  );
  log(`load generator send lag p99: ${at(sorted(sendLag.baseline), 99)} ms (baseline), ${at(sorted(sendLag.api), 99)} ms (API); small means the rate was kept`);
  log(`API on ${ON_POSTGRES ? 'PostgreSQL' : 'PGlite'}`);
  figure({ name: `static file server tile p99 at ${RATE} req/s (baseline)`, value: at(baseline, 99), unit: 'ms', target: 'comparison only' });
  figure({
    name: `cached tile p50 at ${RATE} req/s`,
    value: at(ours, 50),
    unit: 'ms',
    baseline: at(baseline, 50),
    ratio: percentile(ours, 50) / percentile(baseline, 50),
    target: 'comparison only',
  });
  figure({
    name: `cached tile p99 at ${RATE} req/s`,
    value: at(ours, 99),
    unit: 'ms',
    baseline: at(baseline, 99),
    ratio: percentile(ours, 99) / percentile(baseline, 99),
    target: 'p99 ≤ 15 ms',
  });
} finally {
  if (staticServer) await stopProcess(staticServer);
  await stopProcess(api);
  await rm(dataDir, { recursive: true, force: true });
  if (ON_POSTGRES) await dropDatabase(ADMIN_URL, database);
}
