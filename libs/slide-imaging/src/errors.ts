/**
 * Typed errors of this library. `code` is for machines (the processing worker stores it with the
 * slide), `message` is shown to the user as is, `detail` is for logs only.
 */
export type SlideImportErrorCode = 'unsupported-compression' | 'unsupported-format' | 'unsupported-layout' | 'corrupt-file' | 'decode-failed' | 'not-found';

export class SlideImportError extends Error {
  override readonly name = 'SlideImportError';
  constructor(
    readonly code: SlideImportErrorCode,
    message: string,
    readonly detail?: string,
  ) {
    super(message);
  }
}

/** What a user is told to do with a slide this library cannot read (README, supported formats). */
export const CONVERT_ADVICE = 'Convert it to a tiled TIFF with JPEG compression (QuPath, bfconvert or vips can) and upload that.';

export const DECODE_FAILED_MESSAGE = 'The slide image could not be decoded. The file may be damaged or use an encoding that is not supported.';

/** The analysis metadata file's texts are the spec's own (part 3, section 5). */
export const ANALYSIS_FILE_MESSAGES = {
  tooLarge: 'Selected metadata file size is too large.',
  unparseable: 'Could not parse provided metadata file. Make sure file is valid XML or JSON format.',
  invalidJson: 'Invalid JSON provided.',
} as const;

export type AnalysisFileErrorCode = keyof typeof ANALYSIS_FILE_MESSAGES;

export class AnalysisFileError extends Error {
  override readonly name = 'AnalysisFileError';
  constructor(
    readonly code: AnalysisFileErrorCode,
    readonly detail?: string,
  ) {
    super(ANALYSIS_FILE_MESSAGES[code]);
  }
}
