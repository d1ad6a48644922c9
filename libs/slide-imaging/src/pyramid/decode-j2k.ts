import sharp from 'sharp';
import { DECODE_FAILED_MESSAGE, SlideImportError } from '../errors.js';
import type { ByteSource } from '../tiff/byte-source.js';
import type { ImageLayout } from '../tiff/ifd-fields.js';
import { decodeJ2k, ycbcrToRgb, type DecodedTile } from '../tiff/j2k-codec.js';
import { rewriteBlocks } from '../tiff/rewrite-blocks.js';
import { Compression, Photometric } from '../tiff/tags.js';

/**
 * libvips cannot read JPEG 2000 tiles, so a J2K slide (Aperio 33003/33005, TIFF 34712) is first
 * copied tile by tile into a JPEG-tiled TIFF it can: each tile decoded by OpenJPEG, turned to RGB,
 * and re-encoded at high quality without chroma subsampling. The same pyramid builder then tiles
 * the copy, which is deleted afterwards. Memory: a few tiles; disk: the copy, about a tenth of the
 * raw pixels.
 */
export type J2kColour = 'rgb' | 'ycbcr';

/** Re-encoding quality of the temporary copy: far above the pyramid's own (85), so it adds no visible loss. */
const COPY_QUALITY = 95;
const IN_FLIGHT = 4;

/** What the codestream's three components hold. Aperio says so by its compression code, TIFF 34712 by the Photometric tag. */
export function j2kColour(layout: ImageLayout): J2kColour {
  if (layout.compression === Compression.AperioJ2kYCbCr) return 'ycbcr';
  if (layout.compression === Compression.AperioJ2kRgb) return 'rgb';
  return layout.photometric === Photometric.YCbCr ? 'ycbcr' : 'rgb';
}

export function writeJpegCopyOfJ2k(source: ByteSource, layout: ImageLayout, path: string, onProgress?: (fraction: number) => void): Promise<void> {
  const colour = j2kColour(layout);
  const { blockWidth: width, blockHeight: height } = layout;
  return rewriteBlocks({
    source,
    layout,
    path,
    tags: { compression: Compression.JPEG, photometric: Photometric.YCbCr, subsampling: [1, 1] },
    concurrency: IN_FLIGHT,
    onProgress,
    transform: async (codestream, index) => {
      // A tile the scanner left out (no bytes) is blank glass, as OpenSlide shows it.
      if (codestream.length === 0) return encodeCopy(new Uint8Array(width * height * 3).fill(255), width, height);
      const tile = await decodeJ2k(codestream).catch((error: unknown) => {
        throw new SlideImportError('decode-failed', DECODE_FAILED_MESSAGE, `JPEG 2000 tile ${index}: ${String(error)}`);
      });
      const rgb = toRgbBlock(tile, width, height);
      if (colour === 'ycbcr') ycbcrToRgb(rgb);
      return encodeCopy(rgb, width, height);
    },
  });
}

const encodeCopy = (rgb: Uint8Array, width: number, height: number) =>
  sharp(rgb, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: COPY_QUALITY, chromaSubsampling: '4:4:4' })
    .toBuffer();

/**
 * The decoded tile as three samples per pixel at the block's size. Aperio pads edge tiles to the
 * full tile; a writer that crops them gets white margins (outside the image, never shown).
 */
function toRgbBlock(tile: DecodedTile, width: number, height: number): Uint8Array {
  if (tile.components !== 3 && tile.components !== 1)
    throw new SlideImportError('decode-failed', DECODE_FAILED_MESSAGE, `JPEG 2000 tile with ${tile.components} components`);
  if (tile.components === 3 && tile.width === width && tile.height === height) return tile.samples;
  const out = new Uint8Array(width * height * 3).fill(255);
  const rows = Math.min(height, tile.height);
  const cols = Math.min(width, tile.width);
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < cols; x++) {
      const to = (y * width + x) * 3;
      const from = (y * tile.width + x) * tile.components;
      out[to] = tile.samples[from]!;
      out[to + 1] = tile.samples[from + (tile.components === 3 ? 1 : 0)]!;
      out[to + 2] = tile.samples[from + (tile.components === 3 ? 2 : 0)]!;
    }
  }
  return out;
}
