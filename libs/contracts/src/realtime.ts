/** Typed socket.io event maps shared by the gateway and the web client. */

import type { SlideChangedNotice } from './slides.js';
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
  /** A watched slide's status or processing progress changed (progress at most once per second). */
  'slide:changed': (payload: SlideChangedNotice) => void;
}

export interface ClientToServerEvents {
  /** Liveness check; the server answers with its time. */
  ping: (ack: (serverTime: number) => void) => void;
  /** Join a slide's room (the server checks read access); the ack says whether it was allowed. */
  'slide:watch': (slideId: string, ack: (allowed: boolean) => void) => void;
  /** Leave a slide's room. */
  'slide:unwatch': (slideId: string) => void;
}

/** Room names: one per user, one per organization, one per watched slide. */
export const userRoom = (userId: string): string => `user:${userId}`;
export const orgRoom = (orgId: string): string => `org:${orgId}`;
/** Everyone watching one slide (by revision id) while it uploads and processes. */
export const slideRoom = (slideId: string): string => `slide:${slideId}`;

/** Message shown on the login screen after a deactivation ended the session. */
export const DEACTIVATED_MESSAGE = 'Your account has been deactivated, please contact your administrator.';
