import { open } from 'node:fs/promises';
import type { UploadKind } from '@cytocampus/domain';

/** Enough of a file to recognise it; text files are checked for valid UTF-8 in this much. */
const HEAD_BYTES = 64 * 1024;

const bytesAt = (head: Buffer, at: number, ...bytes: number[]): boolean => bytes.every((b, i) => head[at + i] === b);
const textAt = (head: Buffer, at: number, text: string): boolean => head.subarray(at, at + text.length).toString('latin1') === text;

/** UTF-8 text without NUL characters (a BOM is allowed), else null. */
function asText(head: Buffer, whole: boolean): string | null {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(head, { stream: !whole });
    return text.includes('\u0000') ? null : text;
  } catch {
    return null;
  }
}

/** What the first bytes of each kind look like (magic numbers; text kinds by their opening). */
const SIGNATURES: Readonly<Record<UploadKind, (head: Buffer, text: () => string | null) => boolean>> = {
  png: (h) => bytesAt(h, 0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
  jpg: (h) => bytesAt(h, 0, 0xff, 0xd8, 0xff),
  gif: (h) => textAt(h, 0, 'GIF87a') || textAt(h, 0, 'GIF89a'),
  // Classic and BigTIFF, either byte order: .tif, .svs and .ndpi are all TIFF.
  tif: (h) => ['II*\0', 'MM\0*', 'II+\0', 'MM\0+'].some((magic) => textAt(h, 0, magic)),
  webp: (h) => textAt(h, 0, 'RIFF') && textAt(h, 8, 'WEBP'),
  bmp: (h) => textAt(h, 0, 'BM'),
  pdf: (h) => textAt(h, 0, '%PDF-'),
  mp4: (h) => textAt(h, 4, 'ftyp'),
  svg: (_h, text) => /<svg[\s>]/i.test(text() ?? ''),
  json: (_h, text) => /^\s*[{[]/.test(text() ?? ''),
  xml: (_h, text) => /^\s*</.test(text() ?? ''),
  csv: (_h, text) => text() !== null,
  text: (_h, text) => text() !== null,
};

/** Whether the stored file really is of the kind its name and type claimed (never trusts either). */
export async function contentMatches(path: string, kind: UploadKind): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const head = Buffer.alloc(Math.min(HEAD_BYTES, size));
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    const read = head.subarray(0, bytesRead);
    const text = () => asText(read, bytesRead === size);
    return bytesRead > 0 && SIGNATURES[kind](read, text);
  } finally {
    await file.close();
  }
}
