import { open, rm, type FileHandle } from 'node:fs/promises';
import { FieldType, Photometric, Tag } from './tags.js';

/**
 * A streaming TIFF writer for pre-compressed tiles or strips. Blocks are appended as they come (in
 * any order); the image directories go at the end, so nothing but the offset tables stays in
 * memory. The header has room for BigTIFF, and `bigTiff: 'auto'` switches to it only when the file
 * outgrows 32-bit offsets.
 */
export interface TiffImageSpec {
  width: number;
  height: number;
  /** Tiles of this size, or strips of `rowsPerStrip` rows when `tile` is absent. */
  tile?: { width: number; height: number };
  rowsPerStrip?: number;
  compression: number;
  photometric: number;
  samplesPerPixel?: number;
  bitsPerSample?: number;
  subsampling?: readonly [number, number];
  jpegTables?: Uint8Array;
  reducedResolution?: boolean;
  description?: string;
  software?: string;
  pixelsPerCentimetre?: number;
}

interface ImageState {
  spec: TiffImageSpec;
  offsets: number[];
  byteCounts: number[];
  written: Uint8Array;
}

type Entry =
  | { tag: number; type: number; values: number[] }
  | { tag: number; type: typeof FieldType.ASCII; text: string }
  | { tag: number; type: typeof FieldType.UNDEFINED; bytes: Uint8Array };

const HEADER_BYTES = 16;
const UINT32_MAX = 0xffffffff;

export function blockCount(spec: TiffImageSpec): number {
  if (spec.tile) return Math.ceil(spec.width / spec.tile.width) * Math.ceil(spec.height / spec.tile.height);
  return Math.ceil(spec.height / (spec.rowsPerStrip ?? spec.height));
}

export class TiffWriter {
  private readonly images: ImageState[] = [];
  private end = HEADER_BYTES;
  private readonly pending = new Set<Promise<unknown>>();

  private constructor(
    private readonly handle: FileHandle,
    private readonly path: string,
    private readonly bigTiff: boolean | 'auto',
  ) {}

  static async create(path: string, options: { bigTiff?: boolean | 'auto' } = {}): Promise<TiffWriter> {
    return new TiffWriter(await open(path, 'w'), path, options.bigTiff ?? 'auto');
  }

  addImage(spec: TiffImageSpec): number {
    const n = blockCount(spec);
    this.images.push({ spec, offsets: new Array<number>(n).fill(0), byteCounts: new Array<number>(n).fill(0), written: new Uint8Array(n) });
    return this.images.length - 1;
  }

  /** Appends one compressed tile or strip; safe to call concurrently. */
  async writeBlock(image: number, index: number, data: Uint8Array): Promise<void> {
    const state = this.images[image];
    if (!state || index < 0 || index >= state.offsets.length) throw new RangeError(`no block ${index} in image ${image}`);
    const at = this.end;
    this.end += data.length + (data.length & 1); // keep blocks word-aligned
    state.offsets[index] = at;
    state.byteCounts[index] = data.length;
    state.written[index] = 1;
    const write = this.handle.write(data, 0, data.length, at);
    this.pending.add(write);
    try {
      await write;
    } finally {
      this.pending.delete(write);
    }
  }

  async finish(): Promise<{ bigTiff: boolean; bytes: number }> {
    await Promise.all(this.pending);
    for (const [i, image] of this.images.entries()) {
      const missing = image.written.indexOf(0);
      if (missing >= 0) throw new Error(`image ${i} block ${missing} was never written`);
    }
    const classicSize = this.images.reduce((sum, img) => sum + ifdSize(entriesOf(img, false), false), 0);
    const big = this.bigTiff === 'auto' ? this.end + classicSize > UINT32_MAX : this.bigTiff;
    let at = this.end + (this.end & 1);
    const first = at;
    for (const [i, image] of this.images.entries()) {
      const entries = entriesOf(image, big);
      const size = ifdSize(entries, big);
      const next = i + 1 < this.images.length ? at + size : 0;
      await this.handle.write(encodeIfd(entries, at, next, big), 0, size, at);
      at = next;
    }
    const header = Buffer.alloc(HEADER_BYTES);
    header.write('II', 0, 'latin1');
    if (big) {
      header.writeUInt16LE(43, 2);
      header.writeUInt16LE(8, 4);
      header.writeBigUInt64LE(BigInt(first), 8);
    } else {
      header.writeUInt16LE(42, 2);
      header.writeUInt32LE(first, 4);
    }
    await this.handle.write(header, 0, HEADER_BYTES, 0);
    const { size } = await this.handle.stat();
    await this.handle.close();
    return { bigTiff: big, bytes: size };
  }

  async abort(): Promise<void> {
    await Promise.allSettled(this.pending);
    await this.handle.close().catch(() => undefined);
    await rm(this.path, { force: true });
  }
}

function entriesOf({ spec, offsets, byteCounts }: ImageState, big: boolean): Entry[] {
  const spp = spec.samplesPerPixel ?? 3;
  const offsetType = big ? FieldType.LONG8 : FieldType.LONG;
  const e: Entry[] = [
    { tag: Tag.NewSubfileType, type: FieldType.LONG, values: [spec.reducedResolution ? 1 : 0] },
    { tag: Tag.ImageWidth, type: FieldType.LONG, values: [spec.width] },
    { tag: Tag.ImageLength, type: FieldType.LONG, values: [spec.height] },
    { tag: Tag.BitsPerSample, type: FieldType.SHORT, values: new Array<number>(spp).fill(spec.bitsPerSample ?? 8) },
    { tag: Tag.Compression, type: FieldType.SHORT, values: [spec.compression] },
    { tag: Tag.Photometric, type: FieldType.SHORT, values: [spec.photometric] },
    { tag: Tag.SamplesPerPixel, type: FieldType.SHORT, values: [spp] },
    { tag: Tag.PlanarConfiguration, type: FieldType.SHORT, values: [1] },
  ];
  if (spec.description) e.push({ tag: Tag.ImageDescription, type: FieldType.ASCII, text: spec.description });
  if (spec.software) e.push({ tag: Tag.Software, type: FieldType.ASCII, text: spec.software });
  if (spec.pixelsPerCentimetre) {
    const res = [Math.round(spec.pixelsPerCentimetre * 1000), 1000];
    e.push({ tag: Tag.XResolution, type: FieldType.RATIONAL, values: res }, { tag: Tag.YResolution, type: FieldType.RATIONAL, values: res });
    e.push({ tag: Tag.ResolutionUnit, type: FieldType.SHORT, values: [3] });
  }
  if (spec.tile) {
    e.push({ tag: Tag.TileWidth, type: FieldType.LONG, values: [spec.tile.width] }, { tag: Tag.TileLength, type: FieldType.LONG, values: [spec.tile.height] });
    e.push({ tag: Tag.TileOffsets, type: offsetType, values: offsets }, { tag: Tag.TileByteCounts, type: offsetType, values: byteCounts });
  } else {
    e.push({ tag: Tag.RowsPerStrip, type: FieldType.LONG, values: [spec.rowsPerStrip ?? spec.height] });
    e.push({ tag: Tag.StripOffsets, type: offsetType, values: offsets }, { tag: Tag.StripByteCounts, type: offsetType, values: byteCounts });
  }
  if (spec.jpegTables) e.push({ tag: Tag.JPEGTables, type: FieldType.UNDEFINED, bytes: spec.jpegTables });
  if (spec.photometric === Photometric.YCbCr) e.push({ tag: Tag.YCbCrSubSampling, type: FieldType.SHORT, values: [...(spec.subsampling ?? [2, 2])] });
  return e.sort((a, b) => a.tag - b.tag);
}

const VALUE_SIZE: Record<number, number> = {
  [FieldType.SHORT]: 2,
  [FieldType.LONG]: 4,
  [FieldType.LONG8]: 8,
  [FieldType.RATIONAL]: 4,
  [FieldType.ASCII]: 1,
  [FieldType.UNDEFINED]: 1,
};

function payloadBytes(e: Entry): number {
  if ('text' in e) return e.text.length + 1;
  if ('bytes' in e) return e.bytes.length;
  return e.values.length * VALUE_SIZE[e.type]!;
}

/** Count of TIFF values: rationals are stored as numerator/denominator pairs. */
function valueCount(e: Entry): number {
  if ('text' in e) return e.text.length + 1;
  if ('bytes' in e) return e.bytes.length;
  return e.type === FieldType.RATIONAL ? e.values.length / 2 : e.values.length;
}

function ifdSize(entries: Entry[], big: boolean): number {
  const inline = big ? 8 : 4;
  const fixed = (big ? 8 : 2) + entries.length * (big ? 20 : 12) + inline;
  return (
    fixed +
    entries.reduce((sum, e) => {
      const n = payloadBytes(e);
      return sum + (n > inline ? n + (n & 1) : 0);
    }, 0)
  );
}

function encodeIfd(entries: Entry[], at: number, next: number, big: boolean): Buffer {
  const inline = big ? 8 : 4;
  const buf = Buffer.alloc(ifdSize(entries, big));
  let p = 0;
  if (big) buf.writeBigUInt64LE(BigInt(entries.length), p);
  else buf.writeUInt16LE(entries.length, p);
  p += big ? 8 : 2;
  let extra = p + entries.length * (big ? 20 : 12) + inline;
  for (const e of entries) {
    buf.writeUInt16LE(e.tag, p);
    buf.writeUInt16LE(e.type, p + 2);
    if (big) buf.writeBigUInt64LE(BigInt(valueCount(e)), p + 4);
    else buf.writeUInt32LE(valueCount(e), p + 4);
    const n = payloadBytes(e);
    const target = n > inline ? extra : p + (big ? 12 : 8);
    if (n > inline) {
      if (big) buf.writeBigUInt64LE(BigInt(at + extra), p + 12);
      else buf.writeUInt32LE(at + extra, p + 8);
      extra += n + (n & 1);
    }
    writePayload(buf, target, e);
    p += big ? 20 : 12;
  }
  if (big) buf.writeBigUInt64LE(BigInt(next), p);
  else buf.writeUInt32LE(next, p);
  return buf;
}

function writePayload(buf: Buffer, at: number, e: Entry): void {
  if ('text' in e) buf.write(e.text, at, 'latin1');
  else if ('bytes' in e) buf.set(e.bytes, at);
  else {
    const size = VALUE_SIZE[e.type]!;
    e.values.forEach((v, i) => {
      if (size === 2) buf.writeUInt16LE(v, at + i * 2);
      else if (size === 4) buf.writeUInt32LE(v, at + i * 4);
      else buf.writeBigUInt64LE(BigInt(v), at + i * 8);
    });
  }
}
