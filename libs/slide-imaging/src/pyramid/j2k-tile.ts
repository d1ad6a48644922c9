import { decodeJ2k, ycbcrToRgb, type DecodedTile } from '../tiff/j2k-codec.js';

/** What a J2K tile's three components hold (see decode-j2k.ts). */
export type J2kColour = 'rgb' | 'ycbcr';

export interface J2kTileRequest {
  codestream: Uint8Array;
  /** The TIFF block's size: the decoded tile is fitted to it. */
  width: number;
  height: number;
  colour: J2kColour;
}

/** One TIFF block of JPEG 2000 → 8-bit RGB of the block's size. An empty block (a tile the scanner left out) is white glass, as OpenSlide shows it. */
export async function decodeJ2kBlock({ codestream, width, height, colour }: J2kTileRequest): Promise<Uint8Array> {
  if (codestream.length === 0) return new Uint8Array(width * height * 3).fill(255);
  checkDeclaredSize(codestream, width, height);
  const rgb = toRgbBlock(await decodeJ2k(codestream), width, height);
  if (colour === 'ycbcr') ycbcrToRgb(rgb);
  return rgb;
}

/** Aperio pads edge tiles to the full tile; a writer that crops them gets white margins (outside the image, never shown). */
function toRgbBlock(tile: DecodedTile, width: number, height: number): Uint8Array {
  if (tile.components !== 3 && tile.components !== 1) throw new Error(`JPEG 2000 tile with ${tile.components} components`);
  if (tile.components === 3 && tile.width === width && tile.height === height) return tile.samples;
  const out = new Uint8Array(width * height * 3).fill(255);
  const grey = tile.components === 1;
  for (let y = 0; y < Math.min(height, tile.height); y++) {
    for (let x = 0; x < Math.min(width, tile.width); x++) {
      const to = (y * width + x) * 3;
      const from = (y * tile.width + x) * tile.components;
      out[to] = tile.samples[from]!;
      out[to + 1] = tile.samples[grey ? from : from + 1]!;
      out[to + 2] = tile.samples[grey ? from : from + 2]!;
    }
  }
  return out;
}

/**
 * A codestream declares its image size in its SIZ marker, and OpenJPEG allocates for it before
 * reading a pixel: a damaged or hostile tile claiming 60,000² would take gigabytes. Anything past
 * twice its TIFF block is refused before decoding.
 */
function checkDeclaredSize(codestream: Uint8Array, width: number, height: number): void {
  const view = new DataView(codestream.buffer, codestream.byteOffset, codestream.byteLength);
  // SOC (FF4F), then SIZ (FF51): length, capabilities, Xsiz, Ysiz, XOsiz, YOsiz.
  if (codestream.length < 24 || view.getUint16(0) !== 0xff4f || view.getUint16(2) !== 0xff51) throw new Error('JPEG 2000 tile does not start with SOC and SIZ');
  const declaredWidth = view.getUint32(8) - view.getUint32(16);
  const declaredHeight = view.getUint32(12) - view.getUint32(20);
  if (declaredWidth > 2 * width || declaredHeight > 2 * height)
    throw new Error(`JPEG 2000 tile declares ${declaredWidth} × ${declaredHeight} pixels in a ${width} × ${height} block`);
}
