import { open } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import type { UploadKind } from '@cytocampus/domain';

/** Enough of a file to recognise it; text files are checked for valid UTF-8 in this much. */
const HEAD_BYTES = 64 * 1024;

/** UTF-8 text without NUL characters (a BOM is allowed), else null. */
function asText(head: Buffer, whole: boolean): string | null {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(head, { stream: !whole });
    return text.includes('\u0000') ? null : text;
  } catch {
    return null;
  }
}

/** What the opening of each text kind looks like (file-type does not judge text). */
const TEXT_SIGNATURES = {
  svg: (text: string) => /<svg[\s>]/i.test(text),
  json: (text: string) => /^\s*[{[]/.test(text),
  xml: (text: string) => /^\s*</.test(text),
  csv: () => true,
  text: () => true,
} satisfies Partial<Record<UploadKind, (text: string) => boolean>>;
type TextKind = keyof typeof TEXT_SIGNATURES;

/**
 * The file-type extensions each binary kind may be recognised as: a container alone is not enough
 * (any `ftyp` box used to pass as MP4, so a QuickTime movie or a HEIC photo did).
 */
const BINARY_TYPES: Readonly<Record<Exclude<UploadKind, TextKind>, readonly string[]>> = {
  // An animated PNG is a PNG every decoder shows.
  png: ['png', 'apng'],
  jpg: ['jpg'],
  gif: ['gif'],
  // .tif, .svs and .ndpi are TIFF (BigTIFF too). file-type names TIFF-based camera raw files by
  // heuristics (a first IFD of 28 tags opening with NewSubfileType reads as NEF), and each is a TIFF
  // the slide processor reads, so they count as TIFF.
  tif: ['tif', 'dng', 'nef', 'arw', 'cr2'],
  webp: ['webp'],
  bmp: ['bmp'],
  pdf: ['pdf'],
  // M4V is Apple's brand of the same MPEG-4 file; browsers play it as video/mp4.
  mp4: ['mp4', 'm4v'],
};

const isTextKind = (kind: UploadKind): kind is TextKind => kind in TEXT_SIGNATURES;

/** The extension file-type recognises the file as; a file it gives up on as malformed is nothing (I/O errors still throw). */
async function detectedType(path: string): Promise<string | undefined> {
  try {
    return (await fileTypeFromFile(path))?.ext;
  } catch (error) {
    if (typeof (error as NodeJS.ErrnoException).code === 'string') throw error;
    return undefined;
  }
}

async function textMatches(path: string, kind: TextKind): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const head = Buffer.alloc(Math.min(HEAD_BYTES, size));
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    const text = bytesRead > 0 ? asText(head.subarray(0, bytesRead), bytesRead === size) : null;
    return text !== null && TEXT_SIGNATURES[kind](text);
  } finally {
    await file.close();
  }
}

/**
 * Whether the stored file really is of the kind its name and type claimed (never trusts either).
 * Binary kinds are recognised by file-type reading the file itself, not a head of it: a TIFF's first
 * IFD may sit anywhere in a slide of gigabytes.
 */
export async function contentMatches(path: string, kind: UploadKind): Promise<boolean> {
  if (isTextKind(kind)) return textMatches(path, kind);
  const detected = await detectedType(path);
  return detected !== undefined && BINARY_TYPES[kind].includes(detected);
}
