import type { ByteSource } from '../tiff/byte-source.js';
import type { ImageLayout } from '../tiff/ifd-fields.js';
import { impliedColourSpace, lumaSampling, readJpegHeader } from '../tiff/jpeg-markers.js';
import { Compression, Photometric } from '../tiff/tags.js';
import { rewriteBlocks } from '../tiff/rewrite-blocks.js';

/**
 * libtiff decodes a JPEG tile in the colour space the TIFF Photometric tag names and ignores what
 * the JPEG stream itself says. Bio-Formats (and so QuPath's OME-TIFF export) writes JFIF YCbCr
 * tiles tagged RGB: decoded as is, H&E comes out green and salmon. We compare the tag with the
 * stream's own markers and, when they disagree, re-tag: the tiles are copied byte for byte into a
 * new TIFF whose tags match them. No pixel is re-encoded, so nothing is lost.
 */
export type ColourFix = { photometric: typeof Photometric.YCbCr; subsampling: [number, number] } | { photometric: typeof Photometric.RGB };

const HEADER_PROBE = 64 * 1024;

export async function checkColourTagging(source: ByteSource, layout: ImageLayout): Promise<ColourFix | null> {
  if (layout.compression !== Compression.JPEG || layout.samplesPerPixel !== 3) return null;
  const first = layout.byteCounts.findIndex((n) => n > 0);
  if (first < 0) return null;
  const block = await source.read(layout.offsets[first]!, Math.min(HEADER_PROBE, layout.byteCounts[first]!));
  const header = layout.jpegTables ? readJpegHeader(layout.jpegTables, block) : readJpegHeader(block);
  const implied = impliedColourSpace(header);
  if (layout.photometric === Photometric.RGB && implied === 'ycbcr') return { photometric: Photometric.YCbCr, subsampling: lumaSampling(header) };
  if (layout.photometric === Photometric.YCbCr && implied === 'rgb') return { photometric: Photometric.RGB };
  return null;
}

/** Copies the image's compressed blocks, one at a time, into `path` with corrected colour tags. */
export function writeRetaggedCopy(
  source: ByteSource,
  layout: ImageLayout,
  fix: ColourFix,
  path: string,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return rewriteBlocks({
    source,
    layout,
    path,
    tags: {
      compression: Compression.JPEG,
      photometric: fix.photometric,
      ...('subsampling' in fix ? { subsampling: fix.subsampling } : {}),
      ...(layout.jpegTables ? { jpegTables: layout.jpegTables } : {}),
      bitsPerSample: layout.bitsPerSample,
    },
    onProgress,
    signal,
  });
}
