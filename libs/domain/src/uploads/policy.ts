import type { UploadPurpose } from '@cytocampus/contracts';
import { FILE_KINDS, FILE_MAX_BYTES, formatFileSize, GENERIC, IMAGE_KINDS, IMAGE_MAX_BYTES, PICKER_MAX_BYTES, type FileKind } from '@cytocampus/schema';
import { DomainError } from '../core/errors.js';

/** A kind an upload may have: the schema's FILE_KINDS plus XML, which only analysis files use. */
export type UploadKind = FileKind | 'xml';
const XML = { mime: 'application/xml', extensions: ['xml'] } as const;
export const kindInfo = (kind: UploadKind): { mime: string; extensions: readonly string[] } => (kind === 'xml' ? XML : FILE_KINDS[kind]);

export interface PurposeRule {
  kinds: readonly UploadKind[];
  /** Inclusive bounds in bytes. */
  minBytes: number;
  maxBytes: number;
}

/** Spec part 2 section 9: slide size 100,000,000 to 10,000,000,000; metadata (analysis) files under 1,000,000. */
export const SLIDE_MIN_BYTES = 100_000_000;
export const SLIDE_MAX_BYTES = 10_000_000_000;
export const ANALYSIS_MAX_BYTES = 999_999;

const ALL_FILE_KINDS = Object.keys(FILE_KINDS) as FileKind[];

/** Which files each purpose accepts (docs/adr/0012-uploads.md). */
export const UPLOAD_RULES: Readonly<Record<UploadPurpose, PurposeRule>> = {
  // Form, presentation and quiz files: the picker refuses 10,000,000 bytes or more.
  file: { kinds: ALL_FILE_KINDS, minBytes: 1, maxBytes: Math.min(FILE_MAX_BYTES, PICKER_MAX_BYTES - 1) },
  // Image fields and avatars.
  image: { kinds: IMAGE_KINDS, minBytes: 1, maxBytes: IMAGE_MAX_BYTES },
  slide: { kinds: ['tif', 'jpg', 'png'], minBytes: SLIDE_MIN_BYTES, maxBytes: SLIDE_MAX_BYTES },
  analysis: { kinds: ['json', 'csv', 'xml', 'text'], minBytes: 1, maxBytes: ANALYSIS_MAX_BYTES },
};

/** Generic types browsers send when they do not know a file's type; the extension decides then. */
const GENERIC_TYPES = new Set(['', 'application/octet-stream', 'binary/octet-stream']);
/** Other names browsers and systems use for our kinds. */
const TYPE_ALIASES: Readonly<Record<string, UploadKind>> = {
  'image/jpg': 'jpg',
  'image/pjpeg': 'jpg',
  'image/x-ms-bmp': 'bmp',
  'application/vnd.ms-excel': 'csv',
  'text/xml': 'xml',
  'text/x-csv': 'csv',
};

export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

export const allowedExtensions = (purpose: UploadPurpose): string[] => UPLOAD_RULES[purpose].kinds.flatMap((kind) => [...kindInfo(kind).extensions]);

export const typeNotAllowed = (purpose: UploadPurpose): string => `This type of file is not allowed here. Allowed: ${allowedExtensions(purpose).join(', ')}.`;

export interface CheckedUpload {
  kind: UploadKind;
  /** The stored content type: the kind's MIME type, never the client's string. */
  type: string;
}

/**
 * Checks what the client declares when it creates an upload: the name's extension must be an
 * allowed kind, a declared type must agree with it, and the size must be within the purpose's
 * bounds (a deployment may lower a purpose's minimum, e.g. SLIDE_MIN_BYTES). Throws a DomainError
 * ('invalid') with the field at fault.
 */
export function checkUpload(
  purpose: UploadPurpose,
  name: string,
  declaredType: string,
  size: number,
  minBytes?: Partial<Record<UploadPurpose, number>>,
): CheckedUpload {
  const rule = { ...UPLOAD_RULES[purpose], ...(minBytes?.[purpose] === undefined ? {} : { minBytes: minBytes[purpose] }) };
  const extension = extensionOf(name);
  const kind = rule.kinds.find((k) => kindInfo(k).extensions.includes(extension));
  const declared = declaredType.trim().toLowerCase().split(';')[0]?.trim() ?? '';
  const declaredKind = TYPE_ALIASES[declared] ?? rule.kinds.find((k) => kindInfo(k).mime === declared);
  if (!kind || (!GENERIC_TYPES.has(declared) && declaredKind !== kind)) throw new DomainError('invalid', typeNotAllowed(purpose), 'filetype');
  if (size < rule.minBytes) throw new DomainError('invalid', GENERIC.fileTooSmall(formatFileSize(rule.minBytes), formatFileSize(size)), 'size');
  if (size > rule.maxBytes) throw new DomainError('invalid', GENERIC.fileTooLarge(formatFileSize(rule.maxBytes), formatFileSize(size)), 'size');
  return { kind, type: kindInfo(kind).mime };
}

/** The kind of a stored content type (what checkUpload answered), for checking the finished file. */
export function kindOfType(type: string): UploadKind | null {
  const kinds: UploadKind[] = [...(Object.keys(FILE_KINDS) as FileKind[]), 'xml'];
  return kinds.find((kind) => kindInfo(kind).mime === type) ?? null;
}
