import type { ContentType } from '@cytocampus/domain';
import type { SqlExecutor } from '@cytocampus/event-store';

/**
 * How the API reads the content read model (ADR 0002 "Readers"): its rows, its queries and the
 * fragments other readers and the API's dynamic lists build on live beside the projection that
 * writes content_items. Items are stored one row per revision; what an item id means elsewhere (an
 * assignment of a user, a course of an assignment, an item of a course) is its current revision:
 * the active one, else the newest.
 */

/** The current revisions of the items of a type: a subquery to alias (`${currentRevisions('slide')} c`). */
export const currentRevisions = (type: ContentType): string =>
  `(select distinct on (item_id) * from content_items where type = '${type}' order by item_id, active desc, created desc)`;

/**
 * Content rows (aliased `alias`) an organization sees: its own, those shared with it, and public
 * ones it is not filtered from. `param` is the organization's placeholder (`$2`, or `?` thrice).
 */
export const visibleInOrg = (alias: string, param: string): string =>
  `(${alias}.org_id = ${param} or ${alias}.allowed_orgs @> jsonb_build_array(${param}::text) or (${alias}.is_public and not ${alias}.filter_orgs @> jsonb_build_array(${param}::text)))`;

/** A revision of a course or of one of its items: its base fields and the whole item (`fields`). */
export interface RevisionRow {
  id: string;
  item_id: string;
  type: string;
  name: string;
  description: string;
  active: boolean;
  fields: Record<string, unknown>;
}

/** What the permission rules read of a revision (canReadContent's target). */
export interface ContentAccessRow {
  type: string;
  item_id: string;
  owner_id: string | null;
  org_id: string | null;
  is_public: boolean;
  allowed_orgs: string[];
  filter_orgs: string[];
  locked: boolean;
}

/** An item's current revision as a course's item list shows it: its name and state, and who may read it. */
export interface ItemStateRow extends ContentAccessRow {
  name: string;
  active: boolean;
}

/** An assignment's current revision: its name and its fields (the entries). */
export interface AssignmentRow {
  item_id: string;
  name: string;
  fields: Record<string, unknown>;
}

/** What the reports read of a content revision: its name and the few fields they show. */
export interface ReportContentRow {
  id: string;
  item_id: string;
  name: string;
  /** Only slides (a test's), solution.type and .result (a slide's category and diagnosis), formData (an evaluation form's questions) and items (a course's). */
  fields: Record<string, unknown>;
}

const REVISION_COLUMNS = 'id, item_id, type, name, description, active, fields';
const ACCESS_COLUMNS = 'type, item_id, owner_id, org_id, is_public, allowed_orgs, filter_orgs, locked';
const REPORT_COLUMNS = `c.id, c.item_id, c.name, jsonb_strip_nulls(jsonb_build_object('slides', c.fields->'slides', 'solution', jsonb_build_object('type', c.fields->'solution'->'type', 'result', c.fields->'solution'->'result'),
  'formData', c.fields->'formData', 'items', c.fields->'items')) as fields`;

/** The current revision of each item among `$1` (of every type an id has): `columns` of it. */
const currentOfItems = (columns: string): string =>
  `select distinct on (type, item_id) ${columns} from content_items where item_id = any($1) order by type, item_id, active desc, created desc`;

/** The revision of this id, null when there is none (the revision a review is of). */
export async function revisionById(sql: SqlExecutor, id: string): Promise<RevisionRow | null> {
  const { rows } = await sql.query<RevisionRow>(`select ${REVISION_COLUMNS} from content_items where id = $1`, [id]);
  return rows[0] ?? null;
}

/** The current revisions of these items (a course's items: the catalogue keys them by type and item). */
export async function currentItemRevisions(sql: SqlExecutor, itemIds: readonly string[]): Promise<RevisionRow[]> {
  const { rows } = await sql.query<RevisionRow>(currentOfItems(REVISION_COLUMNS), [[...new Set(itemIds)]]);
  return rows;
}

/** The name, state and readers of these items' current revisions (a course's item list). */
export async function currentItemStates(sql: SqlExecutor, itemIds: readonly string[]): Promise<ItemStateRow[]> {
  const { rows } = await sql.query<ItemStateRow>(currentOfItems(`${ACCESS_COLUMNS}, name, active`), [[...new Set(itemIds)]]);
  return rows;
}

/** The names of these items, their current revision's, by item id (of whatever type: a history's courses and items, a learner's slides). */
export async function currentNames(sql: SqlExecutor, itemIds: readonly string[]): Promise<Map<string, string>> {
  if (itemIds.length === 0) return new Map();
  const { rows } = await sql.query<{ item_id: string; name: string }>(
    `select distinct on (item_id) item_id, name from content_items where item_id = any($1) order by item_id, active desc, created desc`,
    [[...new Set(itemIds)]],
  );
  return new Map(rows.map((r) => [r.item_id, r.name]));
}

/** The items among these that exist, with each type they have a revision of (which of a course's items count). */
export async function existingItems(sql: SqlExecutor, itemIds: readonly string[]): Promise<{ type: string; item_id: string }[]> {
  const { rows } = await sql.query<{ type: string; item_id: string }>(`select distinct type, item_id from content_items where item_id = any($1)`, [
    [...new Set(itemIds)],
  ]);
  return rows;
}

/** Whether the item of this type has a revision (a form that refers to one is checked against it). */
export async function itemExists(sql: SqlExecutor, type: ContentType, itemId: string): Promise<boolean> {
  const { rows } = await sql.query(`select 1 from content_items where type = $1 and item_id = $2 limit 1`, [type, itemId]);
  return rows.length > 0;
}

/** The slide item of a slide id (a revision's or the item's own); null when there is no such slide. */
export async function slideItemOf(sql: SqlExecutor, slideId: string): Promise<string | null> {
  const { rows } = await sql.query<{ item_id: string }>(`select item_id from content_items where type = 'slide' and (id = $1 or item_id = $1) limit 1`, [
    slideId,
  ]);
  return rows[0]?.item_id ?? null;
}

/** The ids of the item's active revisions other than this one (what activating it deactivates: one active revision per item). */
export async function otherActiveRevisions(sql: SqlExecutor, type: ContentType, itemId: string, revisionId: string): Promise<string[]> {
  const { rows } = await sql.query<{ id: string }>('select id from content_items where type = $1 and item_id = $2 and active and id <> $3', [
    type,
    itemId,
    revisionId,
  ]);
  return rows.map((r) => r.id);
}

/** Where each type keeps its files: a presentation page's `file.src`; a quiz anywhere (items, question and choice images). */
const FILE_PATHS = { presentation: '$.pages[*].file.src ? (@ == $id)', quiz: '$.** ? (@ == $id)' } as const;
/** The types whose revisions keep uploaded files. */
export type FileOwnerType = keyof typeof FILE_PATHS;

/** Revisions of the type that use the uploaded file (at most 100), with who may read them. */
export async function revisionsUsingFile(sql: SqlExecutor, type: FileOwnerType, fileId: string): Promise<ContentAccessRow[]> {
  const { rows } = await sql.query<ContentAccessRow>(
    `select ${ACCESS_COLUMNS} from content_items
        where type = $1 and jsonb_path_exists(fields, $2::jsonpath, jsonb_build_object('id', $3::text)) limit 100`,
    [type, FILE_PATHS[type], fileId],
  );
  return rows;
}

/** The current revisions of these assignments, by name. */
export async function currentAssignments(sql: SqlExecutor, curriculumIds: readonly string[]): Promise<AssignmentRow[]> {
  const { rows } = await sql.query<AssignmentRow>(
    `select c.item_id, c.name, c.fields from ${currentRevisions('curriculum')} c where c.item_id = any($1) order by lower(c.name), c.item_id`,
    [curriculumIds],
  );
  return rows;
}

/** Every assignment's current revision (the prework report finds each one's pre-work courses). */
export async function everyAssignment(sql: SqlExecutor): Promise<AssignmentRow[]> {
  const { rows } = await sql.query<AssignmentRow>(`select c.item_id, c.name, c.fields from ${currentRevisions('curriculum')} c`);
  return rows;
}

/** The courses among these whose current revision is active (what an assignment gives). */
export async function activeCourses(sql: SqlExecutor, moduleIds: readonly string[]): Promise<RevisionRow[]> {
  const { rows } = await sql.query<RevisionRow>(
    `select c.id, c.item_id, c.type, c.name, c.description, c.active, c.fields from ${currentRevisions('module')} c where c.active and c.item_id = any($1)`,
    [moduleIds],
  );
  return rows;
}

/**
 * The active courses of a learner's catalogue: those assigned, and every other one the organization
 * sees (without one: public ones); only `onlyModule` when it is given.
 */
export async function catalogueCourses(sql: SqlExecutor, assigned: readonly string[], onlyModule: string | null, orgId: string | null): Promise<RevisionRow[]> {
  const { rows } = await sql.query<RevisionRow>(
    `select c.id, c.item_id, c.type, c.name, c.description, c.active, c.fields from ${currentRevisions('module')} c
        where c.active and ($2::text is null or c.item_id = $2) and (c.item_id = any($1) or ${visibleInOrg('c', '$3::text')})`,
    [assigned, onlyModule, orgId],
  );
  return rows;
}

/** The current revisions of these items of a type, as the reports read them. */
export async function currentReportContent(sql: SqlExecutor, type: ContentType, itemIds: readonly string[]): Promise<ReportContentRow[]> {
  const { rows } = await sql.query<ReportContentRow>(`select ${REPORT_COLUMNS} from ${currentRevisions(type)} c where c.item_id = any($1::text[])`, [itemIds]);
  return rows;
}

/** These revisions (of any type), as the reports read them. */
export async function reportContentRevisions(sql: SqlExecutor, ids: readonly string[]): Promise<ReportContentRow[]> {
  const { rows } = await sql.query<ReportContentRow>(`select ${REPORT_COLUMNS} from content_items c where c.id = any($1::text[])`, [ids]);
  return rows;
}
