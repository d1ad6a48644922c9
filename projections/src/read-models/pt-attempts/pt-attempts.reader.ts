import type { PtResult } from '@cytocampus/contracts';
import type { PtCategory } from '@cytocampus/domain';
import type { SqlExecutor } from '@cytocampus/event-store';

/**
 * How the API reads the ptAttempts read model (ADR 0002 "Readers"; docs/adr/0035 "Taking a
 * proficiency test"): its rows and its queries live beside the projection that writes the table, so
 * a change of a column changes both in one place.
 */

/** An open attempt whose deadline has come: what the server's time-out submits. */
export interface DuePtAttemptRow {
  review_id: string;
  deadline: Date;
}

/** The open attempts whose deadline is `now` or earlier, the most overdue first, at most `limit` of them (the open deadlines are indexed). */
export async function duePtAttempts(sql: SqlExecutor, now: Date, limit: number): Promise<DuePtAttemptRow[]> {
  const { rows } = await sql.query<DuePtAttemptRow>(
    `select review_id, deadline from pt_attempts where submitted_at is null and deadline <= $1 order by deadline limit ${limit}`,
    [now],
  );
  return rows;
}

/** Every slide of the learner's proficiency test attempts (a drawn set leaves them out). */
export async function ptAttemptSlidesOfUser(sql: SqlExecutor, userId: string): Promise<string[]> {
  const { rows } = await sql.query<{ id: string }>(`select distinct jsonb_array_elements_text(slides) as id from pt_attempts where user_id = $1`, [userId]);
  return rows.map((r) => r.id);
}

/** Whether the slide is in one of the learner's attempts. */
export async function isInPtAttemptOf(sql: SqlExecutor, userId: string, slideItemId: string): Promise<boolean> {
  const { rows } = await sql.query(`select 1 from pt_attempts where user_id = $1 and slides @> jsonb_build_array($2::text) limit 1`, [userId, slideItemId]);
  return rows.length > 0;
}

/** A `pt_attempts` row as the result needs it, with the holder's name and the test's. */
export interface PtAttemptResultRow {
  review_id: string;
  user_id: string;
  module_id: string;
  item_id: string;
  grid: PtResult['grid'];
  size: 10 | 20;
  slides: string[];
  started_at: Date;
  submitted_at: Date | null;
  submitted_by: PtResult['submittedBy'] | null;
  points: number | null;
  max_points: number | null;
  score: number | null;
  passed: boolean | null;
  automatic_failures: string[] | null;
  results: { slideId: string; reference: PtCategory; response: PtCategory | null; points: number }[] | null;
  code: string | null;
  holder_name: string;
  test_name: string;
}

/** The attempts (aliased a) with their holder's name and their test's (the revision's). */
const ATTEMPT_SELECT = `select a.*, trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) as holder_name, coalesce(t.name, '') as test_name
  from pt_attempts a left join users u on u.id = a.user_id
  left join lateral (select name from content_items where id = a.revision_id) t on true`;

async function attemptResult(sql: SqlExecutor, where: string, params: unknown[]): Promise<PtAttemptResultRow | null> {
  const { rows } = await sql.query<PtAttemptResultRow>(`${ATTEMPT_SELECT} ${where}`, params);
  return rows[0] ?? null;
}

/** The attempt of review `reviewId`, submitted or not; null when there is none. */
export const ptAttemptResult = (sql: SqlExecutor, reviewId: string): Promise<PtAttemptResultRow | null> =>
  attemptResult(sql, `where a.review_id = $1`, [reviewId]);

/** The attempt with this verification code (only a graded one has one); null when there is none. */
export const ptAttemptResultByCode = (sql: SqlExecutor, code: string): Promise<PtAttemptResultRow | null> => attemptResult(sql, `where a.code = $1`, [code]);

/**
 * A proficiency attempt's own slides, in its pages' order (a drawn set differs per attempt), as a
 * scalar subquery on the review id `reviewId` (an expression of the outer query); null for a review
 * that is no attempt. The Slide Results report reads them beside its records.
 */
export const ptAttemptSlidesOf = (reviewId: string): string => `(select p.slides from pt_attempts p where p.review_id = ${reviewId})`;
