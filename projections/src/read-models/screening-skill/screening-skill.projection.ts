import type { RecordedEvent, SqlExecutor } from '@cytocampus/event-store';
import type { ProficiencyTestGraded, ReviewCheckedOut, ReviewMarkedComplete, ReviewPageSubmitted, SlideTissueMapped } from '@cytocampus/domain';
import { directoryRoom, userRoom } from '@cytocampus/contracts';
import type { LiveNotice } from '../../live-notices.js';
import { streamEntityId, type Projection } from '../../projection.js';
import { execAll } from '../../sql.js';
import { SkillBatch } from './skill-batch.js';
import { TALLY_TABLES, tallyCtes } from './skill-tallies.js';

const EVENT_TYPES = [
  'ReviewCheckedOut',
  'ReviewMarkedComplete',
  'ReviewPageSubmitted',
  'ProficiencyTestGraded',
  'ReviewCompleted',
  'ReviewCleared',
  'ViewportSampled',
  'ObjectOfInterestClicked',
  'SlideProcessed',
  'SlideTissueMapped',
] as const;

/**
 * Screening skill (issue 31, docs/adr/0036): one row per submitted, diagnosed slide page
 * (`skill_pages`): what of its reference objects was seen, the tissue share, time and pace, and why
 * the answer was right or wrong. Built from the submit (which records what the page was graded
 * against: SubmittedSlide), the page's views and object clicks (activity stream) and the slide's
 * tissue mask (SlideTissueMapped). A page's views wait in `skill_views` while it is open and are
 * dropped once its row is written; activity after that (or after the review completes) is not kept.
 * Events are written a run at a time (SkillBatch), a few statements per run.
 *
 * skill_pages columns: review_id, page, user_id, org_id (the learner's at checkout), module_id,
 * item_id, slide_id, revision_id, submitted_at; solution_type, reference_result/_category,
 * response_result/_category, correct, outcome (correct/locator/interpretation/overcall, null when
 * unclassified), unclassified (its reason), objects_total, objects_seen, seen_marked, objects (jsonb:
 * ObjectScreening[]), tissue_percent, time_ms, screened_ms, tissue_mm2, pace (mm²/min).
 * The tallies (skill-tallies.ts) add the scored pages up per learner and month (skill_learner_months),
 * per organization and month (skill_org_tallies, with a new stamp in skill_org_stamps each change), by result
 * pair (skill_org_months) and in spreads of time and pace (skill_org_spread): the organization view
 * reads those, never every page (docs/adr/0036).
 */
export const screeningSkillProjection: Projection<'screeningSkill'> = {
  name: 'screeningSkill',
  version: 2,
  tables: [
    'skill_reviews',
    'skill_slide_tissue',
    'skill_views',
    'skill_clicks',
    'skill_pages',
    'skill_learners',
    'skill_learner_months',
    'skill_org_tallies',
    'skill_org_stamps',
    'skill_org_months',
    'skill_org_spread',
  ],
  eventTypes: new Set(EVENT_TYPES),
  migrate: (db) =>
    execAll(db, [
      `create table if not exists skill_reviews (
        review_id text primary key,
        user_id text not null,
        org_id text,
        module_id text not null,
        item_id text not null,
        completed boolean not null default false
      )`,
      `create table if not exists skill_slide_tissue (
        revision_id text primary key,
        cols int not null,
        rows int not null,
        cell_size int not null,
        mask text not null
      )`,
      `create table if not exists skill_views (
        ord bigint generated always as identity primary key,
        review_id text not null,
        page int not null,
        at float8 not null,
        session text not null,
        magnification float8 not null,
        corners jsonb not null
      )`,
      `create index if not exists skill_views_page_idx on skill_views (review_id, page)`,
      `create table if not exists skill_clicks (
        review_id text not null,
        page int not null,
        object_id text not null,
        primary key (review_id, page, object_id)
      )`,
      `create table if not exists skill_pages (
        review_id text not null,
        page int not null,
        user_id text not null,
        org_id text,
        module_id text not null,
        item_id text not null,
        slide_id text not null,
        revision_id text not null,
        submitted_at timestamptz not null,
        solution_type text not null,
        reference_result text,
        reference_category text,
        response_result text,
        response_category text,
        correct boolean,
        outcome text,
        unclassified text,
        objects_total int not null,
        objects_seen int not null,
        seen_marked boolean not null,
        objects jsonb not null,
        tissue_percent float8,
        time_ms int not null,
        screened_ms int not null,
        tissue_mm2 float8,
        pace float8,
        primary key (review_id, page)
      )`,
      `create index if not exists skill_pages_user_idx on skill_pages (user_id, submitted_at)`,
      // Each learner's version: it moves with every row of theirs added or removed (the live notice's).
      `create table if not exists skill_learners (user_id text primary key, org_id text, version int not null)`,
      ...TALLY_TABLES,
      `create index if not exists skill_pages_org_idx on skill_pages (org_id, submitted_at)`,
    ]),
  notices: skillNotices,
  apply: async (db, events) => {
    const batch = new SkillBatch();
    for (const event of events) {
      const reviewId = streamEntityId(event);
      switch (event.type) {
        case 'ViewportSampled':
        case 'ObjectOfInterestClicked':
          batch.activity(event.data as Parameters<SkillBatch['activity']>[0]);
          break;
        case 'ReviewCheckedOut': {
          const d = event.data as ReviewCheckedOut['data'];
          batch.review({ review_id: d.reviewId, user_id: d.userId, org_id: event.metadata.orgId, module_id: d.moduleId, item_id: d.itemId });
          break;
        }
        case 'ReviewPageSubmitted': {
          const d = event.data as ReviewPageSubmitted['data'];
          if (d.slide) batch.submit({ reviewId, page: d.page, submitTime: d.submitTime, slide: d.slide });
          break;
        }
        case 'ProficiencyTestGraded': {
          // A proficiency test's pages are graded together, each with its slide.
          const d = event.data as ProficiencyTestGraded['data'];
          d.screening?.forEach((slide, page) => batch.submit({ reviewId, page, submitTime: d.submitTime, slide }));
          break;
        }
        case 'ReviewCompleted':
          batch.complete(reviewId);
          break;
        default:
          // What a later event reads changes: what came before is written first.
          await batch.flush(db);
          await applyAlone(db, event);
      }
    }
    await batch.flush(db);
  },
};

/** An event whose change a later event of the same run must see. */
async function applyAlone(db: SqlExecutor, event: RecordedEvent): Promise<void> {
  const id = streamEntityId(event);
  switch (event.type) {
    case 'ReviewMarkedComplete': {
      // An admin's mark: a review that may never have been checked out begins and completes with it.
      const d = event.data as ReviewMarkedComplete['data'];
      await db.query(
        `insert into skill_reviews (review_id, user_id, org_id, module_id, item_id, completed) values ($1, $2, $3, $4, $5, true)
         on conflict (review_id) do update set completed = true`,
        [d.reviewId, d.userId, d.orgId, d.moduleId, d.itemId],
      );
      return dropActivity(db, id);
    }
    case 'ReviewCleared':
      // Nothing of a cleared attempt counts; the review starts over.
      await db.query(`update skill_reviews set completed = false where review_id = $1`, [id]);
      await db.query(
        `with gone as (delete from skill_pages where review_id = $1 returning *),
         ${tallyCtes('gone', -1)}
         update skill_learners set version = version + 1 where user_id in (select user_id from gone)`,
        [id],
      );
      return dropActivity(db, id);
    case 'SlideProcessed':
      // A new image: its mask follows in the same append, or none (processing could not tell).
      await db.query(`delete from skill_slide_tissue where revision_id = $1`, [id]);
      return;
    case 'SlideTissueMapped': {
      const { grid, mask } = event.data as SlideTissueMapped['data'];
      await db.query(
        `insert into skill_slide_tissue (revision_id, cols, rows, cell_size, mask) values ($1, $2, $3, $4, $5)
         on conflict (revision_id) do update set cols = excluded.cols, rows = excluded.rows, cell_size = excluded.cell_size, mask = excluded.mask`,
        [id, grid.cols, grid.rows, grid.cellSize, mask],
      );
      return;
    }
  }
}

async function dropActivity(db: SqlExecutor, reviewId: string): Promise<void> {
  await db.query(`with views as (delete from skill_views where review_id = $1) delete from skill_clicks where review_id = $1`, [reviewId]);
}

const CHANGES_PAGES = new Set(['ReviewPageSubmitted', 'ProficiencyTestGraded', 'ReviewCleared']);

/** To the learner's own room and to those who may list them, for each learner whose rows the events changed. */
async function skillNotices(db: SqlExecutor, events: readonly RecordedEvent[]): Promise<LiveNotice[]> {
  const reviewIds = [...new Set(events.filter((e) => CHANGES_PAGES.has(e.type)).map((e) => streamEntityId(e)))];
  if (reviewIds.length === 0) return [];
  const { rows } = await db.query<{ user_id: string; org_id: string | null; version: number }>(
    `select distinct l.user_id, l.org_id, l.version from skill_learners l join skill_reviews r on r.user_id = l.user_id where r.review_id = any($1)`,
    [reviewIds],
  );
  return rows.map((r) => ({
    rooms: [userRoom(r.user_id), directoryRoom(r.org_id), directoryRoom(null)],
    notice: { model: 'skill', id: r.user_id, version: r.version },
  }));
}
