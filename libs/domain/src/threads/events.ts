import type { CommunityList, MessageAttachment, ThreadKind } from '@cytocampus/contracts';
import type { DomainEvent } from '../core/decider.js';

/**
 * Community threads and their messages (docs/adr/0027). A thread's own changes live in
 * `thread-<id>`; each message in `message-<id>`, so a post or an edit replays a handful of events
 * however long the thread grows (GUIDE section 1: streams stay short for commands).
 */
export const threadStream = (threadId: string): string => `thread-${threadId}`;
export const messageStream = (messageId: string): string => `message-${messageId}`;
/** What a user opened and checked (read times, last-check times): recorded, never replayed by a command. */
export const visitsStream = (userId: string): string => `visits-${userId}`;
/** Community e-mails sent to one user as they arrive (recorded, never replayed). */
export const mailboxStream = (userId: string): string => `mailbox-${userId}`;
/** One user's daily summary of one UTC day (YYYY-MM-DD): appended to an empty stream only, so it goes out once a day. */
export const dailySummaryStream = (userId: string, day: string): string => `digest-${userId}-${day}`;

export interface ThreadStartedData {
  threadId: string;
  kind: ThreadKind;
  /** The organization of an organization thread. */
  ref: string | null;
  /** The members of a conversation (the starter included). */
  userIds: string[] | null;
  title: string;
  createdBy: string;
  /** Epoch ms. */
  startedAt: number;
}

export interface ThreadChangeData {
  threadId: string;
  by: string;
  at: number;
}

export type ThreadStarted = DomainEvent<'ThreadStarted', ThreadStartedData>;
export type ThreadRetitled = DomainEvent<'ThreadRetitled', ThreadChangeData & { title: string }>;
export type ThreadLockChanged = DomainEvent<'ThreadLockChanged', ThreadChangeData & { locked: boolean }>;
export type ThreadStickyChanged = DomainEvent<'ThreadStickyChanged', ThreadChangeData & { sticky: boolean }>;
export type ThreadDeleted = DomainEvent<'ThreadDeleted', ThreadChangeData>;
export type ThreadEvent = ThreadStarted | ThreadRetitled | ThreadLockChanged | ThreadStickyChanged | ThreadDeleted;

export interface MessagePostedData {
  messageId: string;
  threadId: string;
  userId: string;
  /** Sanitized HTML. */
  message: string;
  attachments: MessageAttachment[];
  /** Epoch ms. */
  ts: number;
}

export type MessagePosted = DomainEvent<'MessagePosted', MessagePostedData>;
export type MessageEdited = DomainEvent<
  'MessageEdited',
  { messageId: string; threadId: string; message: string; attachments: MessageAttachment[]; by: string; lastEdit: number }
>;
export type MessageDeleted = DomainEvent<'MessageDeleted', { messageId: string; threadId: string; by: string; at: number }>;
export type MessageEvent = MessagePosted | MessageEdited | MessageDeleted;

/** Opening a thread sets its read time (spec part 3 "Threads and messages"). */
export type ThreadRead = DomainEvent<'ThreadRead', { userId: string; threadId: string; at: number }>;
/** Visiting threads, organization threads or messages sets that list's last-check time. */
export type CommunityListChecked = DomainEvent<'CommunityListChecked', { userId: string; list: CommunityList; at: number }>;
export type VisitEvent = ThreadRead | CommunityListChecked;

/** E-mails about new messages: sent at once, in a daily summary, or not at all by the user's preferences. */
export type CommunityMailSent = DomainEvent<'CommunityMailSent', { userId: string; messageIds: string[]; at: number }>;
export type DailySummarySent = DomainEvent<'DailySummarySent', { userId: string; day: string; messageIds: string[]; at: number }>;
/** Messages the user's preferences keep out of their mail (allowEmail off, updateEmail off, organizationEmail off). */
export type CommunityMailSkipped = DomainEvent<'CommunityMailSkipped', { userId: string; messageIds: string[]; at: number }>;
export type CommunityMailEvent = CommunityMailSent | DailySummarySent | CommunityMailSkipped;

export const THREAD_EVENT_TYPES = [
  'ThreadStarted',
  'ThreadRetitled',
  'ThreadLockChanged',
  'ThreadStickyChanged',
  'ThreadDeleted',
] as const satisfies readonly ThreadEvent['type'][];
export const MESSAGE_EVENT_TYPES = ['MessagePosted', 'MessageEdited', 'MessageDeleted'] as const satisfies readonly MessageEvent['type'][];
