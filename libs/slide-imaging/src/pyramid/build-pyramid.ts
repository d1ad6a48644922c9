import { rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import sharp from 'sharp';
import { DECODE_FAILED_MESSAGE, SlideImportError } from '../errors.js';
import { withFileSource, type ByteSource } from '../tiff/byte-source.js';
import { Photometric } from '../tiff/tags.js';
import { writeRetaggedCopy } from './colour-tagging.js';
import { deepZoomLevels, tileCount, watchTiles } from './deep-zoom.js';
import { inspectSlide, type SlideInspection } from './inspect-slide.js';
import { writeJpegCopyOfJ2k } from './decode-j2k.js';
import { createWorkDir, discardWorkDir, publish, readManifest } from './output-dir.js';
import { writePreviews } from './previews.js';
import { progressReporter, type SlideLogger } from './progress.js';
import type { SlideFormat } from './vendor-metadata.js';

/**
 * Slide file → Deep Zoom pyramid (`slide.dzi` + `slide_files/`), `thumbnail.jpg`, `macro.jpg` and
 * `slide.json` (this manifest) in `outDir`. Tiling is libvips' dzsave through sharp; what we add is
 * the checking before it (refusals, colour tagging), progress, and the atomic, resumable output.
 */
export interface BuildPyramidOptions {
  input: string;
  outDir: string;
  tileSize?: number;
  overlap?: number;
  quality?: number;
  onProgress?: (fraction: number) => void;
  logger?: SlideLogger;
  /** Upper bound for tiling, so a pathological file can never hang the worker. */
  timeoutSeconds?: number;
}

export interface SlideManifest {
  version: typeof MANIFEST_VERSION;
  width: number;
  height: number;
  levels: number;
  tileSize: number;
  overlap: number;
  tileFormat: 'jpeg';
  quality: number;
  format: SlideFormat;
  micronsPerPixel: number | null;
  objectivePower: number | null;
  colourCorrection: 'none' | 'retagged-ycbcr' | 'retagged-rgb';
  dzi: string;
  tilesDir: string;
  thumbnail: { file: string; width: number; height: number };
  macro: { file: string; width: number; height: number; source: 'page' | 'downscale' };
  source: { name: string; bytes: number; modifiedMs: number };
}

export const MANIFEST_VERSION = 1;
export const MANIFEST_FILE = 'slide.json';

export async function buildPyramid(o: BuildPyramidOptions): Promise<SlideManifest> {
  const tileSize = o.tileSize ?? 512;
  const overlap = o.overlap ?? 0;
  const quality = o.quality ?? 85;
  const timeoutSeconds = o.timeoutSeconds ?? 900;
  if (!Number.isInteger(tileSize) || tileSize < 64 || tileSize > 8192) throw new RangeError('tileSize must be a whole number between 64 and 8192');
  if (!Number.isInteger(overlap) || overlap < 0 || overlap > tileSize / 4) throw new RangeError('overlap must be a whole number between 0 and tileSize / 4');
  const progress = progressReporter(o.onProgress);
  progress(0);
  const slide = await inspectSlide(o.input);
  const source = { name: basename(o.input), bytes: slide.bytes, modifiedMs: slide.modifiedMs };
  const done = await readManifest<SlideManifest>(
    o.outDir,
    MANIFEST_FILE,
    (m) =>
      m.version === MANIFEST_VERSION &&
      m.tileSize === tileSize &&
      m.overlap === overlap &&
      m.quality === quality &&
      JSON.stringify(m.source) === JSON.stringify(source),
    (m) => [m.dzi, m.thumbnail.file, m.macro.file],
  );
  if (done) {
    o.logger?.info({ outDir: o.outDir }, 'slide pyramid already complete');
    progress(1);
    return done;
  }
  progress(0.02);
  const work = await createWorkDir(o.outDir);
  try {
    // A file libvips cannot decode as it is gets a readable copy first (deleted once tiled).
    const copy = readableCopy(slide, join(work, 'readable.tif'));
    const tilingFrom = copy?.share ?? 0.1;
    let input = o.input;
    let page = slide.page;
    if (copy) {
      o.logger?.[copy.level]({ input: o.input, compression: slide.mainLayout?.compression, photometric: slide.mainLayout?.photometric }, copy.why);
      // The copy has the same time budget as the tiling, so a pathological file never holds the worker.
      const budget = AbortSignal.timeout(timeoutSeconds * 1000);
      await withFileSource(o.input, (src) => copy.write(src, (f) => progress(0.02 + (tilingFrom - 0.02) * f), budget)).catch((error: unknown) => {
        if (!budget.aborted) throw error;
        throw new SlideImportError('decode-failed', DECODE_FAILED_MESSAGE, `reading the slide took longer than ${timeoutSeconds} s`);
      });
      input = copy.path;
      page = 0;
    }
    progress(tilingFrom);
    const levels = deepZoomLevels(slide.width, slide.height, tileSize);
    const filesDir = join(work, 'slide_files');
    const stopWatching = watchTiles(filesDir, tileCount(levels), (f) => progress(tilingFrom + (0.9 - tilingFrom) * f));
    try {
      await sharp(input, { page, failOn: 'error', limitInputPixels: false })
        .flatten({ background: '#ffffff' })
        .toColourspace('srgb')
        .jpeg({ quality })
        .tile({ size: tileSize, overlap, layout: 'dz' })
        .timeout({ seconds: timeoutSeconds })
        .toFile(join(work, 'slide.dz'));
    } catch (error) {
      throw new SlideImportError('decode-failed', DECODE_FAILED_MESSAGE, String(error));
    } finally {
      stopWatching();
    }
    // libvips leaves the source's metadata (which may include label text) next to the tiles.
    await rm(join(filesDir, 'vips-properties.xml'), { force: true });
    if (input !== o.input) await rm(input, { force: true });
    progress(0.92);
    const previews = await writePreviews({
      filesDir,
      levels,
      tileSize,
      overlap,
      outDir: work,
      quality,
      macroPage: slide.macroPage === null ? null : { input: o.input, page: slide.macroPage },
    });
    const manifest: SlideManifest = {
      version: MANIFEST_VERSION,
      width: slide.width,
      height: slide.height,
      levels: levels.length,
      tileSize,
      overlap,
      tileFormat: 'jpeg',
      quality,
      format: slide.format,
      micronsPerPixel: slide.micronsPerPixel,
      objectivePower: slide.objectivePower,
      colourCorrection: !slide.colourFix ? 'none' : slide.colourFix.photometric === Photometric.YCbCr ? 'retagged-ycbcr' : 'retagged-rgb',
      dzi: 'slide.dzi',
      tilesDir: 'slide_files',
      thumbnail: { file: 'thumbnail.jpg', ...previews.thumbnail },
      macro: { file: 'macro.jpg', ...previews.macro },
      source,
    };
    await writeFile(join(work, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await publish(work, o.outDir);
    progress(1);
    o.logger?.info({ outDir: o.outDir, width: slide.width, height: slide.height, format: slide.format }, 'slide pyramid built');
    return manifest;
  } catch (error) {
    await discardWorkDir(work);
    throw error;
  }
}

/** How a slide libvips cannot decode as it is becomes a TIFF it can, and the share of the progress bar that takes. */
function readableCopy(slide: SlideInspection, path: string) {
  const layout = slide.mainLayout;
  if (!layout) return null;
  if (slide.jpeg2000)
    return {
      path,
      share: 0.5,
      level: 'info' as const,
      why: 'JPEG 2000 tiles: decoding them into a JPEG copy',
      write: (src: ByteSource, onProgress: (f: number) => void, signal: AbortSignal) => writeJpegCopyOfJ2k(src, layout, path, onProgress, signal),
    };
  const fix = slide.colourFix;
  if (fix)
    return {
      path,
      share: 0.1,
      level: 'warn' as const,
      why: 'JPEG colour space disagrees with the TIFF tag: re-tagging',
      write: (src: ByteSource, onProgress: (f: number) => void, signal: AbortSignal) => writeRetaggedCopy(src, layout, fix, path, onProgress, signal),
    };
  return null;
}
