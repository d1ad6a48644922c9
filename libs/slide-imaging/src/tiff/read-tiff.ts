import { SlideImportError } from '../errors.js';
import type { ByteSource } from './byte-source.js';
import { FieldType, Tag, fieldTypeSize } from './tags.js';

/**
 * A small TIFF directory reader: classic TIFF and BigTIFF, both byte orders, chained IFDs and
 * SubIFDs. It reads tags only (never pixels), so we can check compression, colour tagging and
 * vendor metadata before handing a file to libvips.
 */
export type TiffValue = number[] | string | Buffer;

export interface TiffEntry {
  tag: number;
  type: number;
  count: number;
  value: TiffValue;
}

export interface TiffIfd {
  offset: number;
  entries: Map<number, TiffEntry>;
  subIfds: TiffIfd[];
}

export interface TiffFile {
  bigTiff: boolean;
  littleEndian: boolean;
  ifds: TiffIfd[];
}

const MAX_IFDS = 2000;
const MAX_VALUE_BYTES = 64 * 1024 * 1024;

const corrupt = (why: string) => new SlideImportError('corrupt-file', 'The slide file is damaged or is not a valid TIFF file.', why);

/** True when the first bytes are a TIFF or BigTIFF header. */
export function isTiffHeader(head: Uint8Array): boolean {
  if (head.length < 4) return false;
  const ii = head[0] === 0x49 && head[1] === 0x49;
  const mm = head[0] === 0x4d && head[1] === 0x4d;
  if (!ii && !mm) return false;
  const magic = ii ? head[2]! | (head[3]! << 8) : (head[2]! << 8) | head[3]!;
  return magic === 42 || magic === 43;
}

class Reader {
  constructor(
    private readonly source: ByteSource,
    readonly littleEndian: boolean,
    readonly bigTiff: boolean,
  ) {}

  async bytes(offset: number, length: number): Promise<Buffer> {
    if (offset < 0 || length < 0 || offset + length > this.source.size)
      throw corrupt(`read of ${length} bytes at ${offset} is past the end (${this.source.size})`);
    return this.source.read(offset, length);
  }

  uint(buf: Buffer, at: number, size: number): number {
    const le = this.littleEndian;
    switch (size) {
      case 1:
        return buf.readUInt8(at);
      case 2:
        return le ? buf.readUInt16LE(at) : buf.readUInt16BE(at);
      case 4:
        return le ? buf.readUInt32LE(at) : buf.readUInt32BE(at);
      default: {
        const big = le ? buf.readBigUInt64LE(at) : buf.readBigUInt64BE(at);
        if (big > BigInt(Number.MAX_SAFE_INTEGER)) throw corrupt(`64-bit value ${big} is too large`);
        return Number(big);
      }
    }
  }

  decode(type: number, count: number, raw: Buffer): TiffValue {
    if (type === FieldType.ASCII) return raw.toString('latin1').replace(/\0+$/, '');
    if (type === FieldType.UNDEFINED || type === FieldType.BYTE) return raw;
    const le = this.littleEndian;
    const size = fieldTypeSize(type);
    const out: number[] = new Array<number>(count);
    for (let i = 0; i < count; i++) {
      const at = i * size;
      switch (type) {
        case FieldType.SBYTE:
          out[i] = raw.readInt8(at);
          break;
        case FieldType.SSHORT:
          out[i] = le ? raw.readInt16LE(at) : raw.readInt16BE(at);
          break;
        case FieldType.SLONG:
          out[i] = le ? raw.readInt32LE(at) : raw.readInt32BE(at);
          break;
        case FieldType.FLOAT:
          out[i] = le ? raw.readFloatLE(at) : raw.readFloatBE(at);
          break;
        case FieldType.DOUBLE:
          out[i] = le ? raw.readDoubleLE(at) : raw.readDoubleBE(at);
          break;
        case FieldType.SLONG8:
          out[i] = Number(le ? raw.readBigInt64LE(at) : raw.readBigInt64BE(at));
          break;
        case FieldType.RATIONAL:
        case FieldType.SRATIONAL: {
          const signed = type === FieldType.SRATIONAL;
          const num = signed ? (le ? raw.readInt32LE(at) : raw.readInt32BE(at)) : this.uint(raw, at, 4);
          const den = signed ? (le ? raw.readInt32LE(at + 4) : raw.readInt32BE(at + 4)) : this.uint(raw, at + 4, 4);
          out[i] = den === 0 ? Number.NaN : num / den;
          break;
        }
        default:
          out[i] = this.uint(raw, at, size);
      }
    }
    return out;
  }
}

async function readIfd(r: Reader, offset: number, seen: Set<number>, depth: number): Promise<{ ifd: TiffIfd; next: number }> {
  if (seen.has(offset)) throw corrupt(`IFD loop at ${offset}`);
  if (seen.size >= MAX_IFDS) throw corrupt('too many IFDs');
  seen.add(offset);
  const countSize = r.bigTiff ? 8 : 2;
  const entrySize = r.bigTiff ? 20 : 12;
  const inline = r.bigTiff ? 8 : 4;
  const count = r.uint(await r.bytes(offset, countSize), 0, countSize);
  if (count > 10_000) throw corrupt(`IFD at ${offset} claims ${count} entries`);
  const block = await r.bytes(offset + countSize, count * entrySize + inline);
  const entries = new Map<number, TiffEntry>();
  for (let i = 0; i < count; i++) {
    const at = i * entrySize;
    const tag = r.uint(block, at, 2);
    const type = r.uint(block, at + 2, 2);
    const n = r.uint(block, at + 4, r.bigTiff ? 8 : 4);
    const size = fieldTypeSize(type);
    if (size === 0) continue; // Unknown field type: the TIFF spec says readers skip it.
    const total = size * n;
    if (total > MAX_VALUE_BYTES) throw corrupt(`tag ${tag} holds ${total} bytes`);
    const valueAt = at + 4 + (r.bigTiff ? 8 : 4);
    const raw = total <= inline ? block.subarray(valueAt, valueAt + total) : await r.bytes(r.uint(block, valueAt, inline), total);
    entries.set(tag, { tag, type, count: n, value: r.decode(type, n, Buffer.from(raw)) });
  }
  const next = r.uint(block, count * entrySize, inline);
  const subIfds: TiffIfd[] = [];
  const sub = entries.get(Tag.SubIFDs);
  if (sub && Array.isArray(sub.value) && depth < 2) {
    for (const subOffset of sub.value) {
      let at = subOffset;
      while (at !== 0) {
        const child = await readIfd(r, at, seen, depth + 1);
        subIfds.push(child.ifd);
        at = child.next;
      }
    }
  }
  return { ifd: { offset, entries, subIfds }, next };
}

export async function readTiff(source: ByteSource): Promise<TiffFile> {
  const head = await source.read(0, 16);
  if (!isTiffHeader(head)) throw corrupt('no TIFF header');
  const littleEndian = head[0] === 0x49;
  const magic = littleEndian ? head.readUInt16LE(2) : head.readUInt16BE(2);
  const bigTiff = magic === 43;
  const r = new Reader(source, littleEndian, bigTiff);
  if (bigTiff && (r.uint(head, 4, 2) !== 8 || r.uint(head, 6, 2) !== 0)) throw corrupt('unexpected BigTIFF offset size');
  let next = bigTiff ? r.uint(head, 8, 8) : r.uint(head, 4, 4);
  const ifds: TiffIfd[] = [];
  const seen = new Set<number>();
  while (next !== 0) {
    const { ifd, next: after } = await readIfd(r, next, seen, 0);
    ifds.push(ifd);
    next = after;
  }
  if (ifds.length === 0) throw corrupt('no image directory');
  return { bigTiff, littleEndian, ifds };
}
