import { SLIDE_LIMITS } from '@cytocampus/contracts';
import { formatFileSize, GENERIC } from '@cytocampus/schema';
import { SLIDE_TEXT } from '../slideTexts';

/** Why a picked file is refused before anything is sent, or null. */
export function slideFileProblem(kind: 'image' | 'analysis', file: { name: string; size: number }): string | null {
  if (kind === 'analysis') return file.size >= SLIDE_LIMITS.metadataMaxBytes ? SLIDE_TEXT.metadataTooLarge : null;
  // The minimum is the deployment's (SLIDE_MIN_BYTES, spec default 100,000,000): the server refuses smaller ones with its own message.
  return file.size > SLIDE_LIMITS.slideMaxBytes
    ? GENERIC.pickerFileTooLarge(file.name, formatFileSize(SLIDE_LIMITS.slideMaxBytes + 1), formatFileSize(file.size))
    : null;
}
