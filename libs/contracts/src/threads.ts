/**
 * Community threads, organization threads and direct conversations (spec part 3 "Chat thread and
 * message", "Threads and messages", section 5 "Thread read / comment", section 7 "Threads"; part 1
 * `notifications`, `communityStats`, `PUT /user/visit/...`; docs/adr/0027).
 *
 * A thread is one of three kinds, told apart by the spec's fields:
 * - a direct conversation has explicit `userIds` (its members);
 * - an organization thread has `ref` = the organization's id and no `userIds`;
 * - a community (global) thread has neither.
 */
import type { Page } from './api.js';
import type { ItemAbilities } from './lists.js';
import type { SkillOutlierAlerts } from './skill-outliers.js';

export type ThreadKind = 'conversation' | 'organization' | 'community';

/** How a person appears beside a message: the name the viewer may see (alias otherwise) and the avatar's file id. */
export interface PersonRef {
  id: string;
  name: string;
  /** File id of the profile picture, null when none or hidden by the person's preferences. */
  avatar: string | null;
}

/** A file attached to a message: a finished upload of its sender, served at THREAD_ROUTES.file. */
export interface MessageAttachment {
  fileId: string;
  name: string;
  /** The stored content type (image/png, application/pdf…): images are shown inline. */
  type: string;
  size: number;
}

/** Message (spec): id, ts, lastEdit, userId (sender), message (sanitized HTML), attachments. */
export interface ThreadMessage {
  id: string;
  threadId: string;
  /** Epoch ms of posting. */
  ts: number;
  /** Epoch ms of the last edit, null when never edited. */
  lastEdit: number | null;
  userId: string;
  message: string;
  attachments: MessageAttachment[];
  /** Increases with every change of the message (live notices). */
  version: number;
}

/** What the caller may do with a thread (computed by the server from libs/permissions' thread rules). */
export interface ThreadAbilities extends ItemAbilities {
  /** May post a message (reply box shown). */
  canComment: boolean;
  /** May make it sticky or not (community and organization threads). */
  canSticky: boolean;
}

/** One thread as the lists show it. */
export interface ThreadSummary {
  id: string;
  kind: ThreadKind;
  /** The organization of an organization thread, else null. */
  ref: string | null;
  /** Members of a direct conversation, else null. */
  userIds: string[] | null;
  title: string;
  locked: boolean;
  sticky: boolean;
  /** Epoch ms. */
  created: number;
  createdBy: string;
  messageCount: number;
  /** The newest message (a plain-text preview of at most MESSAGE_PREVIEW_CHARS), null when every message was deleted. */
  lastMessage: { id: string; ts: number; userId: string; preview: string } | null;
  /** Epoch ms the caller last opened it (communityStats' read time), null when never. */
  readAt: number | null;
  /** The newest message is someone else's and later than readAt (spec: last message time compared with the read time). */
  unread: boolean;
  /** The people named in this summary (members, the last message's sender). */
  people: PersonRef[];
  abilities: ThreadAbilities;
  /** Increases with every change of the thread row (live notices). */
  version: number;
}

/** GET /threads/{id}: the thread, its messages (oldest first) and everyone who wrote them. */
export interface ThreadDetail extends ThreadSummary {
  messages: ThreadMessage[];
  /** Older messages exist before the first one returned (ask again with `before`). */
  hasMore: boolean;
}

/** GET /threads query: `conversations=1` the caller's direct conversations; `ref=<orgId>` that organization's threads; neither: community threads. */
export interface ThreadListQuery {
  conversations?: 0 | 1;
  ref?: string;
  page?: number;
  limit?: number;
  search?: string;
  /** Only threads with a new message for the caller. */
  unread?: 0 | 1;
}

export type ThreadPage = Page<ThreadSummary>;

/** One tab of the alerts menu: how many threads have a new message, and the newest of them. */
export interface AlertList {
  count: number;
  items: ThreadSummary[];
}

/**
 * GET /threads/alerts: Messages are direct conversations, Notifications community and organization
 * threads; a thread counts when its last message (someone else's) is later than both the list's
 * last-check time and the thread's read time (spec part 1 section 4).
 */
export interface ThreadAlerts {
  messages: AlertList;
  notifications: AlertList;
  /** Beside the Notifications tab's threads: learners of the viewer's organization who crossed a screening skill outlier threshold (docs/adr/0036). */
  outliers: SkillOutlierAlerts;
}

/** POST /threads: a new thread with its first message. */
export interface CreateThreadRequest {
  /** Optional for a conversation (the members' names stand in). */
  title?: string;
  /** An organization thread of this organization (the caller's own). */
  ref?: string | null;
  /** A direct conversation with these people (the caller is added). */
  userIds?: string[];
  /** The first message. */
  message: string;
  attachments?: string[];
  /** A client-made uuid for the thread, so a resent request creates nothing twice. */
  id?: string;
  /** A client-made uuid for the first message. */
  messageId?: string;
}

/** POST /threads/{id}: a message (sanitized HTML) with attachments (file ids of the sender's finished uploads). */
export interface PostMessageRequest {
  message: string;
  attachments?: string[];
  /** A client-made uuid: a resent post answers the stored message instead of posting twice. */
  id?: string;
}

/** PUT /threads/{id}/messages/{messageId}: the new text and attachments. */
export interface EditMessageRequest {
  message: string;
  attachments?: string[];
}

/** PUT /threads/{id}: the title. */
export interface EditThreadRequest {
  title: string;
}

/** GET /threads/people: who the caller may start a conversation with. */
export interface ConversationPeopleQuery {
  search?: string;
  limit?: number;
}

/** The last-check lists of `PUT /user/visit/{list}` (spec part 1 section 7). */
export const COMMUNITY_LISTS = ['threads', 'orgThreads', 'messages'] as const;
export type CommunityList = (typeof COMMUNITY_LISTS)[number];

/** Paths under API_PREFIX. */
export const THREAD_ROUTES = {
  threads: '/threads',
  alerts: '/threads/alerts',
  people: '/threads/people',
  thread: (id: string) => `/threads/${encodeURIComponent(id)}`,
  summary: (id: string) => `/threads/${encodeURIComponent(id)}/summary`,
  lock: (id: string) => `/threads/${encodeURIComponent(id)}/lock`,
  sticky: (id: string) => `/threads/${encodeURIComponent(id)}/sticky`,
  message: (id: string, messageId: string) => `/threads/${encodeURIComponent(id)}/messages/${encodeURIComponent(messageId)}`,
  /** An attachment, to those who may read the thread. */
  file: (id: string, fileId: string) => `/threads/${encodeURIComponent(id)}/files/${encodeURIComponent(fileId)}`,
  /** PUT {threadId}: opening a thread sets its read time. */
  visitThread: '/user/visit/thread',
  /** PUT: visiting a list sets its last-check time. */
  visit: (list: CommunityList) => `/user/visit/${list}`,
} as const;

/** Web routes of the community area. */
export const COMMUNITY_PATHS = {
  threads: '/dashboard/community/threads',
  orgThreads: '/dashboard/community/organization',
  messages: '/dashboard/community/messages',
  thread: (id: string) => `/dashboard/community/messages/${encodeURIComponent(id)}`,
} as const;

/** Limits of what a message may carry (ours; the spec gives the file kinds). */
export const THREAD_LIMITS = {
  /** Characters of a message's HTML once sanitized. */
  messageChars: 20_000,
  titleChars: 120,
  attachments: 10,
  /** Other people in one conversation. */
  conversationPeople: 20,
  /** Messages a thread page returns at once (older ones with `before`). */
  messagesPerPage: 100,
  /** Posts (new threads and messages) per user per minute. */
  postsPerMinute: 20,
} as const;

/** Characters of the last message's plain-text preview in lists and alerts. */
export const MESSAGE_PREVIEW_CHARS = 140;

/** User-visible texts of the community (ours, except the spec's empty alert lists in MSG). */
export const THREAD_MSG = {
  notFound: 'Thread not found.',
  messageNotFound: 'Message not found.',
  locked: 'This thread is locked.',
  emptyMessage: 'Write a message first.',
  postingTooFast: (seconds: number) => `You are posting too fast. Please wait ${seconds} seconds and try again.`,
  attachmentNotFound: 'Attachment not found: upload it again.',
  attachmentNotAllowed: 'This file cannot be attached. Allowed: png, jpg, gif, tif, webp, bmp, svg, pdf, json, csv, txt, mp4.',
  unknownPerson: 'One of the people chosen cannot receive messages.',
  notYourOrganization: 'You can only start threads in your own organization.',
  conversationTitle: 'Conversation',
} as const;
