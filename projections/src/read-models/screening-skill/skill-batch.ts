import type { ReviewActivity } from '@cytocampus/contracts';
import { skillOfSubmittedPage, type SubmittedSlide } from '@cytocampus/domain';
import type { SqlExecutor } from '@cytocampus/event-store';
import { skillPageRow, type PageViewRow } from './skill-page-row.js';
import { tallyCtes } from './skill-tallies.js';

type Placed = ReviewActivity & { reviewId: string; page: number; session: string };
interface Submit {
  reviewId: string;
  page: number;
  submitTime: number;
  slide: SubmittedSlide;
}
interface SubmitFacts {
  review_id: string;
  page: number;
  owner: { user_id: string; org_id: string | null; module_id: string; item_id: string } | null;
  views: PageViewRow[];
  clicks: string[];
  tissue: { cols: number; rows: number; cell_size: number; mask: string } | null;
}

const pageKey = (reviewId: string, page: number) => `${reviewId}\u0000${page}`;
const json = (rows: readonly object[]) => JSON.stringify(rows);

/** The page's review is known and open, and the page has no row yet. */
const STILL_OPEN = `exists (select 1 from skill_reviews r where r.review_id = v.review_id and not r.completed)
  and not exists (select 1 from skill_pages p where p.review_id = v.review_id and p.page = v.page)`;

/** What the submits need of the tables, all of them in one round trip. */
const SUBMIT_FACTS = `select s.review_id, s.page,
  (select row_to_json(r) from (select user_id, org_id, module_id, item_id from skill_reviews where review_id = s.review_id) r) as owner,
  (select coalesce(json_agg(json_build_object('at', at, 'session', session, 'magnification', magnification, 'corners', corners) order by at, ord), '[]')
     from skill_views v where v.review_id = s.review_id and v.page = s.page) as views,
  (select coalesce(json_agg(object_id), '[]') from skill_clicks c where c.review_id = s.review_id and c.page = s.page) as clicks,
  (select row_to_json(t) from (select cols, rows, cell_size, mask from skill_slide_tissue where revision_id = s.revision_id) t) as tissue
  from jsonb_to_recordset($1::jsonb) as s(review_id text, page int, revision_id text)`;

/**
 * A run of events written set-based, a few statements however many reviews it holds (a catch-up
 * applies thousands): the reviews checked out, the views and object clicks of pages still open,
 * the submitted pages classified from their views (skillOfSubmittedPage), and the reviews completed.
 * In event order: activity after its page's submit or its review's completion in the same run is
 * dropped, as the tables would drop it. Events that change what a later one reads (a cleared
 * review, a slide's mask) are applied alone, after a flush.
 */
export class SkillBatch {
  private reviews: object[] = [];
  private views: object[] = [];
  private clicks: object[] = [];
  private submits: Submit[] = [];
  private completed = new Set<string>();
  private closedPages = new Set<string>();

  review(row: { review_id: string; user_id: string; org_id: string | null; module_id: string; item_id: string }): void {
    this.reviews.push(row);
  }

  activity(a: Placed): void {
    if (this.completed.has(a.reviewId) || this.closedPages.has(pageKey(a.reviewId, a.page))) return;
    if (a.kind === 'view') this.views.push({ review_id: a.reviewId, page: a.page, at: a.at, session: a.session, magnification: a.zoom, corners: a.corners });
    else if (a.kind === 'objectClick') this.clicks.push({ review_id: a.reviewId, page: a.page, object_id: a.objectId });
  }

  submit(submit: Submit): void {
    this.submits.push(submit);
    this.closedPages.add(pageKey(submit.reviewId, submit.page));
  }

  complete(reviewId: string): void {
    this.completed.add(reviewId);
  }

  async flush(db: SqlExecutor): Promise<void> {
    const { reviews, views, clicks, submits, completed } = this;
    this.reviews = [];
    this.views = [];
    this.clicks = [];
    this.submits = [];
    this.completed = new Set();
    this.closedPages = new Set();
    if (reviews.length > 0)
      await db.query(
        `insert into skill_reviews (review_id, user_id, org_id, module_id, item_id)
         select * from jsonb_to_recordset($1::jsonb) as r(review_id text, user_id text, org_id text, module_id text, item_id text)
         on conflict (review_id) do nothing`,
        [json(reviews)],
      );
    if (views.length > 0)
      await db.query(
        `insert into skill_views (review_id, page, at, session, magnification, corners)
         select v.review_id, v.page, v.at, v.session, v.magnification, v.corners
           from jsonb_to_recordset($1::jsonb) as v(review_id text, page int, at float8, session text, magnification float8, corners jsonb)
          where ${STILL_OPEN}`,
        [json(views)],
      );
    if (clicks.length > 0)
      await db.query(
        `insert into skill_clicks (review_id, page, object_id)
         select distinct v.review_id, v.page, v.object_id from jsonb_to_recordset($1::jsonb) as v(review_id text, page int, object_id text)
          where ${STILL_OPEN}
         on conflict do nothing`,
        [json(clicks)],
      );
    if (submits.length > 0) await this.classify(db, submits);
    if (completed.size > 0) {
      const ids = [...completed];
      await db.query(`update skill_reviews set completed = true where review_id = any($1)`, [ids]);
      await db.query(`with views as (delete from skill_views where review_id = any($1)) delete from skill_clicks where review_id = any($1)`, [ids]);
    }
  }

  /** The submitted pages' rows, added to the tallies, each learner's version moved by their new rows, and the pages' views dropped. */
  private async classify(db: SqlExecutor, submits: readonly Submit[]): Promise<void> {
    const pages = submits.map((s) => ({ review_id: s.reviewId, page: s.page, revision_id: s.slide.revisionId }));
    const { rows } = await db.query<SubmitFacts>(SUBMIT_FACTS, [json(pages)]);
    const facts = new Map(rows.map((r) => [pageKey(r.review_id, r.page), r]));
    const added = submits.flatMap((s) => {
      const f = facts.get(pageKey(s.reviewId, s.page));
      if (!f?.owner) return [];
      const tissue = f.tissue ? { grid: { cols: f.tissue.cols, rows: f.tissue.rows, cellSize: f.tissue.cell_size }, mask: f.tissue.mask } : null;
      const skill = skillOfSubmittedPage({ slide: s.slide, views: f.views, clicked: f.clicks, tissue, submitTime: s.submitTime });
      return skill ? [skillPageRow({ reviewId: s.reviewId, page: s.page, submitTime: s.submitTime, slide: s.slide, owner: f.owner, skill })] : [];
    });
    if (added.length > 0)
      await db.query(
        `with added as (
           insert into skill_pages select * from jsonb_populate_recordset(null::skill_pages, $1::jsonb)
           on conflict (review_id, page) do nothing returning *),
         ${tallyCtes('added', 1)},
         learners as (select user_id, max(org_id) as org_id, count(*)::int as n from added group by user_id)
         insert into skill_learners (user_id, org_id, version) select user_id, org_id, n from learners
         on conflict (user_id) do update set org_id = excluded.org_id, version = skill_learners.version + excluded.version`,
        [json(added)],
      );
    await db.query(
      `with pages as (select * from jsonb_to_recordset($1::jsonb) as p(review_id text, page int)),
            views as (delete from skill_views v using pages p where v.review_id = p.review_id and v.page = p.page)
       delete from skill_clicks c using pages p where c.review_id = p.review_id and c.page = p.page`,
      [json(pages)],
    );
  }
}
