import type { SqlExecutor } from '@cytocampus/event-store';
import type { ReviewActivity } from '@cytocampus/contracts';

type Placed = ReviewActivity & { reviewId: string; page: number; session: string };

/**
 * The views and object clicks of a run of activity events, written in one statement each (a review
 * sends a view every few hundred ms: one insert per event would bound the catch-up rate). Kept
 * only for a page still open in a review not completed: the analytics classify a page once, at
 * its submit, and the activity stream keeps everything for the replay.
 */
export class PageActivity {
  private views: object[] = [];
  private clicks: object[] = [];

  add(activity: Placed): void {
    if (activity.kind === 'view')
      this.views.push({
        review_id: activity.reviewId,
        page: activity.page,
        at: activity.at,
        session: activity.session,
        magnification: activity.zoom,
        corners: activity.corners,
      });
    else if (activity.kind === 'objectClick') this.clicks.push({ review_id: activity.reviewId, page: activity.page, object_id: activity.objectId });
  }

  async flush(db: SqlExecutor): Promise<void> {
    const [views, clicks] = [this.views, this.clicks];
    this.views = [];
    this.clicks = [];
    if (views.length > 0)
      await db.query(
        `insert into skill_views (review_id, page, at, session, magnification, corners)
         select v.review_id, v.page, v.at, v.session, v.magnification, v.corners
           from jsonb_to_recordset($1::jsonb) as v(review_id text, page int, at float8, session text, magnification float8, corners jsonb)
          where ${STILL_OPEN}`,
        [JSON.stringify(views)],
      );
    if (clicks.length > 0)
      await db.query(
        `insert into skill_clicks (review_id, page, object_id)
         select distinct v.review_id, v.page, v.object_id from jsonb_to_recordset($1::jsonb) as v(review_id text, page int, object_id text)
          where ${STILL_OPEN}
         on conflict do nothing`,
        [JSON.stringify(clicks)],
      );
  }
}

/** The page's review is open and the page has no row yet. */
const STILL_OPEN = `exists (select 1 from skill_reviews r where r.review_id = v.review_id and not r.completed)
  and not exists (select 1 from skill_pages p where p.review_id = v.review_id and p.page = v.page)`;
