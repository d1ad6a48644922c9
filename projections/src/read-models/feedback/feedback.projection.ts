import { feedbackNoticeId, userRoom } from '@cytocampus/contracts';
import type { FeedbackSubmitted } from '@cytocampus/domain';
import type { RecordedEvent, SqlExecutor } from '@cytocampus/event-store';
import type { LiveNotice } from '../../live-notices.js';
import { perEvent, type Projection } from '../../projection.js';
import { execAll } from '../../sql.js';

const dataOf = (event: RecordedEvent) => event.data as FeedbackSubmitted['data'];

/**
 * To the learner's own tabs: the test summary's button turns into 'Feedback Submitted' in each.
 * The version is the row's, read back in the transaction.
 */
async function feedbackNotices(db: SqlExecutor, events: readonly RecordedEvent[]): Promise<LiveNotice[]> {
  const keys = events.map(dataOf);
  if (keys.length === 0) return [];
  const { rows } = await db.query<{ user_id: string; module_id: string; test_id: string; version: number }>(
    `select f.user_id, f.module_id, f.test_id, f.version from feedback_submissions f
       join unnest($1::text[], $2::text[], $3::text[]) as k(user_id, module_id, test_id)
         on (f.user_id, f.module_id, f.test_id) = (k.user_id, k.module_id, k.test_id)`,
    [keys.map((k) => k.userId), keys.map((k) => k.moduleId), keys.map((k) => k.testId)],
  );
  return rows.map((r) => ({ rooms: [userRoom(r.user_id)], notice: { model: 'feedback', id: feedbackNoticeId(r.module_id, r.test_id), version: r.version } }));
}

/**
 * The learners' P.A.C.E. feedback (docs/adr/0025): one row per learner, course and test.
 * `feedback_submissions` and its columns are a contract: the certificates read "feedback submitted
 * for each course" from it (a row for the user and course), and the reports will read the ratings.
 */
export const feedbackProjection: Projection<'feedback'> = {
  name: 'feedback',
  version: 1,
  tables: ['feedback_submissions'],
  notices: feedbackNotices,
  migrate: (db) =>
    execAll(db, [
      `create table if not exists feedback_submissions (
        user_id text not null,
        org_id text,
        module_id text not null,
        test_id text not null,
        form_id text not null,
        form_revision_id text not null,
        pace_program_number text not null,
        ratings jsonb not null,
        submitted_at timestamptz not null,
        version int not null default 1,
        primary key (user_id, module_id, test_id)
      )`,
      `create index if not exists feedback_submissions_org_idx on feedback_submissions (org_id, submitted_at desc)`,
    ]),
  ...perEvent({
    // One submission per stream (the decider refuses a second): a replayed event changes nothing.
    FeedbackSubmitted: (db, event) => {
      const d = dataOf(event);
      return db.query(
        `insert into feedback_submissions (user_id, org_id, module_id, test_id, form_id, form_revision_id, pace_program_number, ratings, submitted_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9) on conflict (user_id, module_id, test_id) do nothing`,
        [
          d.userId,
          event.metadata.orgId,
          d.moduleId,
          d.testId,
          d.formId,
          d.formRevisionId,
          d.paceProgramNumber,
          JSON.stringify(d.ratings),
          new Date(d.submittedAt).toISOString(),
        ],
      );
    },
  }),
};
