import type { SqlExecutor } from '@cytocampus/event-store';

/**
 * How the API reads the announcement read model (ADR 0002 "Readers"): its row and its query live
 * beside the projection that writes the table, so a change of a column changes both in one place.
 */

/** The row of `announcement`: the one shared announcement, whose id is always 'main'. */
export interface AnnouncementRow {
  /** Sanitized HTML. */
  content: string;
  updated: Date;
}

/** The shared announcement shown on the home page, null until one has ever been written. */
export async function announcementRow(sql: SqlExecutor): Promise<AnnouncementRow | null> {
  const { rows } = await sql.query<AnnouncementRow>(`select content, updated from announcement where id = 'main'`);
  return rows[0] ?? null;
}
