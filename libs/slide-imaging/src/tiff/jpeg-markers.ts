/**
 * Reads the header markers of a JPEG stream (up to the first SOS) to learn which colour space the
 * encoder used. libtiff trusts the TIFF Photometric tag instead, which is how a YCbCr stream tagged
 * RGB comes out in false colours.
 */
export interface JpegComponent {
  id: number;
  h: number;
  v: number;
}

export interface JpegHeader {
  jfif: boolean;
  /** Adobe APP14 colour transform: 0 = none (RGB/CMYK), 1 = YCbCr, 2 = YCCK; undefined = no marker. */
  adobeTransform: number | undefined;
  components: JpegComponent[];
  width: number;
  height: number;
}

const SOI = 0xd8;
const SOS = 0xda;
const EOI = 0xd9;

const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

/** Parses markers of one or more concatenated header fragments (e.g. JPEGTables, then a tile). */
export function readJpegHeader(...fragments: Uint8Array[]): JpegHeader {
  const header: JpegHeader = { jfif: false, adobeTransform: undefined, components: [], width: 0, height: 0 };
  for (const data of fragments) {
    let i = 0;
    while (i + 3 < data.length) {
      if (data[i] !== 0xff) {
        i++;
        continue;
      }
      const marker = data[i + 1]!;
      if (marker === 0xff) {
        i++;
        continue;
      }
      if (marker === SOI || marker === EOI || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
        i += 2;
        continue;
      }
      const length = (data[i + 2]! << 8) | data[i + 3]!;
      const body = data.subarray(i + 4, i + 2 + length);
      if (marker === 0xe0 && ascii(body, 0, 5) === 'JFIF\0') header.jfif = true;
      if (marker === 0xee && ascii(body, 0, 5) === 'Adobe' && body.length >= 12) header.adobeTransform = body[11];
      if (isSof(marker) && body.length >= 6) {
        header.height = (body[1]! << 8) | body[2]!;
        header.width = (body[3]! << 8) | body[4]!;
        const n = body[5]!;
        header.components = [];
        for (let c = 0; c < n && 6 + c * 3 + 2 < body.length; c++) {
          const sampling = body[6 + c * 3 + 1]!;
          header.components.push({ id: body[6 + c * 3]!, h: sampling >> 4, v: sampling & 15 });
        }
      }
      if (marker === SOS) break;
      i += 2 + length;
    }
  }
  return header;
}

function ascii(bytes: Uint8Array, from: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(from, from + length));
}

/**
 * The colour space a stand-alone decoder would assume for a 3-component stream, following
 * libjpeg's rules (JFIF → YCbCr, Adobe transform, component ids 'R','G','B'), plus one stronger
 * hint: chroma subsampling only makes sense for YCbCr. 'unknown' when the stream does not say.
 */
export function impliedColourSpace(h: JpegHeader): 'ycbcr' | 'rgb' | 'unknown' {
  if (h.components.length !== 3) return 'unknown';
  const [y, cb, cr] = h.components as [JpegComponent, JpegComponent, JpegComponent];
  const subsampled = y.h > cb.h || y.v > cb.v || y.h > cr.h || y.v > cr.v;
  if (subsampled) return 'ycbcr';
  if (h.jfif) return 'ycbcr';
  if (h.adobeTransform !== undefined) return h.adobeTransform === 0 ? 'rgb' : 'ycbcr';
  if (y.id === 0x52 && cb.id === 0x47 && cr.id === 0x42) return 'rgb';
  return 'unknown';
}

/** Luma sampling factors of a YCbCr stream (what the TIFF YCbCrSubSampling tag must say). */
export function lumaSampling(h: JpegHeader): [number, number] {
  const y = h.components[0];
  return y ? [y.h, y.v] : [1, 1];
}

/**
 * A stand-alone JPEG from a TIFF tile: the shared JPEGTables (without their EOI) followed by the
 * tile stream (without its SOI).
 */
export function joinJpegTables(tables: Uint8Array | undefined, tile: Uint8Array): Buffer {
  if (!tables || tables.length < 4) return Buffer.from(tile);
  const head = tables[tables.length - 2] === 0xff && tables[tables.length - 1] === EOI ? tables.subarray(0, -2) : tables;
  const body = tile[0] === 0xff && tile[1] === SOI ? tile.subarray(2) : tile;
  return Buffer.concat([head, body]);
}
