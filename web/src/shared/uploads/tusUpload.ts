import { Upload, type UploadOptions } from 'tus-js-client';
import { API_PREFIX, CSRF_HEADER, UPLOAD_PROGRESS_THROTTLE_MS, UPLOAD_ROUTES, type UploadPurpose } from '@cytocampus/contracts';
import { csrfToken } from '../../http/csrf';
import { uploadErrorMessage } from './uploadErrors';

/** A finished upload as file fields hold it (FileRef): the file id is the upload id. */
export interface UploadedFileRef {
  fileId: string;
  name: string;
  size: number;
  type: string;
}

export interface TusUploadOptions {
  purpose: UploadPurpose;
  /** Part of the resume fingerprint: one user never resumes another's upload on a shared browser. */
  userId: string;
  /** 0 to 1, at most once per UPLOAD_PROGRESS_THROTTLE_MS (and once at the end). */
  onProgress: (fraction: number) => void;
  /** The server created (or found, when resuming) the upload: its id, before any byte is final. */
  onStarted?: (fileId: string) => void;
  chunkSize?: number;
}

export interface RunningUpload {
  done: Promise<UploadedFileRef>;
  /** Stops sending; the upload stays resumable (pick the same file again). */
  pause(): void;
  /** Gives the upload up: the server records it as cancelled. */
  cancel(): void;
}

const ENDPOINT = `${API_PREFIX}${UPLOAD_ROUTES.tus}`;
/** The file id is the upload id, the last segment of the upload's URL. */
const fileIdOf = (url: string | null): string => url?.split('/').at(-1) ?? '';
/** Several requests per file so a dropped connection costs little; one request for small files. */
const CHUNK_SIZE = 1_000_000;
/** After a dropped request: retry at once, then after 1, 3 and 5 seconds (resuming from the server's offset). */
const RETRY_DELAYS = [0, 1000, 3000, 5000];
/** No byte moved for this long: 'Send timed out'. */
export const STALL_TIMEOUT_MS = 30_000;

/**
 * Sends one file with tus: resumes an earlier attempt of the same file (fingerprints in
 * localStorage survive a reload), retries dropped requests from the server's offset, sends the
 * CSRF header with each request.
 */
export function startTusUpload(file: File, { purpose, userId, onProgress, onStarted, chunkSize = CHUNK_SIZE }: TusUploadOptions): RunningUpload {
  let cause: 'timeout' | 'cancel' | null = null;
  let lastReport = 0;
  let lastMove = Date.now();
  let settle: { resolve: (ref: UploadedFileRef) => void; reject: (error: Error) => void } | null = null;
  const done = new Promise<UploadedFileRef>((resolve, reject) => (settle = { resolve, reject }));

  const options: UploadOptions = {
    endpoint: ENDPOINT,
    chunkSize,
    retryDelays: RETRY_DELAYS,
    metadata: { filename: file.name, filetype: file.type, purpose },
    removeFingerprintOnSuccess: true,
    fingerprint: (f: File) => Promise.resolve(['cytocampus', userId, purpose, f.name, f.type, f.size, f.lastModified].join('-')),
    onBeforeRequest: async (req) => {
      const token = await csrfToken();
      if (token) req.setHeader(CSRF_HEADER, token);
    },
    onProgress: (sent, total) => {
      lastMove = Date.now();
      if (sent < total && lastMove - lastReport < UPLOAD_PROGRESS_THROTTLE_MS) return;
      lastReport = lastMove;
      onProgress(total > 0 ? sent / total : 0);
    },
    onUploadUrlAvailable: () => onStarted?.(fileIdOf(upload.url)),
    onSuccess: () => {
      window.clearInterval(watchdog);
      const fileId = fileIdOf(upload.url);
      settle?.resolve({ fileId, name: file.name, size: file.size, type: file.type });
    },
    onError: (error) => {
      window.clearInterval(watchdog);
      settle?.reject(new Error(uploadErrorMessage(error, cause)));
    },
  };
  const upload = new Upload(file, options);
  const watchdog = window.setInterval(() => {
    if (Date.now() - lastMove < STALL_TIMEOUT_MS) return;
    cause = 'timeout';
    void stop(false);
  }, 1000);

  async function stop(terminate: boolean): Promise<void> {
    window.clearInterval(watchdog);
    await upload.abort(terminate).catch(() => undefined);
    settle?.reject(new Error(uploadErrorMessage(null, cause)));
  }

  void upload.findPreviousUploads().then((previous) => {
    const latest = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
    if (latest) upload.resumeFromPreviousUpload(latest);
    upload.start();
  });

  return {
    done,
    pause: () => void stop(false),
    cancel: () => {
      cause = 'cancel';
      void stop(true);
    },
  };
}
