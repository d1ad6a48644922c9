import { DEFAULT_PAGE_SIZE, PAGE_SIZES, THREAD_LIMITS } from '@cytocampus/contracts';
import { z } from 'zod';
import { list, queryInteger } from '../fields/bounds.js';
import { bool, uuid } from '../fields/formats.js';
import { isBlank, missing, report } from '../fields/issue.js';
import { text } from '../fields/text.js';
import { GENERIC, NOT_VALID } from '../messages/generic.js';
import { ID_MAX_LENGTH, SEARCH_MAX_LENGTH } from './limits.js';
import { queryFlag, queryId } from './list-query.js';

/**
 * Bodies and queries of the community calls (spec part 3 sections 5 and 7, part 1 `PUT
 * /user/visit/...`; docs/adr/0027). A message is HTML that the server sanitizes before it applies
 * THREAD_LIMITS.messageChars: these bounds only keep a megabyte of markup from being sanitized at all.
 */
export const MESSAGE_INPUT_MAX_LENGTH = 2 * THREAD_LIMITS.messageChars;

/** The editor's HTML; '' is allowed here (a message may be only attachments), the server refuses an empty one once sanitized. */
const messageHtml = () =>
  z.string({ error: (issue) => (isBlank(issue.input) ? GENERIC.required : NOT_VALID) }).max(MESSAGE_INPUT_MAX_LENGTH, {
    error: (issue) => GENERIC.tooLongBy((typeof issue.input === 'string' ? issue.input.length : 0) - THREAD_LIMITS.messageChars),
  });

/** A user, organization, thread or file id named in a body. */
const id = () => text({ required: true, max: ID_MAX_LENGTH, pattern: /^[A-Za-z0-9-]+$/ });

/** File ids of the sender's finished uploads; sent twice counts once. */
const attachments = () =>
  list(id(), { max: THREAD_LIMITS.attachments })
    .default([])
    .transform((ids) => [...new Set(ids)]);

/** A client-made uuid (so a resent request creates nothing twice); '' reads as none. */
const clientId = () => uuid().optional();

/** POST /threads/{id}. */
export const postMessageRequestSchema = z.object({ message: messageHtml(), attachments: attachments(), id: clientId() });

/** PUT /threads/{id}/messages/{messageId}. */
export const editMessageRequestSchema = z.object({ message: messageHtml(), attachments: attachments() });

/**
 * POST /threads: the kind follows the body: `userIds` a conversation with those people (the caller
 * is added; the title may be left out), `ref` that organization's thread, neither a community
 * thread; both a title. A conversation belongs to no organization.
 */
export const createThreadRequestSchema = z
  .object({
    title: text({ max: THREAD_LIMITS.titleChars }).optional(),
    ref: id().nullable().optional(),
    // The caller may name themself too: THREAD_LIMITS.conversationPeople others plus the caller.
    userIds: list(id(), { max: THREAD_LIMITS.conversationPeople + 1 })
      .optional()
      .transform((ids) => (ids === undefined ? undefined : [...new Set(ids)])),
    message: messageHtml(),
    attachments: attachments(),
    id: clientId(),
    messageId: clientId(),
  })
  .superRefine((body, ctx) => {
    const conversation = (body.userIds?.length ?? 0) > 0;
    if (conversation && body.ref) ctx.addIssue({ code: 'custom', path: ['ref'], message: NOT_VALID });
    if (!conversation && !body.title) report(ctx, [missing(GENERIC.required)], ['title']);
  })
  // The same rule for the API document: without people to talk to, a title.
  .meta({ if: { required: ['userIds'], properties: { userIds: { minItems: 1 } } }, else: { required: ['title'] } });

/** PUT /threads/{id}. */
export const editThreadRequestSchema = z.object({ title: text({ required: true, max: THREAD_LIMITS.titleChars }) });

/** PUT /threads/{id}/lock. */
export const threadLockRequestSchema = z.object({ locked: bool() });

/** PUT /threads/{id}/sticky. */
export const threadStickyRequestSchema = z.object({ sticky: bool() });

/** PUT /user/visit/thread: opening a thread. */
export const threadVisitRequestSchema = z.object({ threadId: id() });

/** GET /threads: `conversations=1` the caller's conversations, `ref` an organization's threads, else the community's; paging, search on the title, `unread=1`. */
export const threadListQuerySchema = z
  .object({
    conversations: queryFlag().default(false),
    ref: queryId().optional(),
    page: queryInteger({ min: 1 }).default(1),
    limit: queryInteger({ min: 1, max: Math.max(...PAGE_SIZES) }).default(DEFAULT_PAGE_SIZE),
    search: text({ max: SEARCH_MAX_LENGTH }).default(''),
    unread: queryFlag().default(false),
  })
  .superRefine((q, ctx) => {
    if (!(PAGE_SIZES as readonly number[]).includes(q.limit)) ctx.addIssue({ code: 'custom', path: ['limit'], message: GENERIC.mustBeSelected });
  });

/** The latest time a query may name (JavaScript's last date). */
const MAX_EPOCH_MS = 8.64e15;

/** GET /threads/{id}: the newest page, or with `before` (epoch ms) the page before it, or with `poll` only what is newer. */
export const threadQuerySchema = z.object({
  before: queryInteger({ min: 0, max: MAX_EPOCH_MS }).optional(),
  poll: queryInteger({ min: 0, max: MAX_EPOCH_MS }).optional(),
});

/** GET /threads/people. */
export const conversationPeopleQuerySchema = z.object({
  search: text({ max: SEARCH_MAX_LENGTH }).default(''),
  limit: queryInteger({ min: 1, max: 100 }).default(20),
});

export type CreateThreadValues = z.output<typeof createThreadRequestSchema>;
export type PostMessageValues = z.output<typeof postMessageRequestSchema>;
export type EditMessageValues = z.output<typeof editMessageRequestSchema>;
export type ThreadListQueryValues = z.output<typeof threadListQuerySchema>;
