import { join } from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { deepZoomLevels } from './deep-zoom.js';
import type { SlideManifest } from './build-pyramid.js';

export interface RegionOptions {
  /** The pyramid's folder (where buildPyramid wrote it) and its manifest. */
  dir: string;
  manifest: Pick<SlideManifest, 'width' | 'height' | 'tileSize' | 'overlap' | 'tilesDir'>;
  /** Centre in level-0 pixels. */
  x: number;
  y: number;
  /** Output edge in pixels (a square). */
  size: number;
  /** Scale of the output against level 0, a power of two at most 1 (e.g. 0.25). */
  scale: number;
}

/**
 * A square JPEG of the slide around a point at a given scale, composed from the Deep Zoom tiles
 * (object-of-interest crops: spec OOI size 320 at OOI zoom 0.25). Outside the image is white.
 */
export async function renderRegion(o: RegionOptions): Promise<Buffer> {
  const levels = deepZoomLevels(o.manifest.width, o.manifest.height, o.manifest.tileSize);
  const top = levels[levels.length - 1]!;
  const down = Math.round(Math.log2(1 / Math.min(1, o.scale)));
  const level = levels[Math.max(0, top.level - down)]!;
  const factor = level.width / o.manifest.width;
  const left = Math.round(o.x * factor - o.size / 2);
  const topEdge = Math.round(o.y * factor - o.size / 2);
  const { tileSize, overlap } = o.manifest;
  const composites: OverlayOptions[] = [];
  for (let row = Math.max(0, Math.floor(topEdge / tileSize)); row <= Math.min(level.rows - 1, Math.floor((topEdge + o.size - 1) / tileSize)); row++) {
    for (let col = Math.max(0, Math.floor(left / tileSize)); col <= Math.min(level.cols - 1, Math.floor((left + o.size - 1) / tileSize)); col++) {
      // A tile's file starts `overlap` pixels before its cell, except on the first row or column.
      const fileLeft = col * tileSize - (col > 0 ? overlap : 0);
      const fileTop = row * tileSize - (row > 0 ? overlap : 0);
      composites.push({ input: join(o.dir, o.manifest.tilesDir, String(level.level), `${col}_${row}.jpeg`), left: fileLeft - left, top: fileTop - topEdge });
    }
  }
  // Tiles may reach past the canvas: extend a white canvas, composite, then cut the square out.
  const margin = tileSize + overlap * 2;
  const canvas = sharp({ create: { width: o.size + margin * 2, height: o.size + margin * 2, channels: 3, background: '#ffffff' } });
  const placed = composites.map((c) => ({ ...c, left: (c.left ?? 0) + margin, top: (c.top ?? 0) + margin }));
  const full = await canvas.composite(placed).raw().toBuffer({ resolveWithObject: true });
  return sharp(full.data, { raw: full.info }).extract({ left: margin, top: margin, width: o.size, height: o.size }).jpeg({ quality: 85 }).toBuffer();
}
