import { FILE_KINDS, formatFileSize, GENERIC, PICKER_MAX_BYTES, type FileKind } from '@cytocampus/schema';

/**
 * Why the picker refuses a file before uploading it, or null: files of 10,000,000 bytes or more
 * (spec part 1 section 5), with the spec's warning.
 */
export function pickerRefusal(file: { name: string; size: number }): string | null {
  return file.size >= PICKER_MAX_BYTES ? GENERIC.pickerFileTooLarge(file.name, formatFileSize(PICKER_MAX_BYTES), formatFileSize(file.size)) : null;
}

/** The picker's accept list from the field's allowed kinds: MIME types and extensions. */
export function acceptOf(kinds: readonly FileKind[]): string {
  return kinds.flatMap((kind) => [FILE_KINDS[kind].mime, ...FILE_KINDS[kind].extensions.map((ext) => `.${ext}`)]).join(',');
}
