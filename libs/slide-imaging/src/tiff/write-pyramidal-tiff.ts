import sharp from 'sharp';
import { encodeJ2k, rgbToYcbcr } from './j2k-codec.js';
import { Compression, Photometric } from './tags.js';
import { TiffWriter } from './tiff-writer.js';

/**
 * Writes a JPEG-tiled pyramidal TIFF from a tile source without ever holding the image: level-0
 * tiles are rendered one at a time in row order, each is JPEG-encoded by sharp (on libuv threads,
 * while the next tile renders) and halved into a one-tile-high strip of the next level; a full
 * strip becomes that level's tiles, and so on down. Memory: about three level-0 tile rows.
 *
 * Tiles are JFIF (YCbCr 4:2:0), so the TIFF says Photometric=YCbCr with matching subsampling:
 * exactly the tagging whose absence gives the OME-TIFF samples their false colours. The JPEG 2000
 * codecs write what Aperio's J2K scanners do (for tests and benchmarks of that path).
 */
export type TileCodec = 'jpeg' | 'aperio-j2k-rgb' | 'aperio-j2k-ycbcr' | 'tiff-j2k';

export interface PyramidalTiffOptions {
  path: string;
  width: number;
  height: number;
  tileSize: number;
  render: (x0: number, y0: number, size: number, out: Uint8Array) => void;
  quality?: number;
  /** JPEG by default. */
  codec?: TileCodec;
  bigTiff?: boolean | 'auto';
  description?: string;
  software?: string;
  pixelsPerCentimetre?: number;
  onProgress?: (fraction: number) => void;
}

interface Level {
  width: number;
  height: number;
  cols: number;
  rows: number;
  image: number;
  /** One tile-row of this level, filled by halving the level above. */
  strip: Uint8Array;
}

const MAX_IN_FLIGHT = 8;
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
const PAPER = 244; // fill for the margins of edge tiles: close to the slide background

export async function writePyramidalTiff(o: PyramidalTiffOptions): Promise<{ levels: number; bigTiff: boolean; bytes: number }> {
  const ts = o.tileSize;
  if (ts % 16 !== 0) throw new RangeError('tile size must be a multiple of 16');
  const writer = await TiffWriter.create(o.path, { bigTiff: o.bigTiff ?? 'auto' });
  const levels: Level[] = [];
  for (let w = o.width, h = o.height, k = 0; ; w = Math.ceil(w / 2), h = Math.ceil(h / 2), k++) {
    const cols = Math.ceil(w / ts);
    const image = writer.addImage({
      width: w,
      height: h,
      tile: { width: ts, height: ts },
      ...CODEC_TAGS[o.codec ?? 'jpeg'],
      reducedResolution: k > 0,
      ...(k === 0 ? { description: o.description, software: o.software } : {}),
      ...(o.pixelsPerCentimetre ? { pixelsPerCentimetre: o.pixelsPerCentimetre / 2 ** k } : {}),
    });
    levels.push({ width: w, height: h, cols, rows: Math.ceil(h / ts), image, strip: new Uint8Array(k === 0 ? 0 : cols * ts * ts * 3).fill(PAPER) });
    if (w <= ts && h <= ts) break;
  }
  const total = levels.reduce((sum, l) => sum + l.cols * l.rows, 0);
  let done = 0;
  let failure: { error: unknown } | undefined;
  const inFlight = new Set<Promise<void>>();
  let writeChain: Promise<void> = Promise.resolve();
  const quality = o.quality ?? 85;

  const emit = async (k: number, col: number, row: number, rgb: Uint8Array) => {
    while (inFlight.size >= MAX_IN_FLIGHT) await Promise.race(inFlight);
    if (failure) throw failure.error;
    const level = levels[k]!;
    const encoded = encodeTile(rgb, ts, o.codec ?? 'jpeg', quality);
    encoded.catch(() => undefined); // handled below, through the chain; never "unhandled" meanwhile
    // Encodes run in parallel; writes keep submission order so the same seed gives the same bytes.
    const job = writeChain.then(() => encoded).then((jpeg) => writer.writeBlock(level.image, row * level.cols + col, jpeg));
    writeChain = job.then(
      () => undefined,
      () => undefined,
    );
    // Failures are kept and rethrown by the writer loop, never left as unhandled rejections.
    const tracked: Promise<void> = job
      .then(() => {
        done++;
        o.onProgress?.(done / total);
      })
      .catch((error: unknown) => {
        failure ??= { error };
      })
      .finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
    const next = levels[k + 1];
    if (next) halveInto(rgb, ts, next.strip, next.cols * ts, (col * ts) / 2, (row % 2) * (ts / 2));
  };

  const finishRow = async (k: number, row: number) => {
    const level = levels[k]!;
    const next = levels[k + 1];
    if (!next || (row % 2 === 0 && row !== level.rows - 1)) return;
    const nextRow = Math.floor(row / 2);
    for (let col = 0; col < next.cols; col++) await emit(k + 1, col, nextRow, cutTile(next.strip, next.cols * ts, col * ts, ts));
    next.strip.fill(PAPER);
    await finishRow(k + 1, nextRow);
  };

  try {
    const base = levels[0]!;
    for (let row = 0; row < base.rows; row++) {
      for (let col = 0; col < base.cols; col++) {
        const rgb = new Uint8Array(ts * ts * 3);
        o.render(col * ts, row * ts, ts, rgb);
        await emit(0, col, row, rgb);
        // Rendering is synchronous: let the host's other work (an API answering requests) in between tiles.
        await yieldToEventLoop();
      }
      await finishRow(0, row);
    }
    await Promise.all(inFlight);
    if (failure) throw failure.error;
    const { bigTiff, bytes } = await writer.finish();
    return { levels: levels.length, bigTiff, bytes };
  } catch (error) {
    await Promise.allSettled(inFlight);
    await writer.abort();
    throw error;
  }
}

const CODEC_TAGS = {
  jpeg: { compression: Compression.JPEG, photometric: Photometric.YCbCr, subsampling: [2, 2] },
  'aperio-j2k-rgb': { compression: Compression.AperioJ2kRgb, photometric: Photometric.RGB },
  'aperio-j2k-ycbcr': { compression: Compression.AperioJ2kYCbCr, photometric: Photometric.RGB },
  'tiff-j2k': { compression: Compression.JPEG2000, photometric: Photometric.RGB },
} as const;

/**
 * JPEG on libuv's threads; JPEG 2000 in WebAssembly on this thread. Aperio's 33003 holds Y, Cb and Cr
 * as the codestream's components: the encoder cannot switch its own colour transform off, so it gets
 * YCbCr samples as if they were RGB, and the decoder hands the same YCbCr samples back.
 */
function encodeTile(rgb: Uint8Array, ts: number, codec: TileCodec, quality: number): Promise<Uint8Array> {
  if (codec === 'jpeg')
    return sharp(rgb, { raw: { width: ts, height: ts, channels: 3 } })
      .jpeg({ quality, chromaSubsampling: '4:2:0' })
      .toBuffer();
  if (codec !== 'aperio-j2k-ycbcr') return encodeJ2k(rgb, ts, ts);
  const ycbcr = rgb.slice();
  rgbToYcbcr(ycbcr);
  return encodeJ2k(ycbcr, ts, ts);
}

/** 2 × 2 box filter of a tile into a strip at (x, y). */
function halveInto(src: Uint8Array, ts: number, strip: Uint8Array, stripWidth: number, x: number, y: number): void {
  const half = ts / 2;
  for (let r = 0; r < half; r++) {
    const a = 2 * r * ts * 3;
    const b = a + ts * 3;
    let d = ((y + r) * stripWidth + x) * 3;
    for (let c = 0; c < half; c++) {
      const s = c * 6;
      for (let ch = 0; ch < 3; ch++, d++) {
        strip[d] = (src[a + s + ch]! + src[a + s + 3 + ch]! + src[b + s + ch]! + src[b + s + 3 + ch]! + 2) >> 2;
      }
    }
  }
}

function cutTile(strip: Uint8Array, stripWidth: number, x: number, ts: number): Uint8Array {
  const out = new Uint8Array(ts * ts * 3);
  for (let r = 0; r < ts; r++) out.set(strip.subarray((r * stripWidth + x) * 3, (r * stripWidth + x + ts) * 3), r * ts * 3);
  return out;
}
