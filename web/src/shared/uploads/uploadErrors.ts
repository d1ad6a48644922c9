import type { DetailedError } from 'tus-js-client';
import { UPLOAD_MSG } from '@cytocampus/contracts';
import { nonOkStatusMessage } from '../../http/errors';

const isDetailed = (error: unknown): error is DetailedError => typeof error === 'object' && error !== null && 'originalResponse' in error;

/**
 * What a failed upload says: 'Send timed out' when bytes stopped moving, 'Send aborted' when the
 * request got no answer (connection dropped after the retries, or cancelled), else the server's
 * message (product error shape) or 'Receieved non-OK status: N'.
 */
export function uploadErrorMessage(error: unknown, cause: 'timeout' | 'cancel' | null): string {
  if (cause === 'timeout') return UPLOAD_MSG.sendTimedOut;
  const response = isDetailed(error) ? error.originalResponse : null;
  if (cause === 'cancel' || !response) return UPLOAD_MSG.sendAborted;
  try {
    const body = JSON.parse(response.getBody()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message !== '') return body.message;
  } catch {
    // not the product's error shape
  }
  return nonOkStatusMessage(response.getStatus());
}
