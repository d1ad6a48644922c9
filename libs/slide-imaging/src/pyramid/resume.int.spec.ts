import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { fixture, makeTempDir } from '../testing/slide-fixtures.js';
import { buildPyramid } from './build-pyramid.js';
import { deepZoomLevels } from './deep-zoom.js';

/** Output is built aside and swapped in: reruns after a crash or a kill end complete and correct. */
const CLI = fileURLToPath(new URL('../cli/build-pyramid.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
let tmp: string;
beforeAll(async () => {
  tmp = await makeTempDir();
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

const siblings = async (out: string) => (await readdir(tmp)).filter((f) => f.startsWith(`${out.split('/').pop()!}.`));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function expectComplete(out: string, width: number, height: number, tileSize = 512) {
  const levels = deepZoomLevels(width, height, tileSize);
  for (const level of [levels[levels.length - 1]!, levels[levels.length - 2]!]) {
    expect(await readdir(join(out, 'slide_files', String(level.level)))).toHaveLength(level.cols * level.rows);
  }
  expect((await sharp(join(out, 'thumbnail.jpg')).metadata()).format).toBe('jpeg');
}

describe('buildPyramid output directory', () => {
  const out = () => join(tmp, 'cmu');

  it('replaces a partial output directory (and stale work directories) with a complete one', async () => {
    await mkdir(join(out(), 'slide_files', '12'), { recursive: true });
    await writeFile(join(out(), 'slide_files', '12', '0_0.jpeg'), 'half a tile');
    await writeFile(join(out(), 'slide.dzi'), '<Image');
    await mkdir(`${out()}.work-999-dead`);
    const manifest = await buildPyramid({ input: fixture('CMU-1-Small-Region.svs'), outDir: out() });
    await expectComplete(out(), manifest.width, manifest.height);
    expect((await sharp(join(out(), 'slide_files', '12', '0_0.jpeg')).metadata()).width).toBe(512);
    expect(await readFile(join(out(), 'slide.dzi'), 'utf8')).toContain('Width="2220"');
    expect(await siblings(out())).toEqual([]);
  });

  it('does nothing on a rerun with the same file and options', async () => {
    const tile = join(out(), 'slide_files', '12', '0_0.jpeg');
    const before = (await stat(tile)).mtimeMs;
    const progress: number[] = [];
    const first = JSON.parse(await readFile(join(out(), 'slide.json'), 'utf8')) as unknown;
    const again = await buildPyramid({ input: fixture('CMU-1-Small-Region.svs'), outDir: out(), onProgress: (f) => progress.push(f) });
    expect(again).toEqual(first);
    expect((await stat(tile)).mtimeMs).toBe(before);
    expect(progress).toEqual([0, 1]);
  });

  it('rebuilds when the options change', async () => {
    const manifest = await buildPyramid({ input: fixture('CMU-1-Small-Region.svs'), outDir: out(), tileSize: 256, overlap: 1 });
    expect(manifest).toMatchObject({ tileSize: 256, overlap: 1 });
    expect(await readFile(join(out(), 'slide.dzi'), 'utf8')).toContain('TileSize="256"');
    expect((await sharp(join(out(), 'slide_files', '12', '1_1.jpeg')).metadata()).width).toBe(258);
  });

  it('completes a build that was killed half-way', async () => {
    const SIZE = 6000;
    // A textured tiled TIFF (written by libvips) large enough that tiling takes a while.
    const input = join(tmp, 'texture.tif');
    const seed = Uint8Array.from({ length: 300 * 300 * 3 }, (_, i) => (i * 2654435761) >>> 24);
    await sharp(seed, { raw: { width: 300, height: 300, channels: 3 } })
      .resize(SIZE, SIZE, { kernel: 'cubic' })
      .tiff({ tile: true, tileWidth: 512, tileHeight: 512, compression: 'jpeg', quality: 80 })
      .toFile(input);
    const target = join(tmp, 'killed');
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, input, target], { cwd: ROOT, stdio: 'ignore' });
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    let killed = false;
    for (let i = 0; i < 3000 && child.exitCode === null && !killed; i++) {
      for (const work of (await siblings(target)).filter((s) => s.includes('.work-'))) {
        const levels = await readdir(join(tmp, work, 'slide_files')).catch(() => [] as string[]);
        if (levels.length > 0) killed = child.kill('SIGKILL');
      }
      if (!killed) await sleep(10);
    }
    await exited;
    expect(child.signalCode).toBe('SIGKILL');
    await expect(stat(target)).rejects.toMatchObject({ code: 'ENOENT' });
    expect((await siblings(target)).some((s) => s.includes('.work-'))).toBe(true);

    const manifest = await buildPyramid({ input, outDir: target });
    expect(manifest).toMatchObject({ width: SIZE, height: SIZE, format: 'tiff' });
    await expectComplete(target, SIZE, SIZE);
    expect(await siblings(target)).toEqual([]);
  });
});
