import { createHash } from 'node:crypto';
import { access, copyFile, mkdir, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { generateSyntheticSlide, SYNTHETIC_GENERATOR_VERSION } from '@cytocampus/slide-imaging';
import type { DemoSlide } from './library-slides.js';

/**
 * Draws a demo slide's smear and analysis file at the given paths, or copies them from `cacheDir`
 * (SEED_SLIDE_CACHE) when a process before this one drew the same: the browser tests start a fresh
 * server per spec and each seeds the same slides, so the first draws them and the rest copy. The key
 * holds all that changes the image (the generator's version, seed, size and recipe).
 */
export async function drawSmear(cacheDir: string | null, slide: DemoSlide, tiffPath: string, analysisPath: string, onProgress: () => void): Promise<void> {
  const draw = () => generateSyntheticSlide({ ...slide.size, seed: slide.seed, recipe: slide.recipe, tiffPath, analysisPath, onProgress });
  if (!cacheDir) return void (await draw());
  const key = createHash('sha256')
    .update(JSON.stringify([SYNTHETIC_GENERATOR_VERSION, slide.seed, slide.size, slide.recipe]))
    .digest('hex')
    .slice(0, 24);
  const cached = { tiff: join(cacheDir, `${key}.tif`), analysis: join(cacheDir, `${key}.json`) };
  if (await exists(cached.tiff)) {
    await copyFile(cached.analysis, analysisPath);
    await copyFile(cached.tiff, tiffPath);
    return;
  }
  await draw();
  await mkdir(cacheDir, { recursive: true });
  // The TIFF lands last and by rename: a server reading the cache at the same time sees a whole pair or none.
  const partial = `.${process.pid}.partial`;
  await copyFile(analysisPath, cached.analysis + partial);
  await rename(cached.analysis + partial, cached.analysis);
  await copyFile(tiffPath, cached.tiff + partial);
  await rename(cached.tiff + partial, cached.tiff);
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );
