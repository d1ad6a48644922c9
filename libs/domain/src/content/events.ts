import type { DomainEvent } from '../core/decider.js';

/** Item types that are content (spec part 1 section 3); users, groups and organizations are not. */
export const CONTENT_TYPES = ['module', 'curriculum', 'presentation', 'quiz', 'test', 'feedback', 'slide', 'report'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/**
 * One revision of a content item lives in the stream `<type>-<id>`; revisions of the same item share
 * `itemId` (the first revision's id) and point back with `previousId`.
 */
export const contentStream = (type: ContentType, id: string): string => `${type}-${id}`;

/** The item's own fields: the base content fields (name, description, tags...) and its type's body. */
export type ContentFields = Record<string, unknown>;

export type ContentCreated = DomainEvent<
  'ContentCreated',
  { id: string; itemId: string; type: ContentType; ownerId: string | null; orgId: string | null; previousId: string | null; fields: ContentFields }
>;
/** Only the fields that changed. */
export type ContentUpdated = DomainEvent<'ContentUpdated', { changes: ContentFields }>;
export type ContentActivated = DomainEvent<'ContentActivated', { activated: string }>;
/** Deactivating only clears active; activated keeps the last activation (spec part 2 section 4). */
export type ContentDeactivated = DomainEvent<'ContentDeactivated', Record<string, never>>;
export type ContentLocked = DomainEvent<'ContentLocked', Record<string, never>>;
export type ContentUnlocked = DomainEvent<'ContentUnlocked', Record<string, never>>;
export type ContentDeleted = DomainEvent<'ContentDeleted', { itemId: string; type: ContentType }>;

export type ContentEvent = ContentCreated | ContentUpdated | ContentActivated | ContentDeactivated | ContentLocked | ContentUnlocked | ContentDeleted;
export const CONTENT_EVENT_TYPES = [
  'ContentCreated',
  'ContentUpdated',
  'ContentActivated',
  'ContentDeactivated',
  'ContentLocked',
  'ContentUnlocked',
  'ContentDeleted',
] as const satisfies readonly ContentEvent['type'][];
