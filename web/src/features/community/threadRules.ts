import { THREAD_LIMITS, THREAD_MSG, type CommunityList, type PersonRef, type ThreadListQuery, type ThreadSummary } from '@cytocampus/contracts';
import { FILE_KINDS, formatFileSize, GENERIC, PICKER_MAX_BYTES, type FileKind } from '@cytocampus/schema';

/** The three lists of the community area and what each asks GET /threads for (the organization's needs its id). */
export function listQuery(list: CommunityList, orgId: string | null): ThreadListQuery {
  if (list === 'messages') return { conversations: 1 };
  if (list === 'orgThreads') return { ref: orgId ?? '' };
  return {};
}

/** Whether a thread belongs in the list asked with `query` (a thread a list does not hold yet: refetch it only then). */
export function listHolds(query: ThreadListQuery, thread: Pick<ThreadSummary, 'kind' | 'ref'>): boolean {
  if (query.conversations === 1) return thread.kind === 'conversation';
  if (query.ref) return thread.kind === 'organization' && thread.ref === query.ref;
  return thread.kind === 'community';
}

/** The other people of a conversation, by name, as the summary names them. */
export function otherPeople(thread: Pick<ThreadSummary, 'userIds' | 'people'>, viewerId: string | null): PersonRef[] {
  const ids = (thread.userIds ?? []).filter((id) => id !== viewerId);
  return ids.map((id) => thread.people.find((person) => person.id === id)).filter((person): person is PersonRef => person !== undefined);
}

/** A thread's title; a conversation without one shows its people's names (spec: title is optional there). */
export function threadTitle(thread: Pick<ThreadSummary, 'title' | 'userIds' | 'people'>, viewerId: string | null): string {
  const title = thread.title.trim();
  if (title) return title;
  const names = otherPeople(thread, viewerId).map((person) => person.name);
  return names.length > 0 ? names.join(', ') : THREAD_MSG.conversationTitle;
}

/** Spec part 3 "Threads and messages": the newest message is someone else's and later than the read time. */
export function isUnread(lastMessage: ThreadSummary['lastMessage'], readAt: number | null, viewerId: string | null): boolean {
  return lastMessage !== null && lastMessage.userId !== viewerId && lastMessage.ts > (readAt ?? 0);
}

/** The time a thread sorts by: its newest message, else its creation. */
export const activityOf = (thread: Pick<ThreadSummary, 'lastMessage' | 'created'>): number => thread.lastMessage?.ts ?? thread.created;

/** Spec part 3: sticky first, then newest (the server's order, kept when a notice changes a row). */
export function compareThreads(a: ThreadSummary, b: ThreadSummary): number {
  if (a.sticky !== b.sticky) return a.sticky ? -1 : 1;
  return activityOf(b) - activityOf(a) || a.id.localeCompare(b.id);
}

export const personOf = (people: readonly PersonRef[], id: string): PersonRef | undefined => people.find((person) => person.id === id);

/** Initials for an avatar without a picture. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]!, parts.at(-1)!] : parts;
  return letters.map((part) => part[0]!.toUpperCase()).join('') || '?';
}

/** The file kinds a message may carry (THREAD_MSG.attachmentNotAllowed lists them): those of FILE_KINDS. */
export const ATTACHMENT_KINDS = Object.keys(FILE_KINDS) as FileKind[];

/** The kind of a picked file, by its type or else its extension; null when a message may not carry it. */
export function attachmentKind(file: { name: string; type: string }): FileKind | null {
  const extension = file.name.includes('.') ? file.name.split('.').at(-1)!.toLowerCase() : '';
  const byType = ATTACHMENT_KINDS.find((kind) => file.type !== '' && FILE_KINDS[kind].mime === file.type);
  const byExtension = ATTACHMENT_KINDS.find((kind) => (FILE_KINDS[kind].extensions as readonly string[]).includes(extension));
  // A file whose type the browser does not know (or names oddly) is judged by its extension; the server checks again.
  return byType ?? byExtension ?? null;
}

/** Images a browser shows in an <img> (TIFF is not one of them: it is a download). */
const INLINE_IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp', 'image/svg+xml']);
export const showsInline = (type: string): boolean => INLINE_IMAGE_TYPES.has(type);

/** Ours: the contract's limit of files per message. */
export const tooManyAttachments = (limit: number): string => `A message can carry at most ${limit} files.`;

/**
 * Why a picked file cannot be attached, before anything is sent (null: it can): a kind outside the
 * spec's list, the picker's size limit (spec part 3 section 5, with its warning), or one file too many.
 */
export function attachmentProblem(file: { name: string; type: string; size: number }, held: number): string | null {
  if (attachmentKind(file) === null) return THREAD_MSG.attachmentNotAllowed;
  if (file.size >= PICKER_MAX_BYTES) return GENERIC.pickerFileTooLarge(file.name, formatFileSize(PICKER_MAX_BYTES), formatFileSize(file.size));
  if (held >= THREAD_LIMITS.attachments) return tooManyAttachments(THREAD_LIMITS.attachments);
  return null;
}
