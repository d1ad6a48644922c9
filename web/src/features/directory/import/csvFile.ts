import { USER_IMPORT_COLUMNS, type ImportPreview, type ImportResult } from '@cytocampus/contracts';
import { formatFileSize, GENERIC } from '@cytocampus/schema';

/** The largest CSV file read in the browser, in bytes (the spec's limit for metadata files). */
export const MAX_CSV_BYTES = 1_000_000;

/** Why a chosen file cannot be imported, or null. */
export function csvFileProblem(file: { name: string; size: number }): string | null {
  if (file.size > MAX_CSV_BYTES) return GENERIC.pickerFileTooLarge(file.name, formatFileSize(MAX_CSV_BYTES), formatFileSize(file.size));
  if (file.size === 0) return GENERIC.fileTooSmall(formatFileSize(1), formatFileSize(0));
  return null;
}

/** The header row the import reads (case-insensitive); the first three are required. */
export const CSV_HEADER = USER_IMPORT_COLUMNS.join(',');

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

// Ours: the spec does not word the import.
export function previewSummary(preview: ImportPreview): string {
  const ready = plural(preview.valid, 'row is ready to import', 'rows are ready to import');
  return preview.invalid === 0
    ? `${ready}.`
    : `${ready}; ${plural(preview.invalid, 'row has errors and will be skipped', 'rows have errors and will be skipped')}.`;
}

export function resultSummary(result: ImportResult): string {
  const imported = `Imported ${plural(result.imported, 'user', 'users')}.`;
  return result.failed.length === 0 ? imported : `${imported} ${plural(result.failed.length, 'row was', 'rows were')} not imported:`;
}
