/** Typed socket.io event maps shared by the gateway and the web client. */

import type { UploadChangedNotice, UploadProgressNotice } from './uploads.js';

export type SessionEndReason = 'signed-out' | 'signed-out-everywhere' | 'deactivated' | 'password-reset';

export interface ServerToClientEvents {
  /** This session is over: the tab goes to the login screen at once. */
  'session:ended': (payload: { reason: SessionEndReason; message: string }) => void;
  /** The signed-in user's record changed (preferences, profile, terms...): patch when version is next, else refetch. */
  'user:changed': (payload: { userId: string; version: number }) => void;
  /** The announcement changed. */
  'announcement:changed': (payload: { updated: number }) => void;
  /** One of the user's uploads received bytes (at most once per second per upload) or stalled. */
  'upload:progress': (payload: UploadProgressNotice) => void;
  /** One of the user's uploads started, completed, failed or was cleared: refetch the list. */
  'upload:changed': (payload: UploadChangedNotice) => void;
}

export interface ClientToServerEvents {
  /** Liveness check; the server answers with its time. */
  ping: (ack: (serverTime: number) => void) => void;
}

/** Room names: one per user, one per organization. */
export const userRoom = (userId: string): string => `user:${userId}`;
export const orgRoom = (orgId: string): string => `org:${orgId}`;

/** Message shown on the login screen after a deactivation ended the session. */
export const DEACTIVATED_MESSAGE = 'Your account has been deactivated, please contact your administrator.';
