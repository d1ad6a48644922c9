import type { Announcement } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';

/** The one shared announcement from its read model (written by the 'announcement' projection). */
export async function readAnnouncement(sql: SqlClient): Promise<Announcement> {
  const { rows } = await sql.query<{ content: string; updated: Date }>(`select content, updated from announcement where id = 'main'`);
  const row = rows[0];
  return row ? { content: row.content, updated: row.updated.getTime() } : { content: '', updated: null };
}
