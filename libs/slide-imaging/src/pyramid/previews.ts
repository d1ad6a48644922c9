import { join } from 'node:path';
import sharp from 'sharp';
import type { OverlayOptions, Sharp } from 'sharp';
import type { DeepZoomLevel } from './deep-zoom.js';

/**
 * The thumbnail and the macro image. Both are cut from a small Deep Zoom level we have just written
 * (a few tiles), never by decoding the whole slide again; the macro prefers the scanner's own
 * overview photograph when the file has one.
 */
export const THUMBNAIL_SIZE = 512;
export const MACRO_SIZE = 1280;

export interface PreviewOptions {
  filesDir: string;
  levels: DeepZoomLevel[];
  tileSize: number;
  overlap: number;
  outDir: string;
  quality: number;
  macroPage: { input: string; page: number } | null;
}

export interface Previews {
  thumbnail: { width: number; height: number };
  macro: { width: number; height: number; source: 'page' | 'downscale' };
}

/** The smallest level at least `size` pixels on its long side (or the full image). */
function levelFor(levels: DeepZoomLevel[], size: number): DeepZoomLevel {
  return levels.find((l) => Math.max(l.width, l.height) >= size) ?? levels[levels.length - 1]!;
}

async function assemble(o: PreviewOptions, level: DeepZoomLevel): Promise<Buffer> {
  const overlays: OverlayOptions[] = [];
  for (let row = 0; row < level.rows; row++) {
    for (let col = 0; col < level.cols; col++) {
      overlays.push({
        input: join(o.filesDir, String(level.level), `${col}_${row}.jpeg`),
        left: col * o.tileSize - (col > 0 ? o.overlap : 0),
        top: row * o.tileSize - (row > 0 ? o.overlap : 0),
      });
    }
  }
  const canvas = sharp({ create: { width: level.width, height: level.height, channels: 3, background: '#ffffff' } });
  return canvas.composite(overlays).png({ compressionLevel: 1 }).toBuffer();
}

async function fitInside(image: Buffer | Sharp, size: number, quality: number, path: string) {
  const pipeline = Buffer.isBuffer(image) ? sharp(image) : image;
  const info = await pipeline.resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true }).jpeg({ quality }).toFile(path);
  return { width: info.width, height: info.height };
}

export async function writePreviews(o: PreviewOptions): Promise<Previews> {
  const thumbnail = await fitInside(await assemble(o, levelFor(o.levels, THUMBNAIL_SIZE)), THUMBNAIL_SIZE, o.quality, join(o.outDir, 'thumbnail.jpg'));
  if (o.macroPage) {
    const page = sharp(o.macroPage.input, { page: o.macroPage.page, failOn: 'error' });
    const macro = await fitInside(page, MACRO_SIZE, o.quality, join(o.outDir, 'macro.jpg'));
    return { thumbnail, macro: { ...macro, source: 'page' } };
  }
  const macro = await fitInside(await assemble(o, levelFor(o.levels, MACRO_SIZE)), MACRO_SIZE, o.quality, join(o.outDir, 'macro.jpg'));
  return { thumbnail, macro: { ...macro, source: 'downscale' } };
}
