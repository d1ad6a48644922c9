import { DEFAULT_CURRICULUM_ID } from '@cytocampus/contracts';
import type { SqlExecutor } from '@cytocampus/event-store';
import { currentRevisions } from '../content/content.reader.js';
import { appliedAssignment, LEARNERS_FROM } from '../users/users.reader.js';

/**
 * How the API reads the organizations read model (ADR 0002 "Readers"): its rows and its queries live
 * beside the projection that writes the table (a user's own rows, their organization's and group's
 * names and the assignment that applies to them, are the users reader's). Some queries here also
 * join the users and groups read models, and the content read model's current assignments (its reader's fragment).
 */

/** The current assignment revisions (a subquery). */
const CURRICULA = currentRevisions('curriculum');

/** A row of `organizations`: its own fields. */
export interface OrganizationFieldsRow {
  id: string;
  name: string;
  region: string | null;
  pre_work: boolean;
  default_curriculum: string | null;
}

/** The organization, null when there is none (the caller's own: the waiting screen without one). */
export async function organizationById(sql: SqlExecutor, orgId: string): Promise<OrganizationFieldsRow | null> {
  const { rows } = await sql.query<OrganizationFieldsRow>('select id, name, region, pre_work, default_curriculum from organizations where id = $1', [orgId]);
  return rows[0] ?? null;
}

/** Whether the organization exists (a form that names one is checked against it). */
export async function organizationExists(sql: SqlExecutor, orgId: string): Promise<boolean> {
  const { rows } = await sql.query('select 1 from organizations where id = $1', [orgId]);
  return rows.length > 0;
}

/** The organization's name, null when there is none (the pages of an organization answer 404 then). */
export async function organizationName(sql: SqlExecutor, orgId: string): Promise<string | null> {
  const { rows } = await sql.query<{ name: string }>('select name from organizations where id = $1', [orgId]);
  return rows[0]?.name ?? null;
}

/** An organization as the lists show it: with its default assignment's name and how many users it has. */
export interface OrganizationRow {
  id: string;
  name: string;
  region: string | null;
  pre_work: boolean;
  default_curriculum: string | null;
  default_curriculum_name: string | null;
  users: number;
  created: Date;
  version: number;
}

/** The main table of the organizations list with its alias (what the list counts). */
export const ORGANIZATIONS_FROM = 'organizations o';

/** The select of OrganizationRow over organizations `o` (a where clause and an order may follow). */
export const ORGANIZATION_SELECT = `
  select o.id, o.name, o.region, o.pre_work, o.default_curriculum, c.name as default_curriculum_name,
         (select count(*)::int from users u where u.org_id = o.id) as users, o.created, o.version
    from organizations o left join ${CURRICULA} c on c.item_id = o.default_curriculum`;

/** The defaults a membership brings: the organization's assignment, and the group's when the group is the organization's. */
export interface MembershipDefaultsRow {
  org_default: string | null;
  /** Null when the group is not the organization's (or none was named). */
  group_id: string | null;
  group_default: string | null;
}

/** The defaults of a membership of the organization and group (null: no such organization). */
export async function membershipDefaults(sql: SqlExecutor, orgId: string, groupId: string | null): Promise<MembershipDefaultsRow | null> {
  const { rows } = await sql.query<MembershipDefaultsRow>(
    `select o.default_curriculum as org_default, g.id as group_id, g.default_curriculum as group_default
         from organizations o left join groups g on g.id = $2 and g.org_id = o.id where o.id = $1`,
    [orgId, groupId],
  );
  return rows[0] ?? null;
}

/** The fields of the assignments that apply to one of the organization's active members. */
export async function organizationAssignments(sql: SqlExecutor, orgId: string): Promise<{ fields: Record<string, unknown> }[]> {
  const { rows } = await sql.query<{ fields: Record<string, unknown> }>(
    `select c.fields from ${CURRICULA} c
        where c.item_id in (select distinct ${appliedAssignment('$2')}
                              from ${LEARNERS_FROM}
                             where u.org_id = $1 and not u.disabled)`,
    [orgId, DEFAULT_CURRICULUM_ID],
  );
  return rows;
}
