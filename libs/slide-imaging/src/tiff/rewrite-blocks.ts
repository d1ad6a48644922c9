import type { ByteSource } from './byte-source.js';
import type { ImageLayout } from './ifd-fields.js';
import { TiffWriter, type TiffImageSpec } from './tiff-writer.js';

/**
 * Copies one image of a TIFF, block by block, into a new single-image TIFF with the same geometry and
 * new tags, each block passed through `transform` (by default, copied byte for byte). Memory: the
 * blocks in flight, never the image.
 */
export interface BlockRewrite {
  source: ByteSource;
  layout: ImageLayout;
  path: string;
  /** The copy's tags besides its geometry. */
  tags: Pick<TiffImageSpec, 'compression' | 'photometric' | 'subsampling' | 'jpegTables' | 'bitsPerSample' | 'samplesPerPixel'>;
  transform?: (block: Buffer, index: number) => Promise<Uint8Array>;
  /** Blocks transformed at once. */
  concurrency?: number;
  onProgress?: (fraction: number) => void;
  /** Stops the copy between blocks (the caller's time budget). */
  signal?: AbortSignal;
}

export async function rewriteBlocks(o: BlockRewrite): Promise<void> {
  const { layout } = o;
  const writer = await TiffWriter.create(o.path, { bigTiff: 'auto' });
  const inFlight = new Set<Promise<void>>();
  let failure: { error: unknown } | undefined;
  const n = layout.offsets.length;
  let done = 0;
  try {
    writer.addImage({
      width: layout.width,
      height: layout.height,
      ...(layout.tiled ? { tile: { width: layout.blockWidth, height: layout.blockHeight } } : { rowsPerStrip: layout.blockHeight }),
      ...o.tags,
    });
    for (let i = 0; i < n; i++) {
      while (inFlight.size >= (o.concurrency ?? 1)) await Promise.race(inFlight);
      if (failure) throw failure.error;
      o.signal?.throwIfAborted();
      const block = await o.source.read(layout.offsets[i]!, layout.byteCounts[i]!);
      const job: Promise<void> = (o.transform ? o.transform(block, i) : Promise.resolve(block))
        .then((data) => writer.writeBlock(0, i, data))
        .then(() => {
          if (++done % 64 === 0) o.onProgress?.(done / n);
        })
        .catch((error: unknown) => {
          failure ??= { error };
        })
        .finally(() => inFlight.delete(job));
      inFlight.add(job);
    }
    await Promise.all(inFlight);
    if (failure) throw failure.error;
    await writer.finish();
    o.onProgress?.(1);
  } catch (error) {
    await Promise.allSettled(inFlight);
    await writer.abort();
    throw error;
  }
}
