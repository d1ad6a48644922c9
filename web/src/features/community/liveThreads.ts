import type { PersonRef, ReadModelChanged, ThreadDetail, ThreadLivePatch, ThreadMessage, ThreadPage, ThreadSummary } from '@cytocampus/contracts';
import { decideNotice } from '../../realtime/followCacheEntry';
import { compareThreads, isUnread, personOf } from './threadRules';

type MessageNotice = Extract<ReadModelChanged, { model: 'message' }>;
type ThreadNotice = Extract<ReadModelChanged, { model: 'thread' }>;

/**
 * Puts a message where it belongs (oldest first): a newer version of a held one replaces it; an
 * older or equal one changes nothing. A new message older than the first one held while older ones
 * are still to load (`hasMore`) waits until they are loaded, unless `older` says that is what this is.
 */
export function upsertMessage(detail: ThreadDetail, message: ThreadMessage, older = false): boolean {
  const index = detail.messages.findIndex((held) => held.id === message.id);
  if (index >= 0) {
    if (detail.messages[index]!.version >= message.version) return false;
    detail.messages[index] = message;
    return true;
  }
  const first = detail.messages[0];
  if (!older && detail.hasMore && first && message.ts < first.ts) return false;
  const after = detail.messages.findIndex((held) => held.ts > message.ts || (held.ts === message.ts && held.id > message.id));
  detail.messages.splice(after < 0 ? detail.messages.length : after, 0, message);
  return true;
}

/** A `message` notice on a thread page: the message (its version from the notice) upserted, or dropped when removed. */
export function applyMessageNotice(detail: ThreadDetail, notice: MessageNotice): boolean {
  if (notice.removed) {
    const index = detail.messages.findIndex((held) => held.id === notice.id);
    if (index < 0) return false;
    detail.messages.splice(index, 1);
    return true;
  }
  if (!notice.patch || notice.patch.threadId !== detail.id) return false;
  return upsertMessage(detail, { ...notice.patch, version: notice.version });
}

/** Whether a message notice concerns this thread page (a removal names only the message). */
export function concernsThread(detail: ThreadDetail, notice: MessageNotice): boolean {
  return notice.removed ? detail.messages.some((held) => held.id === notice.id) : notice.patch?.threadId === detail.id;
}

/** The thread's shared fields from a notice; the viewer's unread flag follows its new last message. */
export function applyThreadPatch(thread: ThreadSummary, patch: ThreadLivePatch, version: number, viewerId: string | null): void {
  thread.title = patch.title;
  thread.locked = patch.locked;
  thread.sticky = patch.sticky;
  thread.messageCount = patch.messageCount;
  thread.lastMessage = patch.lastMessage;
  thread.version = version;
  thread.unread = isUnread(patch.lastMessage, thread.readAt, viewerId);
}

/** A patch a row can take in place: it names whoever wrote the new last message (else the row is fetched, with the name). */
export const patchFits = (thread: Pick<ThreadSummary, 'people'>, patch: ThreadLivePatch): boolean =>
  !patch.lastMessage || personOf(thread.people, patch.lastMessage.userId) !== undefined;

/** People named by either, the later ones winning. */
export function mergePeople(held: PersonRef[], fresh: readonly PersonRef[]): PersonRef[] {
  const byId = new Map(held.map((person) => [person.id, person]));
  for (const person of fresh) byId.set(person.id, person);
  return [...byId.values()];
}

/** A summary fetched for a thread page: its fields, unless the page already holds a later version; the people merged. */
export function applySummary(detail: ThreadDetail, summary: ThreadSummary): void {
  const people = mergePeople(detail.people, summary.people);
  if (summary.version >= detail.version) {
    const { messages, hasMore } = detail;
    Object.assign(detail, summary, { messages, hasMore });
  }
  detail.people = people;
}

/** What a thread list does with a notice. */
export type ListAction =
  | { kind: 'ignore' }
  | { kind: 'patch'; patch: ThreadLivePatch }
  | { kind: 'drop' }
  /** Fetch the row (GET /threads/{id}/summary) and replace it. */
  | { kind: 'fetchRow' }
  /** A thread the list does not hold: fetch it, and ask the list again if it belongs there. */
  | { kind: 'checkNew' };

/** The list's rule for a `thread` notice (docs/adr/0005: a version held is ignored, the next one patched, anything else fetched). */
export function decideListNotice(page: ThreadPage | undefined, notice: ThreadNotice): ListAction {
  const row = page?.items.find((item) => item.id === notice.id);
  if (!row) return notice.removed ? { kind: 'ignore' } : { kind: 'checkNew' };
  if (notice.removed) return { kind: 'drop' };
  const decision = decideNotice(row, notice);
  if (decision === 'ignore') return { kind: 'ignore' };
  if (decision === 'patch' && notice.patch && patchFits(row, notice.patch)) return { kind: 'patch', patch: notice.patch };
  return { kind: 'fetchRow' };
}

/** Applies a list action's outcome to the cached page: a row patched or replaced (then the order kept), or dropped. */
export function updateListRow(
  page: ThreadPage,
  id: string,
  change: { patch: ThreadLivePatch; version: number; viewerId: string | null } | ThreadSummary | null,
): void {
  const index = page.items.findIndex((item) => item.id === id);
  if (index < 0) return;
  if (change === null) {
    page.items.splice(index, 1);
    page.total = Math.max(0, page.total - 1);
    return;
  }
  if ('patch' in change) applyThreadPatch(page.items[index]!, change.patch, change.version, change.viewerId);
  else page.items[index] = change;
  page.items.sort(compareThreads);
}
