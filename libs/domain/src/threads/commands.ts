import type { MessageAttachment } from '@cytocampus/contracts';
import type { MessagePostedData, ThreadStartedData } from './events.js';

/** Permissions are checked by the caller (libs/permissions thread rules); deciders keep the thread's own invariants. */
export type StartThread = { type: 'StartThread' } & ThreadStartedData;
export interface RetitleThread {
  type: 'RetitleThread';
  title: string;
  by: string;
  at: number;
}
export interface LockThread {
  type: 'LockThread';
  locked: boolean;
  by: string;
  at: number;
}
export interface MakeThreadSticky {
  type: 'MakeThreadSticky';
  sticky: boolean;
  by: string;
  at: number;
}
export interface DeleteThread {
  type: 'DeleteThread';
  by: string;
  at: number;
}
export type ThreadCommand = StartThread | RetitleThread | LockThread | MakeThreadSticky | DeleteThread;

export type PostMessage = { type: 'PostMessage' } & MessagePostedData;
export interface EditMessage {
  type: 'EditMessage';
  message: string;
  attachments: MessageAttachment[];
  by: string;
  at: number;
}
export interface DeleteMessage {
  type: 'DeleteMessage';
  by: string;
  at: number;
}
export type MessageCommand = PostMessage | EditMessage | DeleteMessage;

export interface SendDailySummary {
  type: 'SendDailySummary';
  userId: string;
  day: string;
  messageIds: string[];
  at: number;
}
