/**
 * Resumable uploads (tus) and the files they become (spec part 2 "Upload tracker entry", sections
 * 4, 5 and 9; part 1 sections 7 to 9). The file id of a finished upload is the upload id.
 */

/** What an upload is for; each purpose has its own file kinds and size limits (libs/domain uploads policy). */
export const UPLOAD_PURPOSES = ['file', 'image', 'slide', 'analysis'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** Paths under API_PREFIX. */
export const UPLOAD_ROUTES = {
  /** GET: the caller's recent uploads; DELETE: clears the finished ones. */
  uploads: '/uploads',
  /** DELETE: clears one upload from the caller's list. */
  upload: (id: string) => `/uploads/${encodeURIComponent(id)}`,
  /** The tus endpoint: POST creates, HEAD asks the offset, PATCH sends bytes, DELETE cancels. */
  tus: '/uploads/tus',
  /** A finished file (`?noAttach=1` shows it inline where that is safe). */
  file: (fileId: string) => `/files/${encodeURIComponent(fileId)}`,
} as const;

/** Keys of the tus Upload-Metadata header. */
export interface UploadMetadata {
  filename: string;
  filetype: string;
  purpose: UploadPurpose;
}

export type UploadStatus = 'uploading' | 'complete' | 'failed';

/** Upload tracker entry: the spec's id, name, path, progress, error, active; plus size, purpose, type, created. */
export interface UploadEntry {
  id: string;
  name: string;
  /** Where the finished file is served (API path). */
  path: string;
  /** 0 to 1. */
  progress: number;
  error: string | null;
  /** Bytes are arriving (or just arrived); an unfinished upload that is not active was interrupted. */
  active: boolean;
  size: number;
  purpose: UploadPurpose;
  /** MIME type of the stored file. */
  type: string;
  /** Milliseconds since the epoch. */
  created: number;
}

/** Pushed to the owner at most once per UPLOAD_PROGRESS_THROTTLE_MS per upload while bytes arrive. */
export type UploadProgressNotice = Pick<UploadEntry, 'id' | 'name' | 'progress' | 'error' | 'active'>;

/** Spec: upload progress throttle 1000 ms. */
export const UPLOAD_PROGRESS_THROTTLE_MS = 1000;

/** Texts of the upload variants (spec part 1 section 8) and ours for the upload endpoints. */
export const UPLOAD_MSG = {
  sendAborted: 'Send aborted',
  sendTimedOut: 'Send timed out',
  receiveAborted: 'Receive aborted',
  receiveTimedOut: 'Receive timed out',
  // Ours (docs/adr/0012-uploads.md).
  uploadNotFound: 'Upload not found.',
  fileNotFound: 'File not found.',
  lengthRequired: 'The size of the upload must be given in advance.',
  activeCannotBeCleared: 'Active uploads cannot be cleared.',
  contentMismatch: 'The file content does not match its type.',
  tooManyUnfinished: 'Too many unfinished uploads. Please finish or clear some first.',
  cancelled: 'Upload cancelled.',
  expired: 'Upload expired.',
} as const;
