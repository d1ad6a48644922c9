/**
 * Schema field definitions (spec part 1 section 3 and part 3 "Schema field definition"): one
 * definition per item type drives both the server's validation (compiled to zod, compile.ts) and
 * the web's generic edit form (which renders from the same data).
 */
export const FIELD_TYPES = ['any', 'array', 'bool', 'date', 'file', 'number', 'object', 'string', 'tuple', 'uuid', 'option', 'index', 'image', 'url'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** How the edit form shows a field; validation ignores it. */
export interface FieldDisplay {
  /** Section of the form the field belongs to (top-level fields). */
  section?: string;
  /** Multi-line text, rich text, a switch... */
  widget?: 'textarea' | 'richtext' | 'switch' | 'tags' | 'hidden';
  placeholder?: string;
  /** A line under the input that states the field's rule. */
  hint?: string;
  /** Shown only when another field of the same object has this value. */
  when?: { field: string; equals: unknown };
}

export interface FieldCommon {
  /** Blank is refused ('Required', 'Must be selected'...). */
  required?: boolean;
  /** False: set on creation only, refused on update. Default true. */
  canUpdate?: boolean;
  /** The label; errors read 'desc: message'. */
  desc?: string;
  defaultValue?: unknown;
  display?: FieldDisplay;
}

export type FieldDefinition =
  | (FieldCommon & {
      type: 'any';
      /** A map of id → value instead of free-form data: keys of at most MAP_KEY_MAX_LENGTH characters, each value of this definition. */
      values?: FieldDefinition;
      /** The most keys such a map may have (default MAP_MAX_KEYS). */
      maxKeys?: number;
    })
  | (FieldCommon & { type: 'bool' })
  | (FieldCommon & {
      type: 'string';
      min?: number;
      /** Absent or 0: FREE_TEXT_MAX_LENGTH (the compiler bounds every string). */ max?: number;
      pattern?: string;
      patternMessage?: string;
      trim?: boolean;
      lowercase?: boolean;
      uppercase?: boolean;
      /** Characters removed before the checks (a regular expression's source), e.g. '[^A-Za-z0-9]'. */ strip?: string;
      /** At least one letter or digit ('At least one number or letter is required'). */ alphanumeric?: boolean;
    })
  | (FieldCommon & { type: 'uuid' })
  | (FieldCommon & { type: 'url'; /** Absent: URL_MAX_LENGTH. */ max?: number })
  | (FieldCommon & { type: 'number'; min?: number; max?: number; step?: number; integer?: boolean })
  | (FieldCommon & { type: 'index'; max?: number })
  | (FieldCommon & { type: 'date'; after?: number; before?: number })
  | (FieldCommon & { type: 'option'; options: readonly { value: string | number; label: string }[] })
  | (FieldCommon & { type: 'array'; item: FieldDefinition; min?: number; max?: number })
  | (FieldCommon & { type: 'tuple'; items: readonly FieldDefinition[] })
  | (FieldCommon & {
      type: 'object';
      fields: Readonly<Record<string, FieldDefinition>>;
      sections?: readonly string[];
      /** What the type's rules across these fields require, as JSON Schema for the API document (the rules check it, not this). */
      jsonSchema?: Readonly<Record<string, unknown>>;
    })
  | (FieldCommon & { type: 'file' | 'image'; accept: readonly FileKind[]; minSize?: number; maxSize?: number });

export type ObjectDefinition = Extract<FieldDefinition, { type: 'object' }>;

/** File kinds the product accepts (spec part 1 section 3), by MIME type and extension. */
export const FILE_KINDS = {
  png: { mime: 'image/png', extensions: ['png'] },
  jpg: { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  gif: { mime: 'image/gif', extensions: ['gif'] },
  tif: { mime: 'image/tiff', extensions: ['tif', 'tiff', 'svs', 'ndpi'] },
  webp: { mime: 'image/webp', extensions: ['webp'] },
  bmp: { mime: 'image/bmp', extensions: ['bmp'] },
  svg: { mime: 'image/svg+xml', extensions: ['svg'] },
  pdf: { mime: 'application/pdf', extensions: ['pdf'] },
  json: { mime: 'application/json', extensions: ['json'] },
  csv: { mime: 'text/csv', extensions: ['csv'] },
  text: { mime: 'text/plain', extensions: ['txt'] },
  mp4: { mime: 'video/mp4', extensions: ['mp4'] },
} as const;
export type FileKind = keyof typeof FILE_KINDS;
export const IMAGE_KINDS: readonly FileKind[] = ['png', 'jpg', 'gif', 'tif', 'webp', 'bmp', 'svg'];

/** Size limits (spec part 1 sections 5 and 9): images 1 to 5,242,880 bytes, other files 1 to 10,485,760; the picker refuses 10,000,000 or more. */
export const IMAGE_MAX_BYTES = 5_242_880;
export const FILE_MAX_BYTES = 10_485_760;
export const PICKER_MAX_BYTES = 10_000_000;

/** What a file field holds once uploaded: the stored file's id and what the form shows. */
export interface FileRef {
  fileId: string;
  name: string;
  size: number;
  type: string;
}
