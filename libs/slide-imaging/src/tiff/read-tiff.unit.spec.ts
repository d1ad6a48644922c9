import { describe, expect, it } from '@jest/globals';
import { SlideImportError } from '../errors.js';
import { bufferSource } from './byte-source.js';
import { imageLayout, numbers, text } from './ifd-fields.js';
import { readTiff } from './read-tiff.js';
import { FieldType, Tag } from './tags.js';

/** A tiny independent TIFF encoder (both byte orders, classic and BigTIFF) to feed the reader. */
interface TestEntry {
  tag: number;
  type: number;
  values: number[] | string;
}

function encodeTiff(littleEndian: boolean, big: boolean, ifds: TestEntry[][], subIfds: TestEntry[][] = []): Buffer {
  const buf = Buffer.alloc(8192);
  const u16 = (v: number, at: number) => (littleEndian ? buf.writeUInt16LE(v, at) : buf.writeUInt16BE(v, at));
  const u32 = (v: number, at: number) => (littleEndian ? buf.writeUInt32LE(v, at) : buf.writeUInt32BE(v, at));
  const u64 = (v: number, at: number) => (littleEndian ? buf.writeBigUInt64LE(BigInt(v), at) : buf.writeBigUInt64BE(BigInt(v), at));
  const off = (v: number, at: number) => (big ? u64(v, at) : u32(v, at));
  const size: Record<number, number> = {
    [FieldType.ASCII]: 1,
    [FieldType.SHORT]: 2,
    [FieldType.LONG]: 4,
    [FieldType.RATIONAL]: 8,
    [FieldType.LONG8]: 8,
    [FieldType.SSHORT]: 2,
    [FieldType.IFD]: 4,
  };
  buf.write(littleEndian ? 'II' : 'MM', 0, 'latin1');
  u16(big ? 43 : 42, 2);
  if (big) {
    u16(8, 4);
    u16(0, 6);
  }
  let at = big ? 16 : 8;
  const writeIfd = (entries: TestEntry[], next: () => number): number => {
    const start = at;
    const entrySize = big ? 20 : 12;
    const inline = big ? 8 : 4;
    let extra = start + (big ? 8 : 2) + entries.length * entrySize + inline;
    if (big) u64(entries.length, start);
    else u16(entries.length, start);
    entries.forEach((e, i) => {
      const p = start + (big ? 8 : 2) + i * entrySize;
      const count = typeof e.values === 'string' ? e.values.length + 1 : e.type === FieldType.RATIONAL ? e.values.length / 2 : e.values.length;
      const bytes = count * size[e.type]!;
      u16(e.tag, p);
      u16(e.type, p + 2);
      off(count, p + 4);
      let target = p + 4 + (big ? 8 : 4);
      if (bytes > inline) {
        off(extra, target);
        target = extra;
        extra += bytes;
      }
      if (typeof e.values === 'string') buf.write(e.values, target, 'latin1');
      else {
        e.values.forEach((v, k) => {
          if (e.type === FieldType.SHORT) u16(v, target + k * 2);
          else if (e.type === FieldType.SSHORT && littleEndian) buf.writeInt16LE(v, target + k * 2);
          else if (e.type === FieldType.SSHORT) buf.writeInt16BE(v, target + k * 2);
          else if (e.type === FieldType.LONG8) u64(v, target + k * 8);
          else u32(v, target + k * 4);
        });
      }
    });
    at = extra + (extra & 1);
    off(next(), start + (big ? 8 : 2) + entries.length * entrySize);
    return start;
  };
  const first = at;
  off(first, big ? 8 : 4);
  ifds.forEach((entries, i) => {
    const withSub = i === 0 && subIfds.length ? [...entries, { tag: Tag.SubIFDs, type: big ? FieldType.LONG8 : FieldType.LONG, values: [0] }] : entries;
    writeIfd(withSub, () => (i + 1 < ifds.length ? at : 0));
  });
  if (subIfds.length) {
    // Patch the SubIFDs pointer of the first IFD to a chain written now.
    const firstSub = at;
    subIfds.forEach((entries, i) => writeIfd(entries, () => (i + 1 < subIfds.length ? at : 0)));
    const reread = ifds[0]!.length;
    const p = first + (big ? 8 : 2) + reread * (big ? 20 : 12) + 4 + (big ? 8 : 4);
    off(firstSub, p);
  }
  return buf.subarray(0, at);
}

const image = (width: number, height: number, extra: TestEntry[] = []): TestEntry[] =>
  [
    { tag: Tag.ImageWidth, type: FieldType.LONG, values: [width] },
    { tag: Tag.ImageLength, type: FieldType.LONG, values: [height] },
    { tag: Tag.BitsPerSample, type: FieldType.SHORT, values: [8, 8, 8] },
    { tag: Tag.Compression, type: FieldType.SHORT, values: [7] },
    { tag: Tag.Photometric, type: FieldType.SHORT, values: [2] },
    { tag: Tag.ImageDescription, type: FieldType.ASCII, values: 'Aperio Image Library|MPP = 0.25' },
    { tag: Tag.SamplesPerPixel, type: FieldType.SHORT, values: [3] },
    { tag: Tag.XResolution, type: FieldType.RATIONAL, values: [40000, 1] },
    { tag: Tag.TileWidth, type: FieldType.SHORT, values: [256] },
    { tag: Tag.TileLength, type: FieldType.SHORT, values: [256] },
    { tag: Tag.TileOffsets, type: FieldType.LONG, values: [100, 200, 300, 400] },
    { tag: Tag.TileByteCounts, type: FieldType.LONG, values: [10, 20, 30, 40] },
    ...extra,
  ].sort((a, b) => a.tag - b.tag);

describe('readTiff', () => {
  it.each([
    ['classic little-endian', true, false],
    ['classic big-endian', false, false],
    ['BigTIFF little-endian', true, true],
    ['BigTIFF big-endian', false, true],
  ])('reads %s directories, values and chains', async (_name, le, big) => {
    const bytes = encodeTiff(le, big, [image(500, 400, [{ tag: Tag.NdpiSourceLens, type: FieldType.SSHORT, values: [-1] }]), image(250, 200)]);
    const tiff = await readTiff(bufferSource(bytes));
    expect(tiff.bigTiff).toBe(big);
    expect(tiff.littleEndian).toBe(le);
    expect(tiff.ifds).toHaveLength(2);
    const main = imageLayout(tiff.ifds[0]!);
    expect(main).toMatchObject({ width: 500, height: 400, compression: 7, photometric: 2, samplesPerPixel: 3, tiled: true, blockWidth: 256, blockHeight: 256 });
    expect(main.offsets).toEqual([100, 200, 300, 400]);
    expect(main.byteCounts).toEqual([10, 20, 30, 40]);
    expect(text(tiff.ifds[0]!, Tag.ImageDescription)).toBe('Aperio Image Library|MPP = 0.25');
    expect(numbers(tiff.ifds[0]!, Tag.XResolution)).toEqual([40000]);
    expect(numbers(tiff.ifds[0]!, Tag.NdpiSourceLens)).toEqual([-1]);
    expect(imageLayout(tiff.ifds[1]!).width).toBe(250);
  });

  it('follows SubIFDs (OME-TIFF pyramids)', async () => {
    const bytes = encodeTiff(false, false, [image(1000, 1000)], [image(500, 500), image(250, 250)]);
    const tiff = await readTiff(bufferSource(bytes));
    expect(tiff.ifds[0]!.subIfds.map((s) => imageLayout(s).width)).toEqual([500, 250]);
  });

  it('refuses a file that is not a TIFF', async () => {
    await expect(readTiff(bufferSource(Buffer.from('GIF89a........')))).rejects.toMatchObject({ code: 'corrupt-file' });
  });

  it('refuses a truncated file instead of reading past its end', async () => {
    const bytes = encodeTiff(true, false, [image(500, 400)]);
    await expect(readTiff(bufferSource(bytes.subarray(0, 40)))).rejects.toBeInstanceOf(SlideImportError);
  });

  it('refuses a directory chain that loops', async () => {
    const bytes = Buffer.from(encodeTiff(true, false, [image(10, 10)]));
    const first = bytes.readUInt32LE(4);
    const count = bytes.readUInt16LE(first);
    bytes.writeUInt32LE(first, first + 2 + count * 12); // next IFD = itself
    await expect(readTiff(bufferSource(bytes))).rejects.toMatchObject({ code: 'corrupt-file' });
  });
});
