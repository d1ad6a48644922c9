import sharp from 'sharp';
import { DECODE_FAILED_MESSAGE, SlideImportError } from '../errors.js';
import type { ByteSource } from '../tiff/byte-source.js';
import type { ImageLayout } from '../tiff/ifd-fields.js';
import { rewriteBlocks } from '../tiff/rewrite-blocks.js';
import { Compression, Photometric } from '../tiff/tags.js';
import { J2kDecoders } from './j2k-decoders.js';
import type { J2kColour } from './j2k-tile.js';

/**
 * libvips cannot read JPEG 2000 tiles, so a J2K slide (Aperio 33003/33005, TIFF 34712) is first
 * copied tile by tile into a JPEG-tiled TIFF it can: each tile decoded by OpenJPEG on a worker
 * thread, turned to RGB, and re-encoded by sharp at high quality without chroma subsampling. The
 * same pyramid builder then tiles the copy, which is deleted afterwards (ADR 0031). Memory: the
 * tiles in flight; disk: the copy, about 0.45 bytes per pixel.
 */

/** Re-encoding quality of the temporary copy: far above the pyramid's own (85), so it adds no visible loss. */
const COPY_QUALITY = 95;
/** Enough tiles in flight to keep both decoding threads and sharp's encoders busy. */
const IN_FLIGHT = 8;

/** What the codestream's three components hold. Aperio says so by its compression code, TIFF 34712 by the Photometric tag. */
export function j2kColour(layout: ImageLayout): J2kColour {
  if (layout.compression === Compression.AperioJ2kYCbCr) return 'ycbcr';
  if (layout.compression === Compression.AperioJ2kRgb) return 'rgb';
  return layout.photometric === Photometric.YCbCr ? 'ycbcr' : 'rgb';
}

export async function writeJpegCopyOfJ2k(
  source: ByteSource,
  layout: ImageLayout,
  path: string,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  const colour = j2kColour(layout);
  const { blockWidth: width, blockHeight: height } = layout;
  const decoders = new J2kDecoders();
  try {
    await rewriteBlocks({
      source,
      layout,
      path,
      tags: { compression: Compression.JPEG, photometric: Photometric.YCbCr, subsampling: [1, 1] },
      concurrency: IN_FLIGHT,
      onProgress,
      signal,
      transform: async (codestream, index) => {
        const rgb = await decoders.decode({ codestream, width, height, colour }).catch((error: unknown) => {
          throw new SlideImportError('decode-failed', DECODE_FAILED_MESSAGE, `JPEG 2000 tile ${index}: ${String(error)}`);
        });
        return sharp(rgb, { raw: { width, height, channels: 3 } })
          .jpeg({ quality: COPY_QUALITY, chromaSubsampling: '4:4:4' })
          .toBuffer();
      },
    });
  } finally {
    await decoders.close();
  }
}
