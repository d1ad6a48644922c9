/**
 * A tissue mask as an event carries it (SlideTissueMapped, docs/adr/0036): one bit per coverage
 * cell, row by row, lowest bit first, in base64. A 256 × 256 grid is 8 KB of bits (11 KB of text)
 * where the byte-per-cell mask would be 64 KB. Portable (btoa/atob): the browser bundle imports
 * the domain too.
 */

/** Packs a byte-per-cell mask (non-zero: tissue). */
export function packTissueMask(mask: Uint8Array): string {
  const bits = new Uint8Array(Math.ceil(mask.length / 8));
  for (let i = 0; i < mask.length; i += 1) if (mask[i]) bits[i >> 3]! |= 1 << (i & 7);
  let text = '';
  for (const byte of bits) text += String.fromCharCode(byte);
  return btoa(text);
}

/** The byte-per-cell mask (1 tissue) of `cells` cells; throws when the text holds fewer bits. */
export function unpackTissueMask(packed: string, cells: number): Uint8Array {
  const text = atob(packed);
  if (text.length * 8 < cells) throw new Error(`unpackTissueMask: ${text.length * 8} bits for ${cells} cells`);
  const mask = new Uint8Array(cells);
  for (let i = 0; i < cells; i += 1) mask[i] = (text.charCodeAt(i >> 3) >> (i & 7)) & 1;
  return mask;
}
