/** TIFF tag numbers and codes this library reads or writes (TIFF 6.0, BigTIFF, vendor tags). */
export const Tag = {
  NewSubfileType: 254,
  ImageWidth: 256,
  ImageLength: 257,
  BitsPerSample: 258,
  Compression: 259,
  Photometric: 262,
  ImageDescription: 270,
  Make: 271,
  Model: 272,
  StripOffsets: 273,
  SamplesPerPixel: 277,
  RowsPerStrip: 278,
  StripByteCounts: 279,
  XResolution: 282,
  YResolution: 283,
  PlanarConfiguration: 284,
  ResolutionUnit: 296,
  Software: 305,
  TileWidth: 322,
  TileLength: 323,
  TileOffsets: 324,
  TileByteCounts: 325,
  SubIFDs: 330,
  SampleFormat: 339,
  JPEGTables: 347,
  YCbCrSubSampling: 530,
  ReferenceBlackWhite: 532,
  // Hamamatsu NDPI private tags.
  NdpiFormatFlag: 65420,
  NdpiSourceLens: 65421,
} as const;

export const FieldType = {
  BYTE: 1,
  ASCII: 2,
  SHORT: 3,
  LONG: 4,
  RATIONAL: 5,
  SBYTE: 6,
  UNDEFINED: 7,
  SSHORT: 8,
  SLONG: 9,
  SRATIONAL: 10,
  FLOAT: 11,
  DOUBLE: 12,
  IFD: 13,
  LONG8: 16,
  SLONG8: 17,
  IFD8: 18,
} as const;

/** Size in bytes of one value of each field type (0 = unknown type, skipped). */
export function fieldTypeSize(type: number): number {
  switch (type) {
    case 1:
    case 2:
    case 6:
    case 7:
      return 1;
    case 3:
    case 8:
      return 2;
    case 4:
    case 9:
    case 11:
    case 13:
      return 4;
    case 5:
    case 10:
    case 12:
    case 16:
    case 17:
    case 18:
      return 8;
    default:
      return 0;
  }
}

export const Compression = {
  None: 1,
  CcittRle: 2,
  CcittFax3: 3,
  CcittFax4: 4,
  LZW: 5,
  OldJPEG: 6,
  JPEG: 7,
  Deflate: 8,
  JpegXr: 22610,
  PackBits: 32773,
  AdobeDeflate: 32946,
  AperioJ2kYCbCr: 33003,
  AperioJ2kRgb: 33005,
  JPEG2000: 34712,
  Lerc: 34887,
  Lzma: 34925,
  Zstd: 50000,
  WebP: 50001,
  JPEGXL: 50002,
} as const;

export const Photometric = { MinIsWhite: 0, MinIsBlack: 1, RGB: 2, Palette: 3, Separated: 5, YCbCr: 6 } as const;

/** Compressions the prebuilt libvips decodes (each one proven by a test: README, supported formats). */
export const LIBVIPS_COMPRESSIONS: ReadonlySet<number> = new Set([
  Compression.None,
  Compression.LZW,
  Compression.JPEG,
  Compression.Deflate,
  Compression.AdobeDeflate,
  Compression.PackBits,
  Compression.WebP,
]);

/** JPEG 2000 codestreams in TIFF tiles, decoded by OpenJPEG (j2k-codec.ts) since libvips cannot. */
export const J2K_COMPRESSIONS: ReadonlySet<number> = new Set([Compression.AperioJ2kYCbCr, Compression.AperioJ2kRgb, Compression.JPEG2000]);

const COMPRESSION_NAMES: ReadonlyMap<number, string> = new Map([
  [Compression.CcittRle, 'CCITT fax compression (2)'],
  [Compression.CcittFax3, 'CCITT fax compression (3)'],
  [Compression.CcittFax4, 'CCITT fax compression (4)'],
  [Compression.OldJPEG, 'old-style JPEG compression (6)'],
  [Compression.JpegXr, 'JPEG XR compression (22610)'],
  [Compression.Lerc, 'LERC compression (34887)'],
  [Compression.Lzma, 'LZMA compression (34925)'],
  [Compression.Zstd, 'Zstandard compression (50000)'],
  [Compression.JPEGXL, 'JPEG XL compression (50002)'],
]);

/** The name a refusal shows for a compression we cannot decode. */
export const compressionName = (code: number) => COMPRESSION_NAMES.get(code) ?? `an unknown compression (${code})`;

export const isDecodable = (code: number) => LIBVIPS_COMPRESSIONS.has(code) || J2K_COMPRESSIONS.has(code);
