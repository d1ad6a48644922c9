import type { RecordedEvent, SqlExecutor } from '@cytocampus/event-store';
import { skillOfSubmittedPage, type ReviewCheckedOut, type ReviewMarkedComplete, type ReviewPageSubmitted, type SlideTissueMapped } from '@cytocampus/domain';
import { directoryRoom, userRoom } from '@cytocampus/contracts';
import type { LiveNotice } from '../../live-notices.js';
import { streamEntityId, type Projection } from '../../projection.js';
import { execAll } from '../../sql.js';
import { PageActivity } from './page-activity.js';
import { skillPageRow, type PageViewRow } from './skill-page-row.js';

const EVENT_TYPES = [
  'ReviewCheckedOut',
  'ReviewMarkedComplete',
  'ReviewPageSubmitted',
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
 *
 * skill_pages columns: review_id, page, user_id, org_id (the learner's at checkout), module_id,
 * item_id, slide_id, revision_id, submitted_at; solution_type, reference_result/_category,
 * response_result/_category, correct, outcome (correct/locator/interpretation/overcall, null when
 * unclassified), unclassified (its reason), objects_total, objects_seen, seen_marked, objects (jsonb:
 * ObjectScreening[]), tissue_percent, time_ms, screened_ms, tissue_mm2, pace (mm²/min).
 */
export const screeningSkillProjection: Projection<'screeningSkill'> = {
  name: 'screeningSkill',
  version: 1,
  tables: ['skill_reviews', 'skill_slide_tissue', 'skill_views', 'skill_clicks', 'skill_pages', 'skill_learners'],
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
      `create index if not exists skill_pages_org_idx on skill_pages (org_id, submitted_at)`,
    ]),
  notices: skillNotices,
  apply: async (db, events) => {
    const activity = new PageActivity();
    for (const event of events) {
      if (event.type === 'ViewportSampled' || event.type === 'ObjectOfInterestClicked') {
        activity.add(event.data as Parameters<PageActivity['add']>[0]);
        continue;
      }
      // Activity goes in before anything after it, so a submit sees the views recorded before it.
      await activity.flush(db);
      await applyOne(db, event);
    }
    await activity.flush(db);
  },
};

async function applyOne(db: SqlExecutor, event: RecordedEvent): Promise<void> {
  const reviewId = streamEntityId(event);
  switch (event.type) {
    case 'ReviewCheckedOut':
    case 'ReviewMarkedComplete': {
      const d = event.data as (ReviewCheckedOut | ReviewMarkedComplete)['data'];
      await db.query(
        `insert into skill_reviews (review_id, user_id, org_id, module_id, item_id) values ($1, $2, $3, $4, $5) on conflict (review_id) do nothing`,
        [d.reviewId, d.userId, event.type === 'ReviewMarkedComplete' ? (d as ReviewMarkedComplete['data']).orgId : event.metadata.orgId, d.moduleId, d.itemId],
      );
      return;
    }
    case 'ReviewPageSubmitted':
      return submitted(db, reviewId, event.data as ReviewPageSubmitted['data']);
    case 'ReviewCompleted':
      await db.query(`update skill_reviews set completed = true where review_id = $1`, [reviewId]);
      return dropActivity(db, reviewId);
    case 'ReviewCleared':
      // Nothing of a cleared attempt counts; the review starts over.
      await db.query(`update skill_reviews set completed = false where review_id = $1`, [reviewId]);
      await db.query(
        `with gone as (delete from skill_pages where review_id = $1 returning user_id)
         update skill_learners set version = version + 1 where user_id in (select user_id from gone)`,
        [reviewId],
      );
      return dropActivity(db, reviewId);
    case 'SlideProcessed':
      // A new image: its mask follows in the same append, or none (processing could not tell).
      await db.query(`delete from skill_slide_tissue where revision_id = $1`, [reviewId]);
      return;
    case 'SlideTissueMapped': {
      const { grid, mask } = event.data as SlideTissueMapped['data'];
      await db.query(
        `insert into skill_slide_tissue (revision_id, cols, rows, cell_size, mask) values ($1, $2, $3, $4, $5)
         on conflict (revision_id) do update set cols = excluded.cols, rows = excluded.rows, cell_size = excluded.cell_size, mask = excluded.mask`,
        [reviewId, grid.cols, grid.rows, grid.cellSize, mask],
      );
      return;
    }
  }
}

async function dropActivity(db: SqlExecutor, reviewId: string, page?: number): Promise<void> {
  const where = page === undefined ? 'review_id = $1' : 'review_id = $1 and page = $2';
  const params = page === undefined ? [reviewId] : [reviewId, page];
  await db.query(`delete from skill_views where ${where}`, params);
  await db.query(`delete from skill_clicks where ${where}`, params);
}

/** A diagnosed slide page was submitted: its row, from the submit, its views and the slide's mask. */
async function submitted(db: SqlExecutor, reviewId: string, d: ReviewPageSubmitted['data']): Promise<void> {
  const slide = d.slide;
  if (!slide) return;
  // One after another: the runner's transaction is one connection.
  const review = await db.query<{ user_id: string; org_id: string | null; module_id: string; item_id: string }>(
    `select user_id, org_id, module_id, item_id from skill_reviews where review_id = $1`,
    [reviewId],
  );
  const views = await db.query<PageViewRow>(`select at, session, magnification, corners from skill_views where review_id = $1 and page = $2 order by at, ord`, [
    reviewId,
    d.page,
  ]);
  const clicks = await db.query<{ object_id: string }>(`select object_id from skill_clicks where review_id = $1 and page = $2`, [reviewId, d.page]);
  const tissue = await db.query<{ cols: number; rows: number; cell_size: number; mask: string }>(
    `select cols, rows, cell_size, mask from skill_slide_tissue where revision_id = $1`,
    [slide.revisionId],
  );
  const owner = review.rows[0];
  const mask = tissue.rows[0];
  const skill = owner
    ? skillOfSubmittedPage({
        slide,
        views: views.rows.map((v) => ({ at: v.at, session: v.session, magnification: v.magnification, corners: v.corners })),
        clicked: clicks.rows.map((c) => c.object_id),
        tissue: mask ? { grid: { cols: mask.cols, rows: mask.rows, cellSize: mask.cell_size }, mask: mask.mask } : null,
        submitTime: d.submitTime,
      })
    : null;
  if (owner && skill) {
    const row = skillPageRow({ reviewId, page: d.page, submitTime: d.submitTime, slide, owner, skill });
    const columns = Object.keys(row);
    await db.query(
      `insert into skill_pages (${columns.join(', ')}) values (${columns.map((c, i) => (c === 'objects' ? `$${i + 1}::jsonb` : `$${i + 1}`)).join(', ')})
       on conflict (review_id, page) do nothing`,
      Object.values(row),
    );
    await db.query(
      `insert into skill_learners (user_id, org_id, version) values ($1, $2, 1)
       on conflict (user_id) do update set org_id = excluded.org_id, version = skill_learners.version + 1`,
      [owner.user_id, owner.org_id],
    );
  }
  await dropActivity(db, reviewId, d.page);
}

/** To the learner's own room and to those who may list them, for each learner whose rows the events changed. */
async function skillNotices(db: SqlExecutor, events: readonly RecordedEvent[]): Promise<LiveNotice[]> {
  const reviewIds = [...new Set(events.filter((e) => e.type === 'ReviewPageSubmitted' || e.type === 'ReviewCleared').map((e) => streamEntityId(e)))];
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
