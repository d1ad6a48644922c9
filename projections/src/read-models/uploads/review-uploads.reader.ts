import type { SqlExecutor } from '@cytocampus/event-store';

/**
 * How the API reads the uploads read model for a review (ADR 0002 "Readers"): the query lives
 * beside the projection that writes the table, so a change of a column changes both in one place.
 */

/** Of these upload ids, those whose upload is a video (a presentation's video pages are credited as watched). */
export async function videoUploadIds(sql: SqlExecutor, ids: readonly string[]): Promise<Set<string>> {
  const { rows } = await sql.query<{ id: string }>(`select id from uploads where id = any($1) and type like 'video/%'`, [ids]);
  return new Set(rows.map((r) => r.id));
}
