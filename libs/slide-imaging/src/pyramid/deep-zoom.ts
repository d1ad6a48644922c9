import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Deep Zoom geometry: level L (0 = one pixel) has the image halved (max − L) times, rounded up. */
export interface DeepZoomLevel {
  level: number;
  width: number;
  height: number;
  cols: number;
  rows: number;
}

export function deepZoomLevels(width: number, height: number, tileSize: number): DeepZoomLevel[] {
  const max = Math.ceil(Math.log2(Math.max(width, height, 1)));
  const levels: DeepZoomLevel[] = [];
  for (let level = 0; level <= max; level++) {
    const scale = 2 ** (max - level);
    const w = Math.max(1, Math.ceil(width / scale));
    const h = Math.max(1, Math.ceil(height / scale));
    levels.push({ level, width: w, height: h, cols: Math.ceil(w / tileSize), rows: Math.ceil(h / tileSize) });
  }
  return levels;
}

/** The tile holding the level-0 pixel (x, y) at every level, the full resolution first (tiles start at multiples of the tile size, overlap or not). */
export function tilesAtPoint(width: number, height: number, tileSize: number, x: number, y: number): { level: number; col: number; row: number }[] {
  const levels = deepZoomLevels(width, height, tileSize);
  const max = levels.length - 1;
  return levels
    .map(({ level, cols, rows }) => {
      const scale = 2 ** (max - level);
      return { level, col: Math.min(cols - 1, Math.floor(x / scale / tileSize)), row: Math.min(rows - 1, Math.floor(y / scale / tileSize)) };
    })
    .reverse();
}

export const tileCount = (levels: DeepZoomLevel[]) => levels.reduce((n, l) => n + l.cols * l.rows, 0);

/**
 * sharp reports nothing while it tiles, so progress is the share of expected tile files already on
 * disk, polled a few times a second.
 */
export function watchTiles(filesDir: string, expected: number, onFraction: (fraction: number) => void, everyMs = 250): () => void {
  let stopped = false;
  let busy = false;
  const poll = async () => {
    if (busy || stopped) return;
    busy = true;
    try {
      const levels = await readdir(filesDir).catch(() => [] as string[]);
      let n = 0;
      for (const level of levels) {
        if (/^\d+$/.test(level)) n += (await readdir(join(filesDir, level)).catch(() => [] as string[])).length;
      }
      if (!stopped) onFraction(Math.min(1, n / expected));
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void poll(), everyMs);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
