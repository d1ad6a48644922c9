import type { PtStanding, PtUpload } from '@cytocampus/contracts';
import type { SqlExecutor } from '@cytocampus/event-store';
import type { SqlFilter } from '../../sql-filter.js';
import { PAGE_USER_COLUMNS, type PageUserRow } from '../users/users.reader.js';

/**
 * How the API reads the ptStatus read model (ADR 0002 "Readers"; docs/adr/0035 "The ladder and the
 * PT page"): its rows and its queries live beside the projection that writes the tables, so a change
 * of a column changes both in one place.
 */

/** A `pt_status` row: one person's ladder of one year, as folded. */
export interface PtStatusRow {
  state: PtStanding['state'];
  failures: number;
  next: PtStanding['next'];
  next_size: number | null;
  due_by: Date | null;
  hours_recorded: number;
  hours_needed: number;
  may_screen_gyn: boolean;
  reexamine: boolean;
  failed_at: Date | null;
  passed_at: Date | null;
  open_review_id: string | null;
  open_deadline: Date | null;
  last_score: number | null;
  automatic_failures: number;
  version: number;
}

/** The columns of a `pt_status` row aliased s. */
const STATUS_COLUMNS = `s.state, s.failures, s.next, s.next_size, s.due_by, s.hours_recorded, s.hours_needed, s.may_screen_gyn, s.reexamine,
  s.failed_at, s.passed_at, s.open_review_id, s.open_deadline, s.last_score, s.automatic_failures, s.version`;

/** The person's status row of the year; null when nothing happened that year yet. */
export async function ptStatusRow(sql: SqlExecutor, userId: string, year: number): Promise<PtStatusRow | null> {
  const { rows } = await sql.query<PtStatusRow>(`select ${STATUS_COLUMNS} from pt_status s where s.user_id = $1 and s.year = $2`, [userId, year]);
  return rows[0] ?? null;
}

/** A `pt_ladder_attempts` row as the person's ladder shows it. */
export interface PtLadderAttemptRow {
  review_id: string;
  module_id: string;
  item_id: string;
  size: number;
  grid: string;
  started_at: Date;
  deadline: Date;
  graded_at: Date | null;
  graded_by: string | null;
  points: number | null;
  max_points: number | null;
  score: number | null;
  passed: boolean | null;
  automatic_failures: string[];
}

/** The person's attempts of the year that count (not cleared), in the order started. */
export async function ptLadderAttempts(sql: SqlExecutor, userId: string, year: number): Promise<PtLadderAttemptRow[]> {
  const { rows } = await sql.query<PtLadderAttemptRow>(
    `select review_id, module_id, item_id, size, grid, started_at, deadline, graded_at, graded_by, points, max_points, score, passed, automatic_failures
  from pt_ladder_attempts where user_id = $1 and year = $2 and cleared_at is null order by started_at, review_id`,
    [userId, year],
  );
  return rows;
}

/** A `pt_ladder_records` row: a remedial training or education a manager recorded. */
export interface PtLadderRecordRow {
  kind: 'remediation' | 'education';
  at: Date;
  by_user: string;
  note: string;
  hours: number | null;
  upload: PtUpload | null;
}

/** The person's records of the year, in the order recorded. */
export async function ptLadderRecords(sql: SqlExecutor, userId: string, year: number): Promise<PtLadderRecordRow[]> {
  const { rows } = await sql.query<PtLadderRecordRow>(
    `select kind, at, by_user, note, hours, upload from pt_ladder_records where user_id = $1 and year = $2 order by revision`,
    [userId, year],
  );
  return rows;
}

/** Whether the file is the document of one of the person's records of the year. */
export async function ptLadderRecordKeepsFile(sql: SqlExecutor, userId: string, year: number, fileId: string): Promise<boolean> {
  const { rows } = await sql.query(`select 1 from pt_ladder_records where user_id = $1 and year = $2 and upload->>'fileId' = $3 limit 1`, [
    userId,
    year,
    fileId,
  ]);
  return rows.length > 0;
}

/** A graded attempt that counts, as a fact of its person's ladder of its year. */
export interface PtGradedAttemptRow {
  review_id: string;
  user_id: string;
  year: number;
  size: number;
  graded_at: Date;
  passed: boolean;
}

/** A manager's record as a fact of its person's ladder of its year. */
export interface PtRecordFactRow {
  user_id: string;
  year: number;
  kind: string;
  at: Date;
  hours: number | null;
}

/**
 * The ladders' facts of these people and years: their graded attempts that count, in grading order,
 * and the managers' records, in the order recorded (what the Proficiency Tests report folds).
 */
export async function ptLadderFacts(
  sql: SqlExecutor,
  pairs: readonly { userId: string; year: number }[],
): Promise<{ attempts: PtGradedAttemptRow[]; records: PtRecordFactRow[] }> {
  const params = [pairs.map((p) => p.userId), pairs.map((p) => p.year)];
  const within = `(user_id, year) in (select * from unnest($1::text[], $2::int[]))`;
  const { rows: attempts } = await sql.query<PtGradedAttemptRow>(
    `select review_id, user_id, year, size, graded_at, passed from pt_ladder_attempts where ${within} and graded_at is not null and cleared_at is null order by graded_at, review_id`,
    params,
  );
  const { rows: records } = await sql.query<PtRecordFactRow>(
    `select user_id, year, kind, at, hours from pt_ladder_records where ${within} order by revision`,
    params,
  );
  return { attempts, records };
}

/** An attempt as the Proficiency Tests report lists it: with its learner, their organization and group. */
export interface PtAttemptReportRow {
  review_id: string;
  user_id: string;
  year: number;
  item_id: string;
  size: number;
  grid: string;
  started_at: Date;
  graded_at: Date | null;
  graded_by: string | null;
  score: number | null;
  passed: boolean | null;
  automatic_failures: string[];
  first_name: string;
  last_name: string;
  email: string;
  org_name: string | null;
  group_name: string | null;
}

/**
 * What the Proficiency Tests report reads (issue 30, docs/adr/0035), for the API's keyset paging:
 * each attempt `a` with its learner `u` (the API joins their organization `o` and group `g`, scopes
 * the learners, keeps `startedAt` within the dates and adds `counted`: the attempt was not cleared),
 * in the order started.
 */
export const PT_ATTEMPTS_REPORT = {
  columns: `a.review_id, a.user_id, a.year, a.item_id, a.size, a.grid, a.started_at, a.graded_at, a.graded_by, a.score, a.passed, a.automatic_failures,
                u.first_name, u.last_name, u.email, o.name as org_name, g.name as group_name`,
  from: `pt_ladder_attempts a join users u on u.id = a.user_id`,
  startedAt: 'a.started_at',
  counted: 'a.cleared_at is null',
  keys: [
    { expr: 'a.started_at', type: 'timestamptz' },
    { expr: 'a.review_id', type: 'text' },
  ],
} as const;

/** A person of the PT page (the users reader's columns of a person of an organization's page) with their ladder row of the year (its columns null without one). */
export interface PtPageRow extends Partial<PtStatusRow>, PageUserRow {}

/** How many people of the PT page are in each state, and in all. */
export interface PtPageCounts {
  due: number;
  in_progress: number;
  passed: number;
  failed: number;
  total: number;
}

const COUNTS = `count(*) filter (where s.open_review_id is null and (s.state is null or s.state = 'due'))::int as due,
  count(*) filter (where s.open_review_id is not null)::int as in_progress,
  count(*) filter (where s.state = 'passed')::int as passed,
  count(*) filter (where s.open_review_id is null and s.state in ('retest', 'remediation', 'education'))::int as failed,
  count(*)::int as total`;

/**
 * The PT page of the people (`users u`) that `people` selects (a filter of offset 0, which the
 * year, limit and offset are appended to), in the `order` given (an `order by` on u): the counts
 * of all of them by their ladder row of `year` (none: the annual test is due), and the people of
 * one page (all of them when `paging` is null) with their ladder rows and groups.
 */
export async function ptStatusPage(
  sql: SqlExecutor,
  people: SqlFilter,
  year: number,
  order: string,
  paging: { page: number; limit: number } | null,
): Promise<{ counts: PtPageCounts | null; rows: PtPageRow[] }> {
  const yearParam = people.next(year);
  const from = `users u left join pt_status s on s.user_id = u.id and s.year = ${yearParam}`;
  const window = paging ? `limit ${people.next(paging.limit)} offset ${people.next((paging.page - 1) * paging.limit)}` : '';
  const [counted, rows] = await Promise.all([
    sql.query<PtPageCounts>(
      `select ${COUNTS} from ${from} ${people.where}`,
      // The counts take no limit and offset: the values up to the year's.
      people.params.slice(0, Number(yearParam.slice(1))),
    ),
    // The page of people first (the organization-and-name index walks it in order), then their ladder
    // rows and groups: joining before the window sorted every person of the organization each time.
    sql.query<PtPageRow>(
      `with u as (select u.* from users u ${people.where} ${order} ${window})
         select ${PAGE_USER_COLUMNS}, ${STATUS_COLUMNS}
           from u left join pt_status s on s.user_id = u.id and s.year = ${yearParam} left join groups g on g.id = u.group_id ${order}`,
      people.params,
    ),
  ]);
  return { counts: counted.rows[0] ?? null, rows: rows.rows };
}
