import { ORG_PROGRESS_BUCKETS, type StatsPage } from '@cytocampus/contracts';
import { STANDING_ATTEMPT_ORDER, STANDING_RECORD } from '@cytocampus/domain';
import type { SqlExecutor } from '@cytocampus/event-store';
import { SqlFilter } from '../../sql-filter.js';
import { issuedCertificatesCount } from '../certificates/certificates.reader.js';

/**
 * How the API reads the stats read model (ADR 0002 "Readers"; docs/adr/0021): its rows and its
 * queries (stats records, one per review, and course summaries per learner and course) live beside
 * the projection that writes the tables. A cleared record (no start) is none to every reader but a
 * user's history.
 */

/** A row of `stats_records` as a learner's stats list shows it. */
export interface StatsRecordRow {
  id: string;
  user_id: string;
  module_id: string;
  ref_id: string | null;
  revision_id: string;
  item_id: string;
  item_type: string;
  page_count: number;
  completed_pages: number;
  progress: number;
  result: number | null;
  graded: boolean;
  start_time: Date | null;
  submitted_on: Date | null;
  pages: StatsPage[];
  attempt: number;
  version: number;
}

/** Which of a learner's records a stats list shows (each absent: any). */
export interface StatsRecordFilter {
  moduleId?: string | undefined;
  itemId?: string | undefined;
  refId?: string | undefined;
  itemType?: string | undefined;
  recordId?: string | undefined;
}

/**
 * A learner's begun records the filter keeps, in the order begun; `standingOnly` keeps the one that
 * stands for each item (STANDING_RECORD, STANDING_ATTEMPT_ORDER), by course and item.
 */
export async function statsRecordsOfUser(sql: SqlExecutor, userId: string, filter: StatsRecordFilter, standingOnly: boolean): Promise<StatsRecordRow[]> {
  const { rows } = await sql.query<StatsRecordRow>(
    `select ${standingOnly ? 'distinct on (module_id, item_id)' : ''} id, user_id, module_id, ref_id, revision_id, item_id, item_type, page_count,
              completed_pages, progress, result, graded, start_time, submitted_on, pages, attempt, version
         from stats_records
        where user_id = $1 and start_time is not null and ($2::text is null or module_id = $2) and ($3::text is null or item_id = $3)
          and ($4::text is null or ref_id = $4) and ($5::text is null or item_type = $5) and ($6::text is null or id = $6)
          ${standingOnly ? `and ${STANDING_RECORD}` : ''}
        order by ${standingOnly ? `module_id, item_id, ${STANDING_ATTEMPT_ORDER}` : 'start_time, id'}`,
    [userId, filter.moduleId ?? null, filter.itemId ?? null, filter.refId ?? null, filter.itemType ?? null, filter.recordId ?? null],
  );
  return rows;
}

/** A learner's review of an item, cleared or not: what their history reads the review's stream by. */
export interface ReviewRecordRow {
  id: string;
  module_id: string;
  item_id: string;
  item_type: string;
}

/** Every review of the learner (the records name them; a cleared record stays). */
export async function reviewRecordsOfUser(sql: SqlExecutor, userId: string): Promise<ReviewRecordRow[]> {
  const { rows } = await sql.query<ReviewRecordRow>(`select id, module_id, item_id, item_type from stats_records where user_id = $1`, [userId]);
  return rows;
}

/** What to clear of a learner's progress: each one given narrows it (a course, an item, an item type). */
export interface ClearableRecordsScope {
  moduleId: string | null;
  itemId: string | null;
  itemType: string | null;
}

/** The learner's begun records (their reviews' ids) within the scope, in id order: what clearing their progress clears. */
export async function begunRecordIds(sql: SqlExecutor, userId: string, scope: ClearableRecordsScope): Promise<string[]> {
  const { rows } = await sql.query<{ id: string }>(
    `select id from stats_records
        where user_id = $1 and ($2::text is null or module_id = $2) and ($3::text is null or item_id = $3) and ($4::text is null or item_type = $4)
          and start_time is not null order by id`,
    [userId, scope.moduleId, scope.itemId, scope.itemType],
  );
  return rows.map((r) => r.id);
}

/** The record that stands for an item of a learner's course, as the course page shows the item. */
export interface StandingItemRow {
  id: string;
  item_id: string;
  progress: number;
  result: number | null;
  graded: boolean;
  start_time: Date | null;
  submitted_on: Date | null;
}

/** The learner's standing record of each begun item of the course (the course's own items: no ref). */
export async function standingItemRecords(sql: SqlExecutor, userId: string, moduleId: string): Promise<StandingItemRow[]> {
  const { rows } = await sql.query<StandingItemRow>(
    `select distinct on (item_id) id, item_id, progress, result, graded, start_time, submitted_on from stats_records
        where user_id = $1 and module_id = $2 and ref_id is null and start_time is not null and ${STANDING_RECORD} order by item_id, ${STANDING_ATTEMPT_ORDER}`,
    [userId, moduleId],
  );
  return rows;
}

/** The progress of the learner's standing record of each begun item of every course of theirs. */
export async function standingItemProgress(sql: SqlExecutor, userId: string): Promise<{ module_id: string; item_id: string; progress: number }[]> {
  const { rows } = await sql.query<{ module_id: string; item_id: string; progress: number }>(
    `select distinct on (module_id, item_id) module_id, item_id, progress from stats_records
        where user_id = $1 and ref_id is null and start_time is not null and ${STANDING_RECORD} order by module_id, item_id, ${STANDING_ATTEMPT_ORDER}`,
    [userId],
  );
  return rows;
}

/** A learner's standing record of a pre-work course's item. */
export interface PreworkRecordRow {
  user_id: string;
  module_id: string;
  item_id: string;
  progress: number;
  result: number | null;
  start_time: Date;
}

/**
 * The learners' begun records of these courses' items (the attempt that stands for each), worked on
 * (submitted, else last updated) within the window (`from` inclusive, `to` exclusive; null: open):
 * the Prework report's.
 */
export async function preworkRecords(
  sql: SqlExecutor,
  userIds: string[],
  moduleIds: string[],
  worked: { from: Date | null; to: Date | null },
): Promise<PreworkRecordRow[]> {
  const filter = new SqlFilter();
  filter.add('s.user_id = any(?::text[])', userIds);
  filter.add('s.module_id = any(?::text[])', moduleIds);
  filter.add(`s.ref_id is null and s.start_time is not null and ${STANDING_RECORD}`);
  const at = 'coalesce(s.submitted_on, s.last_update)';
  if (worked.from) filter.add(`${at} >= ?::timestamptz`, worked.from.toISOString());
  if (worked.to) filter.add(`${at} < ?::timestamptz`, worked.to.toISOString());
  const { rows } = await sql.query<PreworkRecordRow>(
    `select distinct on (s.user_id, s.module_id, s.item_id) s.user_id, s.module_id, s.item_id, s.progress, s.result, s.start_time
       from stats_records s ${filter.where} order by s.user_id, s.module_id, s.item_id, ${STANDING_ATTEMPT_ORDER}`,
    filter.params,
  );
  return rows;
}

/** A learner's summary of a course, as their catalogue's course header shows it (the API divides by the course's item count). */
export interface LearnerSummaryRow {
  module_id: string;
  first_start: Date | null;
  last_submit: Date | null;
  graded_items: number;
  progress_sum: number;
  result_sum: number;
  /** The learner's attempt at the course (1 until a retake). */
  attempt: number;
}

/** The learner's summary of every course they began. */
export async function courseSummariesOfUser(sql: SqlExecutor, userId: string): Promise<LearnerSummaryRow[]> {
  const { rows } = await sql.query<LearnerSummaryRow>(
    `select module_id, first_start, last_submit, graded_items, progress_sum, result_sum, attempt from course_summaries where user_id = $1`,
    [userId],
  );
  return rows;
}

/** A row of `course_summaries` as the organization progress page's cells read it. */
export interface CourseSummaryRow {
  user_id: string;
  module_id: string;
  first_start: Date | null;
  last_submit: Date | null;
  complete_items: number;
  graded_items: number;
  progress_sum: number;
  result_sum: number;
  version: number;
}

/** The summaries of these learners in these courses: the organization progress page's cells, for its page of learners. */
export async function courseSummariesOf(sql: SqlExecutor, userIds: readonly string[], moduleIds: readonly string[]): Promise<CourseSummaryRow[]> {
  if (userIds.length === 0 || moduleIds.length === 0) return [];
  const { rows } = await sql.query<CourseSummaryRow>(
    `select user_id, module_id, first_start, last_submit, complete_items, graded_items, progress_sum, result_sum, version
  from course_summaries where user_id = any($1) and module_id = any($2)`,
    [userIds, moduleIds],
  );
  return rows;
}

/** The figures of the learners of one (assignment, course) pair (`pair`: its position in the pairs, from 1) whose result falls in one bucket (null: no result). */
export interface CourseAggregateRow {
  pair: number;
  bucket: number | null;
  begun: number;
  started: number;
  in_progress: number;
  complete: number;
  passed: number;
  progress_sum: number;
  result_sum: number;
  results: number;
}

/**
 * The organization progress page's aggregates over course summaries: per (assignment, course) pair
 * and result bucket, the summaries of the learners `learners` selects (a subquery of their `id` and
 * `curriculum`, the assignment that applies to them) whose course is in their assignment. `pairOf`
 * (a jsonb of 'curriculum moduleId' to the pair's position, from 1), `items` (int[], each pair's item
 * count) and `passing` (float8[], each pair's passing score) are placeholders. One pass over those
 * learners' summaries, found by the summaries' key (learner first: a learner who moved keeps theirs,
 * whatever organization they began them in). The cells' rules in SQL: progress and result as the
 * course header computes them, the states of progressState and the pass of courseResult and
 * coursePassed, rounded as they round (libs/domain/src/scoring).
 */
export const courseAggregatesSql = (learners: string, { pairOf, items, passing }: { pairOf: string; items: string; passing: string }): string =>
  // The learners' summaries are found first, by learner, each with its pair looked up (a join
  // with the pairs would have the planner pair learners with courses first and look each pair up,
  // or misjudge the rows and sort them to group); a fence (offset 0) then reduces each row to a few
  // small columns once, instead of once per aggregate that reads them.
  `select pair, bucket,
         count(*) filter (where progress > 0 or began)::int as begun,
         count(*) filter (where progress <= 0 and began)::int as started,
         count(*) filter (where progress > 0 and progress < 1)::int as in_progress,
         count(*) filter (where progress >= 1)::int as complete,
         count(*) filter (where passed)::int as passed,
         coalesce(sum(progress), 0) as progress_sum, coalesce(sum(result), 0) as result_sum, count(result)::int as results
    from (
      select pair, progress, result, began, least(${ORG_PROGRESS_BUCKETS - 1}, floor(result * ${ORG_PROGRESS_BUCKETS}))::int as bucket,
             round(result * 100 * 1e6) / 1e6 >= (${passing}::float8[])[pair] as passed
        from (
          select pair, first_start is not null as began,
                 case when (${items}::int[])[pair] > 0 then least(1, progress_sum / (${items}::int[])[pair]) else 0 end as progress,
                 case when graded_items > 0 then result_sum / graded_items end as result
            from (
              select (${pairOf}::jsonb ->> (l.curriculum || ' ' || s.module_id))::int as pair,
                     s.first_start, s.progress_sum, s.graded_items, s.result_sum
                from (${learners}) l
                join course_summaries s on s.user_id = l.id
              offset 0) s
           where pair is not null
          offset 0) r) c
   group by 1, 2`;

/** An organization's week for its weekly e-mail. */
export interface WeeklyFiguresRow {
  /** Its active members of learner role. */
  learners: number;
  /** Of them, those who worked on something within the week. */
  active: number;
  /** Items they completed within the week. */
  completed: number;
  /** The average result of the graded items completed within the week (numeric: may come as text). */
  average: number | null;
  /** Certificates they were issued within the week. */
  certificates: number;
}

/** The organization's active learners' week from `from` to `to` (exclusive): the weekly organization e-mail's figures, in one statement. */
export async function weeklyFigures(sql: SqlExecutor, orgId: string, from: Date, to: Date): Promise<WeeklyFiguresRow> {
  const learners = `users u where u.org_id = $1 and not u.disabled and u.role = 'cytotechnologist'`;
  const { rows } = await sql.query<WeeklyFiguresRow>(
    `select (select count(*)::int from ${learners}) as learners,
              (select count(distinct s.user_id)::int from stats_records s where s.user_id in (select u.id from ${learners}) and s.last_update >= $2 and s.last_update < $3) as active,
              (select count(*)::int from stats_records s where s.user_id in (select u.id from ${learners}) and s.progress >= 1 and s.submitted_on >= $2 and s.submitted_on < $3) as completed,
              (select avg(s.result) from stats_records s where s.user_id in (select u.id from ${learners}) and s.progress >= 1 and s.result is not null
                  and s.submitted_on >= $2 and s.submitted_on < $3) as average,
              ${issuedCertificatesCount(`select u.id from ${learners}`, '$2', '$3')} as certificates`,
    [orgId, from.toISOString(), to.toISOString()],
  );
  return rows[0]!;
}

/** The review audit's list (docs/adr/0029): stats records joined with their learner, item revision and course (its current revision). */
export const AUDITED_REVIEWS_FROM = `stats_records s
  left join users u on u.id = s.user_id
  left join content_items i on i.id = s.revision_id
  left join lateral (select name from content_items where type = 'module' and item_id = s.module_id order by active desc, created desc limit 1) m on true`;
export const AUDITED_REVIEWS_SELECT = `select s.id, coalesce(i.name, '') as name, s.user_id, s.org_id, s.module_id, s.item_id, s.item_type, s.revision_id, s.progress, s.result,
    s.start_time, s.submitted_on, s.last_update, coalesce(m.name, '') as course_name,
    coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), u.email, '') as user_name
  from ${AUDITED_REVIEWS_FROM}`;

/** Slide Results (docs/adr/0028): the stats records of the learners, the report adds its learners' join. */
export const SLIDE_RESULTS_FROM = 'stats_records s join users u on u.id = s.user_id';
