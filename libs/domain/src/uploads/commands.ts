import type { UploadStartedData } from './events.js';

export type UploadCommand =
  /** `type` is what the client declared; the decider checks it against the purpose. */
  | ({ type: 'StartUpload' } & Omit<UploadStartedData, 'type'> & { declaredType: string; /** A deployment's lower slide minimum. */ slideMinBytes?: number })
  | { type: 'CompleteUpload' }
  | { type: 'FailUpload'; error: string }
  /** `active`: bytes are still arriving (volatile, read by the handler). */
  | { type: 'ClearUpload'; actorId: string; active: boolean };
