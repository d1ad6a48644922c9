import type { Announcement } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { announcementRow } from '@cytocampus/projections';

/** The one shared announcement from its read model (written by the 'announcement' projection). */
export async function readAnnouncement(sql: SqlClient): Promise<Announcement> {
  const row = await announcementRow(sql);
  return row ? { content: row.content, updated: row.updated.getTime() } : { content: '', updated: null };
}
