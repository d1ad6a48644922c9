/** Shared shapes of list calls (spec part 1 sections 3 and 7, part 3 "Generic content list"). */

/** Paging and search every list call accepts; filters are per list. */
export interface ListQuery {
  page?: number;
  limit?: number;
  search?: string;
  /** Organization scope of an organization-scoped list. */
  orgId?: string;
}

/** One entry of a name list (`names=1`): organizations, groups, curricula, modules, users. */
export interface NameEntry {
  name: string;
  itemid: string;
}

/** What the caller may do with one item; computed by the server, shown by the client as is. */
export interface ItemAbilities {
  canEdit: boolean;
  canDel: boolean;
  canLock: boolean;
}

/** Largest `limit` of the organization list (the client fetches every organization at once). */
export const ORGANIZATION_LIST_LIMIT = 10_000;
