import type { AuthoredType, ContentItem } from '@cytocampus/contracts';
import { contentAbilities, type Actor, type ContentTarget } from '@cytocampus/permissions';
import { leftJoinUser } from '@cytocampus/projections';

/** A content_items row with its owner's name. */
export interface ContentRow {
  id: string;
  item_id: string;
  type: string;
  owner_id: string | null;
  owner_name: string | null;
  org_id: string | null;
  previous_id: string | null;
  name: string;
  description: string;
  tags: string[];
  is_public: boolean;
  allowed_orgs: string[];
  filter_orgs: string[];
  fields: Record<string, unknown>;
  active: boolean;
  activated: Date | null;
  locked: boolean;
  created: Date;
  updated: Date;
  version: number;
}

export const CONTENT_COLUMNS = `c.id, c.item_id, c.type, c.owner_id, trim(o.first_name || ' ' || o.last_name) as owner_name, c.org_id, c.previous_id,
  c.name, c.description, c.tags, c.is_public, c.allowed_orgs, c.filter_orgs, c.fields, c.active, c.activated, c.locked, c.created, c.updated, c.version`;

/** `from` a set of content rows aliased c (a table or the current revisions), with the owner joined. */
export const contentSelect = (from: string): string => `select ${CONTENT_COLUMNS} from ${from} c ${leftJoinUser('o', 'c.owner_id')}`;

export const targetOf = (
  row: Pick<ContentRow, 'type' | 'item_id' | 'owner_id' | 'org_id' | 'is_public' | 'allowed_orgs' | 'filter_orgs' | 'locked'>,
): ContentTarget => ({
  type: row.type,
  itemId: row.item_id,
  ownerId: row.owner_id,
  orgId: row.org_id,
  isPublic: row.is_public,
  allowedOrgs: row.allowed_orgs,
  filterOrgs: row.filter_orgs,
  locked: row.locked,
});

export const toContentItem = (viewer: Actor, row: ContentRow): ContentItem => ({
  id: row.id,
  itemId: row.item_id,
  type: row.type as AuthoredType,
  name: row.name,
  description: row.description,
  tags: row.tags,
  isPublic: row.is_public,
  allowedOrgs: row.allowed_orgs,
  filterOrgs: row.filter_orgs,
  active: row.active,
  activated: row.activated?.getTime() ?? null,
  locked: row.locked,
  previousId: row.previous_id,
  userId: row.owner_id,
  ownerName: row.owner_name,
  orgId: row.org_id,
  created: row.created.getTime(),
  updated: row.updated.getTime(),
  version: row.version,
  fields: row.fields,
  abilities: contentAbilities(viewer, targetOf(row)),
});
