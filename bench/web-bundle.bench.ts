/**
 * What a visitor's browser must download before the sign-in screen and the learner's Home can show
 * (target: at most 250 KB of gzipped script each). A screen needs the entry script of
 * web/dist/index.html and the chunks it imports statically, plus the chunks its route waits for
 * before it renders (the router loads pages when their routes open, app/guards.tsx the signed-in
 * shell) with their own static imports; the chunk graph is Vite's manifest. Chunks no screen waits
 * for are left out of both, but the one a signed-in browser fetches at once, the socket.io client
 * of the live connection (loaded when the store learns who is signed in), is a figure of its own.
 * The baseline is the whole client, every chunk, as one would download it without route splitting.
 * Reads the build `npm run bench` makes first.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { figureWriter } from './lib/figures.js';

const DIST = 'web/dist';

/** The source modules each screen's route waits for (see app/router.tsx and app/guards.tsx). */
const SCREENS: Record<string, string[]> = {
  'sign-in screen': ['src/features/auth/index.ts'],
  'learner Home': ['src/features/shell/dashboard.ts', 'src/features/learning/index.ts'],
};
/** Loaded with the first signed-in user, alongside the page (realtime/socket.ts). */
const LIVE_CONNECTION = /node_modules\/socket\.io-client\//;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

const figure = figureWriter('web-bundle');
const gzipKb = async (file: string) => gzipSync(await readFile(join(DIST, file)), { level: 9 }).length / 1024;
const sumKb = async (files: Iterable<string>) => (await Promise.all([...files].map(gzipKb))).reduce((a, b) => a + b, 0);
const plural = (n: number) => `${n} file${n === 1 ? '' : 's'}`;

const manifest = JSON.parse(
  await readFile(join(DIST, '.vite/manifest.json'), 'utf8').catch(() => {
    throw new Error(`${DIST}/.vite/manifest.json is missing: run "npm run build" first`);
  }),
) as Record<string, ManifestChunk>;

/** The script files of these manifest keys and, recursively, of the chunks they import statically. */
function scripts(keys: string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    if (!chunk.file.endsWith('.js') || into.has(chunk.file)) continue;
    into.add(chunk.file);
    scripts(chunk.imports ?? [], into);
  }
  return into;
}

/** A module the bench counts as loaded on demand must be a chunk of its own, else the figures would mean nothing. */
function lazyChunk(key: string): string {
  if (!manifest[key]?.isDynamicEntry) throw new Error(`${key} is not loaded on demand any more: update SCREENS in bench/web-bundle.bench.ts`);
  return key;
}

const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entry) throw new Error(`${DIST}/.vite/manifest.json names no entry`);
const initial = scripts([entry]);
const all = new Set(
  Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.js')),
);
const allKb = await sumKb(all);

for (const [screen, modules] of Object.entries(SCREENS)) {
  const files = scripts(modules.map(lazyChunk), new Set(initial));
  const kb = await sumKb(files);
  figure({
    name: `gzipped script before the ${screen} shows (${plural(files.size)}: the entry's ${initial.size} and the route's ${files.size - initial.size}; baseline: the whole client)`,
    value: kb,
    unit: 'KB',
    baseline: allKb,
    ratio: kb / allKb,
    target: '≤ 250 KB',
  });
}

const live = Object.keys(manifest).filter((key) => LIVE_CONNECTION.test(key));
if (live.length !== 1) throw new Error(`expected one manifest entry for the socket.io client, found ${live.length}`);
const liveFiles = [...scripts(live.map(lazyChunk))].filter((file) => !initial.has(file));
figure({
  name: `gzipped script a signed-in page also fetches without waiting for it: the socket.io client (${plural(liveFiles.length)})`,
  value: await sumKb(liveFiles),
  unit: 'KB',
  target: 'comparison only',
});
