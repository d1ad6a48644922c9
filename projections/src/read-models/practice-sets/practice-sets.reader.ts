import type { SqlExecutor } from '@cytocampus/event-store';

/**
 * How the API reads the practiceSets read model (ADR 0002 "Readers"): its row and its queries live
 * beside the projection that writes the table, so a change of a column changes both in one place.
 */

/** A row of `practice_sets`: one assigned (or kept) set. */
export interface PracticeSetRow {
  set_id: string;
  slides: { slideId: string; reason: string }[];
  /** A user id. */
  assigned_by: string;
  assigned_at: Date;
}

/** The learner's newest set, null when none: the one the practice set test opens and the Skills page shows. */
export async function newestPracticeSet(sql: SqlExecutor, userId: string): Promise<PracticeSetRow | null> {
  const { rows } = await sql.query<PracticeSetRow>(
    `select set_id, slides, assigned_by, assigned_at from practice_sets where user_id = $1 order by assigned_at desc, set_id limit 1`,
    [userId],
  );
  return rows[0] ?? null;
}
