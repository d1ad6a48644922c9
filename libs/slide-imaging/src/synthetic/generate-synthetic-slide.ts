import { rename, rm, writeFile } from 'node:fs/promises';
import type { AnalysisFile } from '../analysis/types.js';
import { writePyramidalTiff, type TileCodec } from '../tiff/write-pyramidal-tiff.js';
import { buildAnalysisFile } from './analysis-file.js';
import { createLayout } from './layout.js';
import { seedToInt } from './random.js';
import { describeRecipe, type CaseRecipe } from './recipes.js';
import { TileRenderer } from './render-tile.js';

/**
 * A synthetic Pap-smear whole-slide image (JPEG-tiled pyramidal TIFF, 40x: 0.25 µm per pixel) and
 * its analysis metadata file. Deterministic from the seed; memory stays bounded whatever the size.
 */
export interface SyntheticSlideOptions {
  width: number;
  height: number;
  seed: number | string;
  /** What the smear shows (recipes.ts); without one, every finding the generator draws (the test slides' smear). */
  recipe?: CaseRecipe;
  tiffPath: string;
  analysisPath: string;
  tileSize?: number;
  quality?: number;
  codec?: TileCodec;
  /** Describe the file as Aperio does, so it reads as an SVS. */
  aperio?: boolean;
  micronsPerPixel?: number;
  bigTiff?: boolean | 'auto';
  onProgress?: (fraction: number) => void;
}

export interface SyntheticSlide {
  width: number;
  height: number;
  levels: number;
  bytes: number;
  bigTiff: boolean;
  cells: number;
  analysis: AnalysisFile;
}

export const SYNTHETIC_OBJECTIVE_POWER = 40;
/** Bumped whenever the same seed would draw a different image (cache keys use it). */
export const SYNTHETIC_GENERATOR_VERSION = 2;
const DEFAULT_MPP = 0.25;

export async function generateSyntheticSlide(o: SyntheticSlideOptions): Promise<SyntheticSlide> {
  if (!Number.isInteger(o.width) || !Number.isInteger(o.height) || o.width < 64 || o.height < 64)
    throw new RangeError('width and height must be whole numbers of at least 64 pixels');
  const mpp = o.micronsPerPixel ?? DEFAULT_MPP;
  const seed = seedToInt(o.seed);
  const layout = createLayout(o.width, o.height, seed, mpp, o.recipe);
  const renderer = new TileRenderer(layout);
  const partial = `${o.tiffPath}.partial`;
  try {
    const written = await writePyramidalTiff({
      path: partial,
      width: o.width,
      height: o.height,
      tileSize: o.tileSize ?? 512,
      quality: o.quality ?? 85,
      codec: o.codec ?? 'jpeg',
      bigTiff: o.bigTiff ?? 'auto',
      render: (x, y, size, out) => renderer.render(x, y, size, out),
      description: `${o.aperio ? 'Aperio Image Library (' : ''}CytoCampus synthetic ${o.recipe ? 'smear' : 'Pap smear'} ${o.width}x${o.height}${o.aperio ? ')' : ''}|MPP = ${mpp}|AppMag = ${SYNTHETIC_OBJECTIVE_POWER}|Seed = ${String(o.seed)}${o.recipe ? `|Recipe = ${describeRecipe(o.recipe)}` : ''}`,
      software: 'CytoCampus slide-imaging',
      pixelsPerCentimetre: 10_000 / mpp,
      ...(o.onProgress ? { onProgress: o.onProgress } : {}),
    });
    const analysis = buildAnalysisFile(layout, o.recipe);
    await writeFile(o.analysisPath, `${JSON.stringify(analysis, null, 2)}\n`);
    // Renamed last, so a killed run never leaves a TIFF that looks complete.
    await rename(partial, o.tiffPath);
    return { width: o.width, height: o.height, levels: written.levels, bytes: written.bytes, bigTiff: written.bigTiff, cells: layout.cells.length, analysis };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
