import type { TiffIfd } from './read-tiff.js';
import { Tag } from './tags.js';

/** Typed access to the fields of one image directory. */
export function numbers(ifd: TiffIfd, tag: number): number[] {
  const v = ifd.entries.get(tag)?.value;
  if (v === undefined || typeof v === 'string') return [];
  return Array.isArray(v) ? v : Array.from(v);
}

export function number(ifd: TiffIfd, tag: number): number | undefined {
  return numbers(ifd, tag)[0];
}

export function text(ifd: TiffIfd, tag: number): string | undefined {
  const v = ifd.entries.get(tag)?.value;
  return typeof v === 'string' ? v : undefined;
}

export function bytes(ifd: TiffIfd, tag: number): Buffer | undefined {
  const v = ifd.entries.get(tag)?.value;
  return Buffer.isBuffer(v) ? v : undefined;
}

export interface ImageLayout {
  width: number;
  height: number;
  compression: number;
  photometric: number | undefined;
  samplesPerPixel: number;
  bitsPerSample: number;
  /** Tiles when tiled, else strips (blockWidth = width). */
  tiled: boolean;
  blockWidth: number;
  blockHeight: number;
  offsets: number[];
  byteCounts: number[];
  jpegTables: Buffer | undefined;
  subsampling: [number, number];
  newSubfileType: number;
  description: string;
}

export function imageLayout(ifd: TiffIfd): ImageLayout {
  const width = number(ifd, Tag.ImageWidth) ?? 0;
  const height = number(ifd, Tag.ImageLength) ?? 0;
  const tiled = ifd.entries.has(Tag.TileWidth);
  const sub = numbers(ifd, Tag.YCbCrSubSampling);
  return {
    width,
    height,
    compression: number(ifd, Tag.Compression) ?? 1,
    photometric: number(ifd, Tag.Photometric),
    samplesPerPixel: number(ifd, Tag.SamplesPerPixel) ?? 1,
    bitsPerSample: number(ifd, Tag.BitsPerSample) ?? 1,
    tiled,
    blockWidth: tiled ? (number(ifd, Tag.TileWidth) ?? 0) : width,
    blockHeight: tiled ? (number(ifd, Tag.TileLength) ?? 0) : Math.min(height, number(ifd, Tag.RowsPerStrip) ?? height),
    offsets: numbers(ifd, tiled ? Tag.TileOffsets : Tag.StripOffsets),
    byteCounts: numbers(ifd, tiled ? Tag.TileByteCounts : Tag.StripByteCounts),
    jpegTables: bytes(ifd, Tag.JPEGTables),
    subsampling: [sub[0] ?? 2, sub[1] ?? 2],
    newSubfileType: number(ifd, Tag.NewSubfileType) ?? 0,
    description: text(ifd, Tag.ImageDescription) ?? '',
  };
}
