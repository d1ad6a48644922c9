import type { CurrentUser, PersonRef, ThreadDetail, ThreadMessage, ThreadSummary } from '@cytocampus/contracts';

/** Test data for the community's unit specs (pure shapes, no server). */
export const person = (id: string, name = `Person ${id}`): PersonRef => ({ id, name, avatar: null });

export function summary(id: string, fields: Partial<ThreadSummary> = {}): ThreadSummary {
  return {
    id,
    kind: 'community',
    ref: null,
    userIds: null,
    title: `Thread ${id}`,
    locked: false,
    sticky: false,
    created: 1_000,
    createdBy: 'u1',
    messageCount: 1,
    lastMessage: { id: `${id}-m1`, ts: 1_000, userId: 'u1', preview: 'Hello' },
    readAt: null,
    unread: false,
    people: [person('u1'), person('u2')],
    abilities: { canComment: true, canEdit: false, canDel: false, canLock: false, canSticky: false },
    version: 1,
    ...fields,
  };
}

export const message = (id: string, ts: number, fields: Partial<ThreadMessage> = {}): ThreadMessage => ({
  id,
  threadId: 't1',
  ts,
  lastEdit: null,
  userId: 'u1',
  message: `<p>${id}</p>`,
  attachments: [],
  version: 1,
  ...fields,
});

export const detail = (messages: ThreadMessage[], fields: Partial<ThreadDetail> = {}): ThreadDetail => ({
  ...summary('t1'),
  messages,
  hasMore: false,
  ...fields,
});

/** A learner as the permissions see them (the server's decided permissions). */
export const learner = (id: string, orgId: string | null, permissions: Record<string, boolean>): CurrentUser =>
  ({ id, orgId, role: 'cytotechnologist', permissions: {}, effectivePermissions: permissions }) as unknown as CurrentUser;
