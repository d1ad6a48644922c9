/** Bytes of the content-check specs, built here. */
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';

/** The real slide files of test-data/slides: SVS, NDPI and OME-TIFF, all TIFF inside. */
export const SLIDE_FIXTURES = [
  'CMU-1-Small-Region.svs',
  'tcga-cr-7395-01a-01-ts1.jp2k.svs',
  'test3-DAPI-2-387.fluorescence.ndpi',
  'OS-1-detail.HE.ome.tif',
  'OS-2-ndpi.Ki67.ome.tif',
];
export const slideFixture = (name: string): string => fileURLToPath(new URL(`../../../../../../test-data/slides/${name}`, import.meta.url));

/** An ISO base media box: 32-bit size, type, body. */
const box = (type: string, body: Buffer): Buffer => {
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + body.length);
  return Buffer.concat([size, Buffer.from(type, 'latin1'), body]);
};

/** A file of the MPEG-4 family: `ftyp` with the major and compatible brands, then media data. */
const isoMedia = (major: string, compatible: string[], size: number): Buffer => {
  const ftyp = box('ftyp', Buffer.concat([Buffer.from(major, 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from(compatible.join(''), 'latin1')]));
  return Buffer.concat([ftyp, box('free', Buffer.alloc(8)), box('mdat', randomBytes(size - ftyp.length - 32))]);
};

/** MP4 as encoders write it, a QuickTime movie and an HEIC photo: all three open with an `ftyp` box. */
export const mp4 = (size = 20_000): Buffer => isoMedia('isom', ['isom', 'iso2', 'avc1', 'mp41'], size);
export const mov = (size = 20_000): Buffer => isoMedia('qt  ', ['qt  '], size);
export const heic = (size = 20_000): Buffer => isoMedia('heic', ['mif1', 'heic'], size);

/** A PNG chunk (the CRC is not checked by anyone here). */
const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
};
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's signature and IHDR, then image data. */
export const png = (size = 2_000): Buffer => {
  const head = Buffer.concat([PNG_SIGNATURE, chunk('IHDR', Buffer.alloc(13, 1))]);
  return Buffer.concat([head, chunk('IDAT', randomBytes(size - head.length - 12))]);
};
/** The PNG signature followed by noise: no image header, not a PNG. */
export const pngSignatureOnly = (size = 2_000): Buffer => Buffer.concat([PNG_SIGNATURE, randomBytes(size - 8)]);

/**
 * A classic little-endian TIFF whose first IFD, right after the header, holds 28 tags opening with
 * NewSubfileType (254): file-type's heuristics call that a Nikon NEF.
 */
export const tiffReadAsNef = (): Buffer => {
  const tags = [254, ...Array.from({ length: 27 }, (_, i) => 256 + i)];
  const ifd = Buffer.alloc(2 + tags.length * 12 + 4);
  ifd.writeUInt16LE(tags.length, 0);
  tags.forEach((tag, i) => {
    ifd.writeUInt16LE(tag, 2 + i * 12);
    ifd.writeUInt16LE(4, 4 + i * 12); // LONG
    ifd.writeUInt32LE(1, 6 + i * 12); // one value
  });
  return Buffer.concat([Buffer.from('II*\0', 'latin1'), Buffer.from([8, 0, 0, 0]), ifd, Buffer.alloc(256)]);
};
