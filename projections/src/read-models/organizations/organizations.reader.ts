import { DEFAULT_CURRICULUM_ID, type Bio, type Preferences, type Role } from '@cytocampus/contracts';
import type { SqlExecutor } from '@cytocampus/event-store';
import { currentRevisions } from '../content/content.reader.js';

/**
 * How the API reads the organizations read model (ADR 0002 "Readers"): its rows and its queries live
 * beside the projection that writes the table. A user's organization and group decide their
 * assignment and the names shown beside them, so several queries here also join the users and
 * groups read models, and the content read model's current assignments (its reader's fragment).
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

/** The names of the users, organizations, groups and assignments among the ids, as they are now (a user's history names what its entries point at). */
export async function namesOfIds(sql: SqlExecutor, ids: string[]): Promise<{ id: string; name: string }[]> {
  const { rows } = await sql.query<{ id: string; name: string }>(
    `select id, trim(first_name || ' ' || last_name) as name from users where id = any($1)
       union all select id, name from organizations where id = any($1)
       union all select id, name from groups where id = any($1)
       union all select item_id, name from ${CURRICULA} c where item_id = any($1)`,
    [ids],
  );
  return rows;
}

/** A users read-model row joined with the names of its organization, group and assignment. */
export interface UserRow {
  id: string;
  email: string;
  role: Role;
  org_id: string | null;
  org_name: string | null;
  group_id: string | null;
  group_name: string | null;
  curriculum: string | null;
  curriculum_name: string | null;
  disabled: boolean;
  terms: number;
  first_name: string;
  last_name: string;
  bio: Bio;
  preferences: Preferences;
  permissions: Record<string, boolean>;
  created: Date;
  version: number;
}

/**
 * Users rows joined with the names of their organization, group and assignment. `selection` picks
 * and orders the users (where, order by, limit); the joins apply to those rows only, not to every
 * match of a broad search. `order` orders the rows again (the users' list order).
 */
export const userRowsSql = (selection: string, order: string): string => `
  select u.id, u.email, u.role, u.org_id, o.name as org_name, u.group_id, g.name as group_name,
         u.curriculum, c.name as curriculum_name, u.disabled, u.terms, u.first_name, u.last_name,
         u.bio, u.preferences, u.permissions, u.created, u.version
    from (select * from users u ${selection}) u
    left join organizations o on o.id = u.org_id
    left join groups g on g.id = u.group_id
    left join ${CURRICULA} c on c.item_id = u.curriculum
   ${order}`;

/**
 * The assignment that applies to a learner (users `u` joined with their group `g` and organization
 * `o`): their own, else their group's default, else their organization's, else the site's default
 * (`siteDefault`, a placeholder for DEFAULT_CURRICULUM_ID).
 */
export const appliedAssignment = (siteDefault: string): string => `coalesce(u.curriculum, g.default_curriculum, o.default_curriculum, ${siteDefault})`;

/** Users `u` with their group `g` and organization `o` (what the applied assignment reads). */
export const LEARNERS_FROM = 'users u left join groups g on g.id = u.group_id left join organizations o on o.id = u.org_id';

/** The learners `u` of a report with their organization `o` and group `g` (either may be missing): joined after the report's users. */
export const LEARNERS_JOIN = 'left join organizations o on o.id = u.org_id left join groups g on g.id = u.group_id';

/** A page of learners with what the organization progress page's cells and the visibility rules need. */
export interface LearnerPageRow {
  id: string;
  role: string;
  org_id: string | null;
  first_name: string;
  last_name: string;
  email: string;
  alias: string;
  preferences: Record<string, unknown>;
  group_id: string | null;
  group_name: string | null;
  curriculum: string;
}

/**
 * The learners `selection` picks (where, order by, limit over LEARNERS_FROM), with what the cells and
 * the visibility rules need: the selection sorts narrow rows, the wide columns are read for the page alone.
 */
export const learnersPage = (selection: string, order: string, siteDefault: string) =>
  `select u.id, u.role, u.org_id, u.first_name, u.last_name, u.email, coalesce(u.bio->>'alias', '') as alias, u.preferences,
          u.group_id, g.name as group_name, ${appliedAssignment(siteDefault)} as curriculum
     from (select u.id from ${LEARNERS_FROM} ${selection}) p join users u on u.id = p.id
     left join groups g on g.id = u.group_id left join organizations o on o.id = u.org_id
    ${order}`;

/** The learner as the catalogue needs them: organization, whether it does pre-work, the assignment that applies, pins. */
export interface CatalogueLearnerRow {
  id: string;
  org_id: string | null;
  created: Date;
  curriculum: string;
  pre_work: boolean;
  pinned: { type: string; itemId: string }[];
}

/** The active learner as the catalogue needs them, null for none (or a deactivated one). */
export async function catalogueLearner(sql: SqlExecutor, userId: string): Promise<CatalogueLearnerRow | null> {
  const { rows } = await sql.query<CatalogueLearnerRow>(
    `select u.id, u.org_id, u.created, u.pinned, coalesce(o.pre_work, false) as pre_work,
              ${appliedAssignment('$2')} as curriculum
         from ${LEARNERS_FROM}
        where u.id = $1 and not u.disabled`,
    [userId, DEFAULT_CURRICULUM_ID],
  );
  return rows[0] ?? null;
}

/** The fields of the assignments (their current revisions) that apply to one of the organization's active members. */
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

/** Whether the user's organization does pre-work (false without one). */
export async function learnerPreWork(sql: SqlExecutor, userId: string): Promise<boolean> {
  const { rows } = await sql.query<{ pre_work: boolean }>(
    `select coalesce(o.pre_work, false) as pre_work from users u left join organizations o on o.id = u.org_id where u.id = $1`,
    [userId],
  );
  return rows[0]?.pre_work ?? false;
}

/** An active user of an organization with its name (the weekly organization e-mail's recipients). */
export interface OrganizationMemberRow {
  id: string;
  email: string;
  role: Role;
  org_id: string;
  org_name: string;
  first_name: string;
  /** As stored (the spec's defaults merged in at registration). */
  preferences: Partial<Preferences>;
}

/** The active users of the roles who belong to an organization, with its name, by organization. */
export async function organizationMembersOfRoles(sql: SqlExecutor, roles: readonly Role[]): Promise<OrganizationMemberRow[]> {
  const { rows } = await sql.query<OrganizationMemberRow>(
    `select u.id, u.email, u.role, u.org_id, o.name as org_name, u.first_name, u.preferences
         from users u join organizations o on o.id = u.org_id
        where not u.disabled and u.role = any($1::text[]) order by u.org_id, u.id`,
    [roles],
  );
  return rows;
}
