import { describe, expect, it } from '@jest/globals';
import { impliedColourSpace, joinJpegTables, lumaSampling, readJpegHeader } from './jpeg-markers.js';

/** Builds the header markers of a 3-component baseline JPEG. */
function jpeg(o: { jfif?: boolean; adobe?: number; ids?: [number, number, number]; luma?: [number, number] }): Buffer {
  const parts = [Buffer.from([0xff, 0xd8])];
  if (o.jfif) parts.push(Buffer.from([0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]));
  if (o.adobe !== undefined) parts.push(Buffer.from([0xff, 0xee, 0, 14, 0x41, 0x64, 0x6f, 0x62, 0x65, 0, 100, 0, 0, 0, 0, o.adobe]));
  const [h, v] = o.luma ?? [1, 1];
  const [a, b, c] = o.ids ?? [1, 2, 3];
  parts.push(Buffer.from([0xff, 0xc0, 0, 17, 8, 0, 16, 0, 32, 3, a, (h << 4) | v, 0, b, 0x11, 1, c, 0x11, 1]));
  parts.push(Buffer.from([0xff, 0xda, 0, 12, 3, 1, 0, 2, 0x11, 3, 0x11, 0, 63, 0]));
  return Buffer.concat(parts);
}

describe('JPEG colour space, as a stand-alone decoder would assume it', () => {
  it.each([
    ['JFIF marker', { jfif: true }, 'ycbcr'],
    ['chroma subsampling', { luma: [2, 2] as [number, number] }, 'ycbcr'],
    ['Adobe transform 0', { adobe: 0 }, 'rgb'],
    ['Adobe transform 1', { adobe: 1 }, 'ycbcr'],
    ['component ids R, G, B', { ids: [0x52, 0x47, 0x42] as [number, number, number] }, 'rgb'],
    ['no marker and ids 0, 1, 2 (Aperio)', { ids: [0, 1, 2] as [number, number, number] }, 'unknown'],
    ['JFIF wins over Adobe, as in libjpeg', { jfif: true, adobe: 0 }, 'ycbcr'],
  ])('%s → %s', (_name, options, expected) => {
    const header = readJpegHeader(jpeg(options));
    expect(header.width).toBe(32);
    expect(header.height).toBe(16);
    expect(impliedColourSpace(header)).toBe(expected);
  });

  it('reads sampling factors across a tables fragment and a tile', () => {
    const whole = jpeg({ jfif: true, luma: [2, 1] });
    const header = readJpegHeader(whole.subarray(0, 20), whole.subarray(20));
    expect(lumaSampling(header)).toEqual([2, 1]);
  });

  it('joins JPEGTables and an abbreviated tile into one stream', () => {
    const tables = Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0, 3, 9, 0xff, 0xd9]);
    const tile = Buffer.from([0xff, 0xd8, 0xff, 0xda, 1, 2]);
    expect([...joinJpegTables(tables, tile)]).toEqual([0xff, 0xd8, 0xff, 0xdb, 0, 3, 9, 0xff, 0xda, 1, 2]);
    expect([...joinJpegTables(undefined, tile)]).toEqual([...tile]);
  });
});
