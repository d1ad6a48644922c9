import { directoryRoom, SLIDE_REVIEW_KINDS, userRoom, type CourseProgressPatch } from '@cytocampus/contracts';
import { courseResult, type CourseRetaken } from '@cytocampus/domain';
import type { RecordedEvent, SqlExecutor } from '@cytocampus/event-store';
import { idsOf, type LiveNotice } from '../../live-notices.js';

interface ChangedRecord {
  id: string;
  user_id: string;
  org_id: string | null;
  module_id: string;
  session: string | null;
  submitted_on: Date | null;
  version: number;
  summary_version: number | null;
  first_start: Date | null;
  last_submit: Date | null;
  complete_items: number | null;
  graded_items: number | null;
  progress_sum: number | null;
  result_sum: number | null;
  /** The course's items (only for a changed summary). */
  item_count: number | null;
}

/**
 * The items of the course's current revision that exist (as the learner catalogue counts them:
 * courseItemRefs of its fields, kept when some revision of the item exists, a case, known or
 * unknown being a slide; api/src/modules/learning/shared): what a summary's progress sum is divided
 * by. Only where `when` holds (the records whose summary changed); `$3` is SLIDE_REVIEW_KINDS.
 */
const itemCount = (moduleId: string, when: string) => `left join lateral (
    select count(*)::int as item_count
      from (select fields from content_items where type = 'module' and item_id = ${moduleId} order by active desc, created desc limit 1) m
      cross join lateral jsonb_array_elements(case when jsonb_typeof(m.fields->'items') = 'array' then m.fields->'items' else '[]'::jsonb end) i
     where ${when} and jsonb_typeof(i->'type') = 'string' and jsonb_typeof(i->'itemId') = 'string'
       and exists (select 1 from content_items ci where ci.item_id = i->>'itemId' and ci.type = case when i->>'type' = any($3) then 'slide' else i->>'type' end)
  ) n on true`;

/** The learner's new standing in the course, computed as the course header computes it (progress over the items, result over the completed graded ones). */
function progressPatch(r: ChangedRecord): CourseProgressPatch {
  const items = r.item_count ?? 0;
  return {
    moduleId: r.module_id,
    progress: items > 0 ? Math.min(1, (r.progress_sum ?? 0) / items) : 0,
    result: courseResult(r.result_sum ?? 0, r.graded_items ?? 0),
    completeItems: r.complete_items ?? 0,
    firstStart: r.first_start?.getTime() ?? null,
    lastSubmit: r.last_submit?.getTime() ?? null,
  };
}

/**
 * For every review the events changed: `review` to the learner's own room with the session (a
 * second tab's checkout expires the first at once); `stats` to those who may list the learner; and
 * when the course summary changed, `course` to the learner and `progress` (the new cell, so that
 * open progress screens patch it without asking) to those who may list the learner.
 */
export async function statsNotices(db: SqlExecutor, events: readonly RecordedEvent[]): Promise<LiveNotice[]> {
  return [...(await reviewNotices(db, events)), ...(await retakeNotices(db, events))];
}

/**
 * A course retaken (issue 30): its summary changed with no review of this batch, so `course` to the
 * learner and `progress` to those who may list them, from the summary of that course.
 */
async function retakeNotices(db: SqlExecutor, events: readonly RecordedEvent[]): Promise<LiveNotice[]> {
  const retakes = events.filter((e) => e.type === 'CourseRetaken').map((e) => e.data as CourseRetaken['data']);
  if (retakes.length === 0) return [];
  const { rows } = await db.query<ChangedRecord>(
    `select c.user_id, c.module_id, c.org_id, c.version as summary_version, c.first_start, c.last_submit, c.complete_items, c.graded_items,
            c.progress_sum, c.result_sum, n.item_count
       from course_summaries c ${itemCount('c.module_id', 'true')}
      where (c.user_id, c.module_id) in (select * from unnest($1::text[], $2::text[]))`,
    [retakes.map((r) => r.userId), retakes.map((r) => r.moduleId), SLIDE_REVIEW_KINDS],
  );
  return rows.flatMap((r): LiveNotice[] => [
    { rooms: [userRoom(r.user_id)], notice: { model: 'course', id: r.module_id, version: r.summary_version ?? 1 } },
    {
      rooms: [directoryRoom(r.org_id), directoryRoom(null)],
      notice: { model: 'progress', id: r.user_id, version: r.summary_version ?? 1, patch: progressPatch(r) },
    },
  ]);
}

async function reviewNotices(db: SqlExecutor, events: readonly RecordedEvent[]): Promise<LiveNotice[]> {
  const ids = idsOf(events, 'review');
  if (ids.length === 0) return [];
  const changedSummaries = new Set(
    events.filter((e) => e.type !== 'ReviewUpdated' && e.type !== 'ReviewSaved' && e.type !== 'ReviewPageVisited').map((e) => e.streamId),
  );
  const summarized = ids.filter((id) => changedSummaries.has(`review-${id}`));
  const { rows } = await db.query<ChangedRecord>(
    `select s.id, s.user_id, s.org_id, s.module_id, s.session, s.submitted_on, s.version, c.version as summary_version,
            c.first_start, c.last_submit, c.complete_items, c.graded_items, c.progress_sum, c.result_sum, n.item_count
       from stats_records s left join course_summaries c on c.user_id = s.user_id and c.module_id = s.module_id
       ${itemCount('s.module_id', 's.id = any($2)')}
      where s.id = any($1)`,
    [ids, summarized, SLIDE_REVIEW_KINDS],
  );
  // Two reviews of one learner's course in a batch changed one summary: one notice of it.
  const summaries = new Set<string>();
  return rows.flatMap((r): LiveNotice[] => {
    const own = [userRoom(r.user_id)];
    const listers = [directoryRoom(r.org_id), directoryRoom(null)];
    const notices: LiveNotice[] = [
      { rooms: own, notice: { model: 'review', id: r.id, version: r.version, patch: { session: r.session, submitTime: r.submitted_on?.getTime() ?? null } } },
      { rooms: listers, notice: { model: 'stats', id: r.id, version: r.version } },
    ];
    const summary = `${r.user_id}/${r.module_id}`;
    if (changedSummaries.has(`review-${r.id}`) && r.summary_version !== null && !summaries.has(summary)) {
      summaries.add(summary);
      notices.push({ rooms: own, notice: { model: 'course', id: r.module_id, version: r.summary_version } });
      notices.push({ rooms: listers, notice: { model: 'progress', id: r.user_id, version: r.summary_version, patch: progressPatch(r) } });
    }
    return notices;
  });
}
