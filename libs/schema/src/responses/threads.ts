import type {
  AlertList,
  MessageAttachment,
  PersonRef,
  ThreadAbilities,
  ThreadAlerts,
  ThreadDetail,
  ThreadMessage,
  ThreadPage,
  ThreadSummary,
} from '@cytocampus/contracts';
import { z } from 'zod';
import { skillOutlierAlertsSchema } from '../learning/skill-outliers.js';
import { pageOf } from './api.js';
import type { Proof, SameType } from './proof.js';

/** Answers of the community calls (spec part 3 sections 5 and 7; docs/adr/0027). */

export const personRefSchema = z.object({ id: z.string(), name: z.string(), avatar: z.string().nullable() });
export type _PersonRefProof = Proof<SameType<z.output<typeof personRefSchema>, PersonRef>>;

export const messageAttachmentSchema = z.object({ fileId: z.string(), name: z.string(), type: z.string(), size: z.number() });
export type _MessageAttachmentProof = Proof<SameType<z.output<typeof messageAttachmentSchema>, MessageAttachment>>;

export const threadMessageSchema = z.object({
  id: z.string(),
  threadId: z.string(),
  ts: z.number(),
  lastEdit: z.number().nullable(),
  userId: z.string(),
  message: z.string(),
  attachments: z.array(messageAttachmentSchema),
  version: z.number().int(),
});
export type _ThreadMessageProof = Proof<SameType<z.output<typeof threadMessageSchema>, ThreadMessage>>;

export const threadAbilitiesSchema = z.object({
  canEdit: z.boolean(),
  canDel: z.boolean(),
  canLock: z.boolean(),
  canComment: z.boolean(),
  canSticky: z.boolean(),
});
export type _ThreadAbilitiesProof = Proof<SameType<z.output<typeof threadAbilitiesSchema>, ThreadAbilities>>;

const threadSummaryShape = {
  id: z.string(),
  kind: z.enum(['conversation', 'organization', 'community']),
  ref: z.string().nullable(),
  userIds: z.array(z.string()).nullable(),
  title: z.string(),
  locked: z.boolean(),
  sticky: z.boolean(),
  created: z.number(),
  createdBy: z.string(),
  messageCount: z.number().int(),
  lastMessage: z.object({ id: z.string(), ts: z.number(), userId: z.string(), preview: z.string() }).nullable(),
  readAt: z.number().nullable(),
  unread: z.boolean(),
  people: z.array(personRefSchema),
  abilities: threadAbilitiesSchema,
  version: z.number().int(),
};

export const threadSummarySchema = z.object(threadSummaryShape);
export type _ThreadSummaryProof = Proof<SameType<z.output<typeof threadSummarySchema>, ThreadSummary>>;

export const threadDetailSchema = z.object({ ...threadSummaryShape, messages: z.array(threadMessageSchema), hasMore: z.boolean() });
export type _ThreadDetailProof = Proof<SameType<z.output<typeof threadDetailSchema>, ThreadDetail>>;

export const threadPageSchema = pageOf(threadSummarySchema);
export type _ThreadPageProof = Proof<SameType<z.output<typeof threadPageSchema>, ThreadPage>>;

export const alertListSchema = z.object({ count: z.number().int(), items: z.array(threadSummarySchema) });
export type _AlertListProof = Proof<SameType<z.output<typeof alertListSchema>, AlertList>>;

export const threadAlertsSchema = z.object({ messages: alertListSchema, notifications: alertListSchema, outliers: skillOutlierAlertsSchema });
export type _ThreadAlertsProof = Proof<SameType<z.output<typeof threadAlertsSchema>, ThreadAlerts>>;

export const personRefsSchema = z.array(personRefSchema);
