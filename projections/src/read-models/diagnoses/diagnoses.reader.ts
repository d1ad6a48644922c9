import type { SqlExecutor } from '@cytocampus/event-store';

/**
 * How the API reads the diagnoses read model (ADR 0002 "Readers"; docs/adr/0028): its rows and its
 * queries live beside the projection that writes the table, so a change of a column changes both in
 * one place.
 */

/** A `slide_diagnoses` row as a review's result reads it: the result its slide page holds (null: none chosen). */
export interface SlideDiagnosisRow {
  page: number;
  result: string | null;
}

/** The results the review's slide pages hold, submitted or not, in no particular order. */
export async function slideDiagnoses(sql: SqlExecutor, reviewId: string): Promise<SlideDiagnosisRow[]> {
  const { rows } = await sql.query<SlideDiagnosisRow>(`select page, result from slide_diagnoses where review_id = $1`, [reviewId]);
  return rows;
}

/**
 * A review's submitted diagnoses by page (a jsonb object of page → result, empty when none), as a
 * scalar subquery on the review id `reviewId` (an expression of the outer query): the Slide Results
 * report reads them beside its records (a report never replays a review's stream).
 */
export const submittedDiagnosesOf = (reviewId: string): string => `(select coalesce(jsonb_object_agg(d.page, d.result), '{}') from slide_diagnoses d
   where d.review_id = ${reviewId} and d.submitted_on is not null)`;
