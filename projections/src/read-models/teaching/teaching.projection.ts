import { orgRoom, teachingRoom } from '@cytocampus/contracts';
import { TEACHING_EVENT_TYPES, type TeachingEvent, type TeachingSessionStartedData } from '@cytocampus/domain';
import type { RecordedEvent, SqlExecutor } from '@cytocampus/event-store';
import { fitting, type LiveNotice } from '../../live-notices.js';
import { perEvent, type Projection } from '../../projection.js';
import { execAll } from '../../sql.js';
import { teachingPatch, type TeachingTableRow } from './teaching-rows.js';

const TEACHING_EVENTS: ReadonlySet<string> = new Set(TEACHING_EVENT_TYPES);
/** Events that change which sessions an organization's lists show. */
const LIST_EVENTS: ReadonlySet<string> = new Set(['TeachingSessionStarted', 'TeachingSessionEnded']);
const sessionIdOf = (event: RecordedEvent): string => (event.data as { sessionId: string }).sessionId;
const iso = (ms: number): string => new Date(ms).toISOString();
type DataOf<T extends TeachingEvent['type']> = Extract<TeachingEvent, { type: T }>['data'];

/**
 * One `teaching` notice per session the events changed, with the shared fields as its patch, to the
 * session's room; a start or an end also to its organization's room (the lists of live sessions),
 * so an answer does not reach everyone of the organization.
 */
async function teachingNotices(db: SqlExecutor, events: readonly RecordedEvent[]): Promise<LiveNotice[]> {
  const mine = events.filter((e) => TEACHING_EVENTS.has(e.type));
  const ids = [...new Set(mine.map(sessionIdOf))];
  if (ids.length === 0) return [];
  const listed = new Set(mine.filter((e) => LIST_EVENTS.has(e.type)).map(sessionIdOf));
  const { rows } = await db.query<TeachingTableRow>(`select * from teaching_sessions where id = any($1)`, [ids]);
  return rows.map((row) =>
    fitting([teachingRoom(row.id), ...(listed.has(row.id) ? [orgRoom(row.org_id)] : [])], {
      model: 'teaching',
      id: row.id,
      version: row.version,
      patch: teachingPatch(row),
    }),
  );
}

const update = (db: SqlExecutor, event: RecordedEvent, set: string, values: unknown[] = []) =>
  db.query(`update teaching_sessions set ${set}, version = version + 1 where id = $1`, [sessionIdOf(event), ...values]);

/**
 * Live teaching sessions (docs/adr/0030): one row per session with its participants, who holds
 * control, the current poll (each participant's last answer) and the revealed solution. The
 * viewer's motion is not here: it is never recorded.
 */
export const teachingProjection: Projection<'teaching_sessions'> = {
  name: 'teaching_sessions',
  version: 1,
  tables: ['teaching_sessions'],
  notices: teachingNotices,
  migrate: (db) =>
    execAll(db, [
      `create table if not exists teaching_sessions (
        id text primary key,
        org_id text not null,
        slide_id text not null,
        revision_id text not null,
        title text not null,
        instructor_id text not null,
        audience jsonb not null,
        group_id text,
        status text not null,
        started timestamptz not null,
        ended timestamptz,
        participants jsonb not null default '[]',
        controller_id text,
        poll jsonb,
        solution jsonb,
        version int not null default 1
      )`,
      `create index if not exists teaching_sessions_live_idx on teaching_sessions (org_id, started desc) where status = 'live'`,
      `create index if not exists teaching_sessions_slide_idx on teaching_sessions (revision_id) where status = 'live'`,
    ]),
  ...perEvent({
    TeachingSessionStarted: (db, event) => {
      const d = event.data as TeachingSessionStartedData;
      return db.query(
        `insert into teaching_sessions (id, org_id, slide_id, revision_id, title, instructor_id, audience, group_id, status, started)
         values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, 'live', $9) on conflict (id) do nothing`,
        [
          d.sessionId,
          d.orgId,
          d.slideId,
          d.revisionId,
          d.title,
          d.instructorId,
          JSON.stringify(d.audience),
          d.audience.kind === 'group' ? d.audience.groupId : null,
          iso(d.at),
        ],
      );
    },
    TeachingParticipantJoined: (db, event) => {
      const d = event.data as DataOf<'TeachingParticipantJoined'>;
      return update(db, event, `participants = participants || jsonb_build_array(jsonb_build_object('userId', $2::text, 'joined', $3::bigint))`, [
        d.userId,
        d.at,
      ]);
    },
    TeachingControlHanded: (db, event) => update(db, event, `controller_id = $2`, [(event.data as DataOf<'TeachingControlHanded'>).userId]),
    TeachingPollOpened: (db, event) => {
      const d = event.data as DataOf<'TeachingPollOpened'>;
      return update(db, event, `poll = $2::jsonb`, [JSON.stringify({ pollId: d.pollId, options: d.options, open: true, answers: {} })]);
    },
    TeachingPollAnswered: (db, event) => {
      const d = event.data as DataOf<'TeachingPollAnswered'>;
      return update(db, event, `poll = jsonb_set(poll, array['answers', $2::text], to_jsonb($3::text))`, [d.userId, d.answer]);
    },
    TeachingPollClosed: (db, event) => update(db, event, `poll = jsonb_set(poll, '{open}', 'false')`),
    TeachingSolutionRevealed: (db, event) => {
      const { result, objects } = event.data as DataOf<'TeachingSolutionRevealed'>;
      return update(db, event, `solution = $2::jsonb`, [JSON.stringify({ result, objects })]);
    },
    TeachingSessionEnded: (db, event) =>
      update(
        db,
        event,
        `status = 'ended', ended = $2, controller_id = null, poll = case when poll is null then null else jsonb_set(poll, '{open}', 'false') end`,
        [iso((event.data as DataOf<'TeachingSessionEnded'>).at)],
      ),
  }),
};
