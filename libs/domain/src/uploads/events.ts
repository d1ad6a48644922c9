import type { UploadPurpose } from '@cytocampus/contracts';
import type { DomainEvent } from '../core/decider.js';

/** Every state change of an upload is an event in `upload-<id>`; progress is volatile and is not. */
export const uploadStream = (uploadId: string): string => `upload-${uploadId}`;

export interface UploadStartedData {
  uploadId: string;
  ownerId: string;
  /** The client's file name, for display only: never part of a path. */
  name: string;
  /** The stored content type (the kind's MIME type). */
  type: string;
  size: number;
  purpose: UploadPurpose;
}

export type UploadStarted = DomainEvent<'UploadStarted', UploadStartedData>;
/** Every byte arrived and the content matched its type. */
export type UploadCompleted = DomainEvent<'UploadCompleted', { uploadId: string }>;
/** Refused content, cancelled by the owner, or expired; the partial data is removed. */
export type UploadFailed = DomainEvent<'UploadFailed', { uploadId: string; error: string }>;
/** Removed from the owner's list; a finished file stays available (an avatar may use it). */
export type UploadCleared = DomainEvent<'UploadCleared', { uploadId: string }>;

export type UploadEvent = UploadStarted | UploadCompleted | UploadFailed | UploadCleared;
export const UPLOAD_EVENT_TYPES: readonly UploadEvent['type'][] = ['UploadStarted', 'UploadCompleted', 'UploadFailed', 'UploadCleared'];
