import type { NameEntry } from '@cytocampus/contracts';
import type { SqlExecutor } from '@cytocampus/event-store';
import { currentRevisions } from '../content/content.reader.js';

/**
 * How the API reads the groups read model (ADR 0002 "Readers"): its rows and its queries live beside
 * the projection that writes the table; a group's default assignment is named from the content read
 * model's current revisions (its reader's fragment).
 */

/** A group as the lists show it: with its default assignment's name and how many users it has. */
export interface GroupRow {
  id: string;
  org_id: string;
  name: string;
  description: string;
  tags: string[];
  default_curriculum: string | null;
  default_curriculum_name: string | null;
  users: number;
  created: Date;
  version: number;
}

/** The main table of the groups list with its alias (what the list counts). */
export const GROUPS_FROM = 'groups g';

/** The select of GroupRow over groups `g` (a where clause and an order may follow). */
export const GROUP_SELECT = `
  select g.id, g.org_id, g.name, g.description, g.tags, g.default_curriculum, c.name as default_curriculum_name,
         (select count(*)::int from users u where u.group_id = g.id) as users, g.created, g.version
    from groups g left join ${currentRevisions('curriculum')} c on c.item_id = g.default_curriculum`;

/** The organization's groups as a filter's options, by name (the progress and PT pages). */
export async function groupOptions(sql: SqlExecutor, orgId: string): Promise<NameEntry[]> {
  const { rows } = await sql.query<NameEntry>('select name, id as itemid from groups where org_id = $1 order by lower(name), id', [orgId]);
  return rows;
}

/** The ids and names of the organization's groups (a CSV import refers to groups by name). */
export async function groupNamesOf(sql: SqlExecutor, orgId: string): Promise<{ id: string; name: string }[]> {
  const { rows } = await sql.query<{ id: string; name: string }>('select id, name from groups where org_id = $1', [orgId]);
  return rows;
}

/** The organization of the group, null when there is no such group. */
export async function groupOrganization(sql: SqlExecutor, groupId: string): Promise<string | null> {
  const { rows } = await sql.query<{ org_id: string }>('select org_id from groups where id = $1', [groupId]);
  return rows[0]?.org_id ?? null;
}

/** The group's name, null when there is none (or no group is named). */
export async function groupName(sql: SqlExecutor, groupId: string | null): Promise<string | null> {
  const { rows } = await sql.query<{ name: string }>('select name from groups where id = $1', [groupId]);
  return rows[0]?.name ?? null;
}
