import type { UploadPurpose, UploadStatus } from '@cytocampus/contracts';
import type { SqlExecutor } from '@cytocampus/event-store';

/**
 * How the API reads the uploads read model (ADR 0002 "Readers"): its row and its queries live
 * beside the projection that writes the table, so a change of a column changes both in one place.
 */

/** A row of `uploads` (size is int8, read as a string). */
export interface UploadRow {
  id: string;
  owner_id: string;
  name: string;
  type: string;
  size: string;
  purpose: UploadPurpose;
  status: UploadStatus;
  error: string | null;
  cleared: boolean;
  created: Date;
}

/** The upload of this id, null when there is none. */
export async function uploadById(sql: SqlExecutor, id: string): Promise<UploadRow | null> {
  const { rows } = await sql.query<UploadRow>('select * from uploads where id = $1', [id]);
  return rows[0] ?? null;
}

/** The owner's uploads still in their list, newest first. */
export async function listedUploads(sql: SqlExecutor, ownerId: string, limit = 50): Promise<UploadRow[]> {
  const { rows } = await sql.query<UploadRow>('select * from uploads where owner_id = $1 and not cleared order by created desc, id limit $2', [ownerId, limit]);
  return rows;
}

/** Unfinished uploads begun before `cutoff` (at most 500 at a time): the expiry sweep fails them. */
export async function expiredUploadIds(sql: SqlExecutor, cutoff: Date): Promise<string[]> {
  const { rows } = await sql.query<{ id: string }>(`select id from uploads where status = 'uploading' and created < $1 limit 500`, [cutoff]);
  return rows.map((r) => r.id);
}

/** How many uploads of the owner are unfinished and still in their list. */
export async function unfinishedUploadCount(sql: SqlExecutor, ownerId: string): Promise<number> {
  const { rows } = await sql.query<{ n: number }>(`select count(*)::int as n from uploads where owner_id = $1 and status = 'uploading' and not cleared`, [
    ownerId,
  ]);
  return rows[0]?.n ?? 0;
}
