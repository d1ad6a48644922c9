import type { FeedbackRating } from '@cytocampus/contracts';
import type { SqlExecutor } from '@cytocampus/event-store';

/**
 * How the API reads the feedback read model (ADR 0002 "Readers"): its rows and its queries live
 * beside the projection that writes the table, so a change of a column changes both in one place.
 */

/** A row of `feedback_submissions` as a learner's submissions read it: one submitted evaluation of a test of a course. */
export interface FeedbackSubmissionRow {
  module_id: string;
  test_id: string;
  form_id: string;
  form_revision_id: string;
  pace_program_number: string;
  ratings: FeedbackRating[];
  submitted_at: Date;
}

/** The courses a learner has given feedback on: a certificate needs it for each of its courses. */
export async function coursesWithFeedback(sql: SqlExecutor, userId: string): Promise<string[]> {
  const { rows } = await sql.query<{ module_id: string }>(`select distinct module_id from feedback_submissions where user_id = $1`, [userId]);
  return rows.map((r) => r.module_id);
}

/**
 * A learner's own submissions for a test, of one course or (null) of every course, oldest first:
 * what their test summary shows as 'Feedback Submitted'.
 */
export async function feedbackSubmissions(sql: SqlExecutor, userId: string, testId: string, moduleId: string | null): Promise<FeedbackSubmissionRow[]> {
  const { rows } = await sql.query<FeedbackSubmissionRow>(
    `select module_id, test_id, form_id, form_revision_id, pace_program_number, ratings, submitted_at from feedback_submissions
        where user_id = $1 and test_id = $2 and ($3::text is null or module_id = $3) order by submitted_at, module_id`,
    [userId, testId, moduleId],
  );
  return rows;
}

/** A submission as the Course Feedback report lists it: with its learner and their organization. */
export interface FeedbackReportRow {
  user_id: string;
  first_name: string;
  last_name: string;
  email: string;
  org_name: string | null;
  module_id: string;
  form_revision_id: string;
  pace_program_number: string;
  ratings: FeedbackRating[];
  submitted_at: Date;
}

/**
 * What the Course Feedback report reads (docs/adr/0028), for the API's keyset paging: each
 * submission `f` with its learner `u` (the API joins their organization `o`, scopes the learners
 * and keeps `submittedAt` within the dates), in the order of the table's key.
 */
export const FEEDBACK_REPORT = {
  columns: `f.user_id, u.first_name, u.last_name, u.email, o.name as org_name, f.module_id, f.form_revision_id, f.pace_program_number, f.ratings, f.submitted_at`,
  from: `feedback_submissions f join users u on u.id = f.user_id`,
  submittedAt: 'f.submitted_at',
  keys: [
    { expr: 'f.user_id', type: 'text', same: ['u.id'] },
    { expr: 'f.module_id', type: 'text' },
    { expr: 'f.test_id', type: 'text' },
  ],
} as const;
