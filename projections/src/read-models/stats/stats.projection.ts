import {
  attemptOf,
  STANDING_ATTEMPT_ORDER,
  STANDING_RECORD,
  type CourseRetaken,
  type ReviewCheckedOut,
  type ReviewCleared,
  type ReviewCompleted,
  type ReviewMarkedComplete,
  type ReviewPageSubmitted,
  type ReviewPageVisited,
  type ReviewSaved,
  type ReviewUpdated,
} from '@cytocampus/domain';
import { perEvent, streamEntityId, type Projection } from '../../projection.js';
import { execAll } from '../../sql.js';
import { statsNotices } from './stats-notices.js';

const reviewId = streamEntityId;

/**
 * Recomputes the course summary of the review's learner and course from their stats records (one
 * statement, so it sees the record changed just before it in the batch): first start and last
 * submit over every record, the counts and sums over the attempt that stands for each item
 * (STANDING_ATTEMPT_ORDER: a practice quiz taken again keeps its finished attempt's completion;
 * STANDING_RECORD: an attempt a course retake superseded no longer counts).
 * The summary keeps sums; the API divides by the course's current item count (docs/adr/0021).
 */
const summarize = (
  course: string,
) => `insert into course_summaries (user_id, module_id, org_id, first_start, last_submit, complete_items, graded_items, progress_sum, result_sum, version)
  select a.user_id, a.module_id, a.org_id, a.first_start, a.last_submit, i.complete_items, i.graded_items, i.progress_sum, i.result_sum, 1
    from (select s.user_id, s.module_id, (array_agg(s.org_id order by s.last_update desc))[1] as org_id, min(s.start_time) as first_start,
                 max(s.submitted_on) as last_submit
            from stats_records s
           where (s.user_id, s.module_id) = ${course}
           group by s.user_id, s.module_id) a
    cross join lateral (
      select count(*) filter (where progress >= 1) as complete_items, count(*) filter (where progress >= 1 and graded and result is not null) as graded_items,
             coalesce(sum(progress), 0) as progress_sum, coalesce(sum(result) filter (where progress >= 1 and graded), 0) as result_sum
        from (select distinct on (item_id) progress, graded, result from stats_records
               where user_id = a.user_id and module_id = a.module_id and ${STANDING_RECORD} order by item_id, ${STANDING_ATTEMPT_ORDER}) standing
    ) i
  on conflict (user_id, module_id) do update set org_id = excluded.org_id, first_start = excluded.first_start, last_submit = excluded.last_submit,
    complete_items = excluded.complete_items, graded_items = excluded.graded_items, progress_sum = excluded.progress_sum,
    result_sum = excluded.result_sum, version = course_summaries.version + 1`;
/** The summary of the course of the review `$1`. */
const SUMMARIZE = summarize('(select user_id, module_id from stats_records where id = $1)');
/** The summary of the course `$2` of the learner `$1` (a retake: issue 30). */
const SUMMARIZE_COURSE = summarize('($1, $2)');

/** A record whose progress was cleared (no start): the next checkout begins it afresh, maybe of a newer revision. */
const CLEARED = 'stats_records.start_time is null';
/** A new record's pages: one `{startTime, submitTime, score}` per page of the review, all null. */
const EMPTY_PAGES = (count: string) =>
  `(select coalesce(jsonb_agg(jsonb_build_object('startTime', null, 'submitTime', null, 'score', null)), '[]'::jsonb) from generate_series(1, ${count}::int))`;
/** Whether a page's start is still unset (JSON null; a page the record lacks reads as set, so nothing is added). */
const UNSTARTED = (page: string) => `(pages->(${page}::int)->'startTime') = 'null'::jsonb`;
/** A page's first start; later starts keep the first, as the review does. */
const PAGE_STARTED = (page: string, at: string) =>
  `case when ${UNSTARTED(page)} then jsonb_set(pages, array[${page}::int::text, 'startTime'], to_jsonb(${at}::float8)) else pages end`;
/** A submitted page: its submit time and score, and its start if it had none. */
const PAGE_SUBMITTED = (page: string, at: string, score: string) =>
  `case when pages->(${page}::int) is null then pages else jsonb_set(pages, array[${page}::int::text], (pages->(${page}::int)) ||
     jsonb_build_object('submitTime', ${at}::float8, 'score', ${score}::float8) ||
     case when ${UNSTARTED(page)} then jsonb_build_object('startTime', ${at}::float8) else '{}'::jsonb end) end`;

/** Every page not yet submitted, submitted at `at` (and started then if it had not been): a review marked complete. */
const ALL_SUBMITTED = (pages: string, at: string) =>
  `(select coalesce(jsonb_agg(case when p->'submitTime' = 'null'::jsonb
       then p || jsonb_build_object('submitTime', ${at}::float8) || case when p->'startTime' = 'null'::jsonb then jsonb_build_object('startTime', ${at}::float8) else '{}'::jsonb end
       else p end order by i), '[]'::jsonb) from jsonb_array_elements(${pages}) with ordinality as e(p, i))`;

/**
 * Stats records (spec part 3 "Stats record"): one per review (so one per attempt, which it numbers), with its progress (completed pages /
 * pages), result (the score, when graded and complete), session and each page's times and score;
 * and course summaries per learner and course. Written only from review events.
 */
export const statsProjection: Projection<'stats'> = {
  name: 'stats',
  version: 4,
  tables: ['stats_records', 'course_summaries'],
  notices: statsNotices,
  migrate: (db) =>
    execAll(db, [
      `create table if not exists stats_records (
        id text primary key,
        user_id text not null,
        org_id text,
        module_id text not null,
        ref_id text,
        item_id text not null,
        revision_id text not null,
        item_type text not null,
        graded boolean not null,
        page_count int not null,
        completed_pages int not null default 0,
        progress float8 not null default 0,
        score float8,
        result float8,
        session text,
        elapsed float8 not null default 0,
        start_time timestamptz,
        submitted_on timestamptz,
        last_update timestamptz not null,
        pages jsonb not null default '[]',
        attempt int not null default 1,
        superseded boolean not null default false,
        version int not null default 1
      )`,
      `create index if not exists stats_records_user_module_idx on stats_records (user_id, module_id)`,
      `create index if not exists stats_records_org_idx on stats_records (org_id, last_update desc)`,
      `create table if not exists course_summaries (
        user_id text not null,
        module_id text not null,
        org_id text,
        first_start timestamptz,
        last_submit timestamptz,
        complete_items int not null default 0,
        graded_items int not null default 0,
        progress_sum float8 not null default 0,
        result_sum float8 not null default 0,
        attempt int not null default 1,
        version int not null default 1,
        primary key (user_id, module_id)
      )`,
    ]),
  ...perEvent({
    ReviewCheckedOut: async (db, event) => {
      const d = event.data as ReviewCheckedOut['data'];
      const at = new Date(d.startTime).toISOString();
      await db.query(
        `insert into stats_records (id, user_id, org_id, module_id, ref_id, item_id, revision_id, item_type, graded, page_count, session, start_time, last_update, pages, attempt)
         values ($1, $2, $3, $4, null, $5, $6, $7, $8, $9, $10, $11, $12, ${EMPTY_PAGES('$9')}, $13)
         on conflict (id) do update set session = excluded.session, last_update = excluded.last_update, version = stats_records.version + 1,
           start_time = coalesce(stats_records.start_time, excluded.start_time),
           revision_id = case when ${CLEARED} then excluded.revision_id else stats_records.revision_id end,
           graded = case when ${CLEARED} then excluded.graded else stats_records.graded end,
           page_count = case when ${CLEARED} then excluded.page_count else stats_records.page_count end,
           pages = case when ${CLEARED} then excluded.pages else stats_records.pages end`,
        [
          d.reviewId,
          d.userId,
          event.metadata.orgId,
          d.moduleId,
          d.itemId,
          d.revisionId,
          d.itemType,
          d.graded,
          d.pageCount,
          d.session,
          at,
          event.metadata.occurredAt,
          attemptOf(d),
        ],
      );
      return db.query(SUMMARIZE, [d.reviewId]);
    },
    ReviewUpdated: (db, event) => {
      const d = event.data as ReviewUpdated['data'];
      return db.query(`update stats_records set elapsed = $2, last_update = $3, pages = ${PAGE_STARTED('$4', '$5')}, version = version + 1 where id = $1`, [
        reviewId(event),
        d.elapsed,
        new Date(d.lastUpdate).toISOString(),
        d.page,
        d.lastUpdate,
      ]);
    },
    ReviewPageVisited: (db, event) => {
      const d = event.data as ReviewPageVisited['data'];
      return db.query(`update stats_records set last_update = $2, pages = ${PAGE_STARTED('$3', '$4')}, version = version + 1 where id = $1`, [
        reviewId(event),
        new Date(d.startTime).toISOString(),
        d.page,
        d.startTime,
      ]);
    },
    ReviewSaved: (db, event) =>
      db.query(`update stats_records set session = null, last_update = $2, version = version + 1 where id = $1`, [
        reviewId(event),
        new Date((event.data as ReviewSaved['data']).lastUpdate).toISOString(),
      ]),
    ReviewPageSubmitted: async (db, event) => {
      const d = event.data as ReviewPageSubmitted['data'];
      await db.query(
        `update stats_records set completed_pages = least(page_count, completed_pages + 1),
           progress = least(page_count, completed_pages + 1)::float8 / greatest(page_count, 1),
           pages = ${PAGE_SUBMITTED('$3', '$4', '$5')}, last_update = $2, version = version + 1 where id = $1`,
        [reviewId(event), new Date(d.submitTime).toISOString(), d.page, d.submitTime, d.score],
      );
      return db.query(SUMMARIZE, [reviewId(event)]);
    },
    ReviewCompleted: async (db, event) => {
      const d = event.data as ReviewCompleted['data'];
      await db.query(
        `update stats_records set completed_pages = page_count, progress = 1, score = $2::float8, result = case when graded then $2::float8 else null end,
           session = null, submitted_on = $3, last_update = $3, version = version + 1 where id = $1`,
        [reviewId(event), d.score, new Date(d.submitTime).toISOString()],
      );
      return db.query(SUMMARIZE, [reviewId(event)]);
    },
    // The record stays (its version keeps counting, so the learner's tabs hear of it) with nothing begun.
    ReviewCleared: async (db, event) => {
      await db.query(
        `update stats_records set completed_pages = 0, progress = 0, score = null, result = null, session = null, elapsed = 0, start_time = null,
           submitted_on = null, pages = ${EMPTY_PAGES('page_count')}, last_update = $2, version = version + 1 where id = $1`,
        [reviewId(event), new Date((event.data as ReviewCleared['data']).clearedAt).toISOString()],
      );
      return db.query(SUMMARIZE, [reviewId(event)]);
    },
    // An admin marked the review complete (docs/adr/0023): it may never have been checked out, so the record may be new.
    ReviewMarkedComplete: async (db, event) => {
      const d = event.data as ReviewMarkedComplete['data'];
      const at = new Date(d.submitTime).toISOString();
      await db.query(
        `insert into stats_records (id, user_id, org_id, module_id, ref_id, item_id, revision_id, item_type, graded, page_count, completed_pages, progress,
                                    score, result, start_time, submitted_on, last_update, pages, attempt)
         values ($1, $2, $3, $4, null, $5, $6, $7, $8, $9, $9, 1, $10::float8, case when $8 then $10::float8 else null end, $11, $11, $11,
                 ${ALL_SUBMITTED(EMPTY_PAGES('$9'), '$12')}, $13)
         on conflict (id) do update set completed_pages = case when ${CLEARED} then excluded.page_count else stats_records.page_count end, progress = 1, score = excluded.score, result = excluded.result,
           session = null, start_time = coalesce(stats_records.start_time, excluded.start_time), submitted_on = excluded.submitted_on,
           last_update = excluded.last_update, version = stats_records.version + 1,
           revision_id = case when ${CLEARED} then excluded.revision_id else stats_records.revision_id end,
           graded = case when ${CLEARED} then excluded.graded else stats_records.graded end,
           page_count = case when ${CLEARED} then excluded.page_count else stats_records.page_count end,
           pages = case when ${CLEARED} then excluded.pages else ${ALL_SUBMITTED('stats_records.pages', '$12')} end`,
        [d.reviewId, d.userId, d.orgId, d.moduleId, d.itemId, d.revisionId, d.itemType, d.graded, d.pageCount, d.score, at, d.submitTime, attemptOf(d)],
      );
      return db.query(SUMMARIZE, [d.reviewId]);
    },
    // A retake of the failed course (issue 30): the earlier attempts of its graded items stay as records, no longer standing.
    CourseRetaken: async (db, event) => {
      const d = event.data as CourseRetaken['data'];
      await db.query(
        `update stats_records set superseded = true, version = version + 1 where user_id = $1 and module_id = $2 and item_id = any($3) and attempt < $4 and not superseded`,
        [d.userId, d.moduleId, d.itemIds, d.attempt],
      );
      await db.query(SUMMARIZE_COURSE, [d.userId, d.moduleId]);
      return db.query(`update course_summaries set attempt = $3 where user_id = $1 and module_id = $2`, [d.userId, d.moduleId, d.attempt]);
    },
  }),
};
