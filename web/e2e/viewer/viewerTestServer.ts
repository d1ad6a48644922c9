/**
 * What the viewer browser spec needs and no product route offers yet: a synthetic Pap smear tiled
 * as Deep Zoom at test time, the viewer harness bundled with esbuild, and a tiny HTTP server for
 * both. Three slide paths: `ok`, `flaky` (every tile fails twice before it is served, to exercise
 * the retries) and `broken` (no descriptor at all).
 */
import { createServer, type Server } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { buildPyramid, generateSyntheticSlide, type AnalysisGroupJson, type SlideManifest } from '@cytocampus/slide-imaging';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const WEB_ROOT = resolve(HERE, '../..');
const FLAKY_FAILURES = 2;

export interface TestObject {
  id: string;
  x: number;
  y: number;
  label: string;
}

export interface ViewerTestServer {
  baseUrl: string;
  manifest: SlideManifest;
  /** Objects of interest the generator drew (its analysis file), ready for markers. */
  objects: TestObject[];
  /** A harness page for this configuration (source, objects, viewer options). */
  pageUrl(config: object): string;
  close(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = { '.dzi': 'application/xml', '.jpeg': 'image/jpeg', '.js': 'text/javascript', '.css': 'text/css' };

async function bundleHarness(): Promise<Map<string, Uint8Array>> {
  const result = await build({
    entryPoints: { harness: join(HERE, 'harness-entry.jsx') },
    bundle: true,
    write: false,
    outdir: '/bundle',
    format: 'esm',
    jsx: 'automatic',
    target: 'chrome120',
    define: { 'process.env.NODE_ENV': '"production"' },
    tsconfig: join(WEB_ROOT, 'tsconfig.json'),
    logLevel: 'silent',
  });
  return new Map(result.outputFiles.map((file) => [`/${file.path.split('/').pop() ?? ''}`, file.contents]));
}

/** Up to four objects far enough apart that their markers never overlap at 10x. */
function pickObjects(groups: AnalysisGroupJson[]): TestObject[] {
  const picked: TestObject[] = [];
  for (const group of groups) {
    group.OOIs.forEach((ooi, index) => {
      const x = ooi.X ?? -1;
      const y = ooi.Y ?? -1;
      const apart = picked.every((other) => Math.hypot(other.x - x, other.y - y) > 600);
      if (x >= 0 && y >= 0 && apart && picked.length < 4)
        picked.push({ id: `${group.GroupType}-${index + 1}`, x, y, label: `${group.GroupType} ${index + 1}` });
    });
  }
  return picked;
}

function harnessPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Viewer harness</title>
<link rel="stylesheet" href="/harness.css"></head><body style="margin:0"><div id="root"></div>
<script type="module" src="/harness.js"></script></body></html>`;
}

export async function startViewerTestServer(): Promise<ViewerTestServer> {
  const dir = await mkdtemp(join(tmpdir(), 'cc-viewer-e2e-'));
  const tiffPath = join(dir, 'slide.tif');
  const slideDir = join(dir, 'slide');
  const [synthetic, bundle] = await Promise.all([
    generateSyntheticSlide({ width: 4000, height: 4000, seed: 'viewer-e2e', tiffPath, analysisPath: join(dir, 'analysis.json') }),
    bundleHarness(),
  ]);
  const manifest = await buildPyramid({ input: tiffPath, outDir: slideDir });
  const objects = pickObjects(synthetic.analysis.AnalysisMetadata.Groups);

  const failures = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const send = (status: number, body: Uint8Array | string, type = 'text/plain') => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(body);
    };
    const asset = bundle.get(url.pathname);
    if (url.pathname === '/') return send(200, harnessPage(), 'text/html');
    if (asset) return send(200, asset, CONTENT_TYPES[extname(url.pathname)]);
    const match = /^\/slides\/(ok|flaky)\/(.+)$/.exec(url.pathname);
    if (!match) return send(404, 'Not found');
    const [, kind, rest] = match as unknown as [string, string, string];
    const file = normalize(rest);
    if (file.startsWith('..')) return send(404, 'Not found');
    if (kind === 'flaky' && file.endsWith('.jpeg')) {
      const failed = failures.get(file) ?? 0;
      if (failed < FLAKY_FAILURES) {
        failures.set(file, failed + 1);
        return send(503, 'Try again');
      }
    }
    readFile(join(slideDir, file)).then(
      (body) => send(200, body, CONTENT_TYPES[extname(file)]),
      () => send(404, 'Not found'),
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return {
    baseUrl,
    manifest,
    objects,
    pageUrl: (config) => `${baseUrl}/?config=${encodeURIComponent(JSON.stringify(config))}`,
    async close() {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
