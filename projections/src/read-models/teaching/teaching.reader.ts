import type { SqlExecutor } from '@cytocampus/event-store';
import type { TeachingTableRow } from './teaching-rows.js';

/**
 * How the API reads the teaching_sessions read model (ADR 0002 "Readers"; docs/adr/0030): its row
 * (`TeachingTableRow`, in teaching-rows.ts, which the notices share) and its queries live beside the
 * projection that writes the table.
 */

/** A live session as the list shows it: with its slide's, instructor's and group's names (null when gone). */
export interface TeachingListRow extends TeachingTableRow {
  slide_name: string | null;
  instructor_name: string | null;
  group_name: string | null;
}

/** Who asks for the live sessions: admins see every one, others those they run or whose audience they are in. */
export interface TeachingViewer {
  admin: boolean;
  userId: string;
  orgId: string | null;
  groupId: string | null;
}

/** The session, null when there is none: every route and socket check on one session starts here. */
export async function teachingSession(sql: SqlExecutor, id: string): Promise<TeachingTableRow | null> {
  const { rows } = await sql.query<TeachingTableRow>('select * from teaching_sessions where id = $1', [id]);
  return rows[0] ?? null;
}

/** The live sessions the viewer may see (at most 100, newest first): the teaching list. */
export async function liveTeachingSessions(sql: SqlExecutor, viewer: TeachingViewer): Promise<TeachingListRow[]> {
  const { rows } = await sql.query<TeachingListRow>(
    `select t.*, c.name as slide_name, nullif(trim(u.first_name || ' ' || u.last_name), '') as instructor_name, g.name as group_name
         from teaching_sessions t
         left join content_items c on c.id = t.revision_id
         left join users u on u.id = t.instructor_id
         left join groups g on g.id = t.group_id
        where t.status = 'live'
          and ($1 or t.instructor_id = $2 or (t.org_id = $3 and (t.group_id is null or t.group_id = $4)))
        order by t.started desc limit 100`,
    [viewer.admin, viewer.userId, viewer.orgId, viewer.groupId],
  );
  return rows;
}

/** Whether the user runs or joined a live session on the slide (a revision or item id): the slide's image routes then serve them. */
export async function attendsLiveTeachingSlide(sql: SqlExecutor, slideId: string, userId: string): Promise<boolean> {
  const { rows } = await sql.query(
    `select 1 from teaching_sessions
        where status = 'live' and (revision_id = $1 or slide_id = $1)
          and (instructor_id = $2 or participants @> jsonb_build_array(jsonb_build_object('userId', $2::text))) limit 1`,
    [slideId, userId],
  );
  return rows.length > 0;
}
