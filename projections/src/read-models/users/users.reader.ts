import { DEFAULT_CURRICULUM_ID, type Bio, type PinnedItem, type Preferences, type Role } from '@cytocampus/contracts';
import type { SqlExecutor } from '@cytocampus/event-store';
import type { SqlFilter } from '../../sql-filter.js';
import type { CommunityChecksRow } from '../community/community.reader.js';
import { currentRevisions } from '../content/content.reader.js';

/**
 * How the API reads the users read model (ADR 0002 "Readers"): its rows and its queries live beside
 * the projection that writes `users` and `user_counts`. A user is named, listed and assigned with
 * their organization and group, so several queries here also join the organizations and groups read
 * models, and the content read model's current assignments (its reader's fragment).
 */

/** The signed-in user's row of `users`, with their last-check times of the community lists (null until visited). */
export interface CurrentUserRow extends CommunityChecksRow {
  id: string;
  email: string;
  role: Role;
  org_id: string | null;
  group_id: string | null;
  curriculum: string | null;
  disabled: boolean;
  terms: number;
  first_name: string;
  last_name: string;
  profession: string;
  bio: Bio;
  preferences: Preferences;
  permissions: Record<string, boolean>;
  pinned: PinnedItem[];
  created: Date;
  version: number;
}

/** The user with their community_checks: what GET /me answers; null when there is no such user. */
export async function currentUserRow(sql: SqlExecutor, userId: string): Promise<CurrentUserRow | null> {
  const { rows } = await sql.query<CurrentUserRow>(
    `select u.*, c.last_thread_check, c.last_org_thread_check, c.last_message_check
         from users u left join community_checks c on c.user_id = u.id where u.id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}

/** The user's organization (`org_id` null: none); null when there is no such user (a page about them answers 404). */
export async function userOrganization(sql: SqlExecutor, userId: string): Promise<{ org_id: string | null } | null> {
  const { rows } = await sql.query<{ org_id: string | null }>('select org_id from users where id = $1', [userId]);
  return rows[0] ?? null;
}

/** The user's group, null for none or no such user (who may join a teaching session). */
export async function userGroup(sql: SqlExecutor, userId: string): Promise<string | null> {
  const { rows } = await sql.query<{ group_id: string | null }>('select group_id from users where id = $1', [userId]);
  return rows[0]?.group_id ?? null;
}

/** The user's profession, null for no such user (a proficiency test's grid follows it). */
export async function userProfession(sql: SqlExecutor, userId: string): Promise<string | null> {
  const { rows } = await sql.query<{ profession: string }>('select profession from users where id = $1', [userId]);
  return rows[0]?.profession ?? null;
}

/** A user's full name and e-mail address. */
export interface UserNameRow {
  id: string;
  /** First and last name; null when both are blank. */
  name: string | null;
  email: string;
}

/** The names and e-mail addresses of the users among the ids, as they are now (a deleted account is missing). */
export async function userNames(sql: SqlExecutor, ids: readonly string[]): Promise<UserNameRow[]> {
  const { rows } = await sql.query<UserNameRow>(`select id, nullif(trim(first_name || ' ' || last_name), '') as name, email from users where id = any($1)`, [
    ids,
  ]);
  return rows;
}

/** The names of the users, organizations, groups and assignments among the ids, as they are now (a user's history names what its entries point at). */
export async function namesOfIds(sql: SqlExecutor, ids: string[]): Promise<{ id: string; name: string }[]> {
  const { rows } = await sql.query<{ id: string; name: string }>(
    `select id, trim(first_name || ' ' || last_name) as name from users where id = any($1)
       union all select id, name from organizations where id = any($1)
       union all select id, name from groups where id = any($1)
       union all select item_id, name from ${currentRevisions('curriculum')} c where item_id = any($1)`,
    [ids],
  );
  return rows;
}

/** A user as lists of people name them: what the visibility rules need to show their name, else their alias. */
export interface NamedUserRow {
  id: string;
  role: string;
  org_id: string | null;
  first_name: string;
  last_name: string;
  /** The bio's alias, '' without one. */
  alias: string;
  preferences: Record<string, unknown>;
}

/** The columns of NamedUserRow from users `u`. */
const NAMED_USER_COLUMNS = `u.id, u.role, u.org_id, u.first_name, u.last_name, coalesce(u.bio->>'alias', '') as alias, u.preferences`;

/** The users among the ids as lists name them (the Skills pages, the outlier notices and their e-mail); a deleted account is missing. */
export async function namedUsers(sql: SqlExecutor, ids: readonly string[]): Promise<NamedUserRow[]> {
  const { rows } = await sql.query<NamedUserRow>(`select ${NAMED_USER_COLUMNS} from users u where u.id = any($1)`, [ids]);
  return rows;
}

/** A user as the community refers to them (PersonRef: the name or the alias, the avatar), and whether they may be written to. */
export interface PersonRefRow {
  id: string;
  role: Role;
  org_id: string | null;
  first_name: string;
  last_name: string;
  bio: Bio;
  preferences: Preferences;
  disabled: boolean;
  permissions: Record<string, boolean>;
}

const PERSON_REF_COLUMNS = 'u.id, u.role, u.org_id, u.first_name, u.last_name, u.bio, u.preferences, u.disabled, u.permissions';

/** The users among the ids as the community refers to them (a deleted account names nobody). */
export async function personRefRows(sql: SqlExecutor, ids: readonly string[]): Promise<PersonRefRow[]> {
  const { rows } = await sql.query<PersonRefRow>(`select ${PERSON_REF_COLUMNS} from users u where u.id = any($1::text[])`, [ids]);
  return rows;
}

/** The users `u` the filter keeps, in name order, at most `limit` (whom a conversation may be started with, searched by name). */
export async function personRefRowsWhere(sql: SqlExecutor, filter: SqlFilter, limit: number): Promise<PersonRefRow[]> {
  const { rows } = await sql.query<PersonRefRow>(
    `select ${PERSON_REF_COLUMNS} from users u ${filter.where} order by lower(u.last_name), lower(u.first_name), u.id limit ${filter.next(limit)}`,
    filter.params,
  );
  return rows;
}

/** Left joins the user `alias` whose id is `idColumn` (rows without one stay): a name beside another read model's rows. */
export const leftJoinUser = (alias: string, idColumn: string): string => `left join users ${alias} on ${alias}.id = ${idColumn}`;

/** How many users belong to the organization, deactivated ones too (an organization with members is never deleted). */
export async function organizationMemberCount(sql: SqlExecutor, orgId: string): Promise<number> {
  const { rows } = await sql.query<{ members: number }>('select count(*)::int as members from users where org_id = $1', [orgId]);
  return rows[0]?.members ?? 0;
}

/** The ids of the organization's active users (a learner who left it is not assessed there). */
export async function activeMemberIds(sql: SqlExecutor, orgId: string): Promise<string[]> {
  const { rows } = await sql.query<{ id: string }>('select id from users where org_id = $1 and not disabled', [orgId]);
  return rows.map((r) => r.id);
}

/** A manager with what the permission checks need. */
export interface ManagerRow {
  id: string;
  role: Role;
  org_id: string | null;
  permissions: Record<string, boolean>;
}

/** The organization's active managers, by id (the outlier watch keeps those who may list its users). */
export async function activeManagersOf(sql: SqlExecutor, orgId: string): Promise<ManagerRow[]> {
  const { rows } = await sql.query<ManagerRow>(
    `select id, role, org_id, permissions from users where org_id = $1 and role = 'manager' and not disabled order by id`,
    [orgId],
  );
  return rows;
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
    left join ${currentRevisions('curriculum')} c on c.item_id = u.curriculum
   ${order}`;

/** How many users `u` the filter keeps (the user list's total when it searches or filters by group). */
export async function usersCount(sql: SqlExecutor, filter: SqlFilter): Promise<number> {
  // The values as they are now: the caller may add more to the filter (its window) meanwhile.
  const { rows } = await sql.query<{ total: number }>(`select count(*)::int as total from users u ${filter.where}`, [...filter.params]);
  return rows[0]?.total ?? 0;
}

/**
 * How many users the `user_counts` buckets `c` the filter keeps hold (org_key: the organization, ''
 * for none; role; disabled; assigned): the user list's total without counting 100,000 rows.
 */
export async function bucketedUsersCount(sql: SqlExecutor, filter: SqlFilter): Promise<number> {
  const { rows } = await sql.query<{ total: number }>(`select coalesce(sum(c.n), 0)::int as total from user_counts c ${filter.where}`, [...filter.params]);
  return rows[0]?.total ?? 0;
}

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

/** A person of a page of an organization's people (the progress page, the PT page): named as the visibility rules allow, with e-mail and group. */
export interface PageUserRow extends NamedUserRow {
  email: string;
  group_id: string | null;
  group_name: string | null;
}

/** The columns of PageUserRow from users `u` left joined with their group `g`. */
export const PAGE_USER_COLUMNS = `${NAMED_USER_COLUMNS}, u.email, u.group_id, g.name as group_name`;

/** A page of learners with what the organization progress page's cells and the visibility rules need. */
export interface LearnerPageRow extends PageUserRow {
  /** The assignment that applies. */
  curriculum: string;
}

/**
 * The learners `selection` picks (where, order by, limit over LEARNERS_FROM), with what the cells and
 * the visibility rules need: the selection sorts narrow rows, the wide columns are read for the page alone.
 */
export const learnersPage = (selection: string, order: string, siteDefault: string) =>
  `select ${PAGE_USER_COLUMNS}, ${appliedAssignment(siteDefault)} as curriculum
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

/** Whether the user's organization does pre-work (false without one). */
export async function learnerPreWork(sql: SqlExecutor, userId: string): Promise<boolean> {
  const { rows } = await sql.query<{ pre_work: boolean }>(
    `select coalesce(o.pre_work, false) as pre_work from users u left join organizations o on o.id = u.org_id where u.id = $1`,
    [userId],
  );
  return rows[0]?.pre_work ?? false;
}

/** An account as the sign-ups report lists it, with the names of its organization and group. */
export interface SignUpReportRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  org_name: string | null;
  group_name: string | null;
  role: Role;
  profession: string;
  /** How the account came to be (UserOrigin); null for accounts older than the field. */
  origin: string | null;
  created: Date;
}

/**
 * What the sign-ups report reads (docs/adr/0028), for the API's keyset paging: each user `u` (the
 * API joins their organization `o` and group `g`, scopes them and keeps `created` within the
 * dates), in the order created.
 */
export const SIGN_UPS_REPORT = {
  columns: `u.id, u.first_name, u.last_name, u.email, o.name as org_name, g.name as group_name, u.role, u.profession, u.origin, u.created`,
  from: 'users u',
  created: 'u.created',
  keys: [
    { expr: 'u.created', type: 'timestamptz' },
    { expr: 'u.id', type: 'text' },
  ],
} as const;

/** A learner as the prework report reads them: name, e-mail, organization and the assignment that applies. */
export interface PreworkLearnerRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  org_name: string | null;
  curriculum: string;
}

/**
 * What the prework report reads of its learners (docs/adr/0028), for the API's keyset paging: each
 * user `u` (the API joins their organization `o` and group `g` and scopes them) with `curriculum`,
 * the assignment that applies (`siteDefault` as appliedAssignment's), in id order.
 */
export const preworkLearnersReport = (siteDefault: string) => {
  const curriculum = appliedAssignment(siteDefault);
  return {
    columns: `u.id, u.first_name, u.last_name, u.email, o.name as org_name, ${curriculum} as curriculum`,
    from: 'users u',
    curriculum,
    keys: [{ expr: 'u.id', type: 'text' }],
  } as const;
};
