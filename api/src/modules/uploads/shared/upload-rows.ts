import type { UploadPurpose, UploadStatus } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';

/** A row of the uploads read model (size is int8, read as a string). */
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Upload ids are UUIDs we generate; anything else is not an upload (and never reaches a path). */
export const isUploadId = (id: string): boolean => UUID.test(id);

export async function findUpload(sql: SqlClient, id: string): Promise<UploadRow | null> {
  if (!isUploadId(id)) return null;
  const { rows } = await sql.query<UploadRow>('select * from uploads where id = $1', [id]);
  return rows[0] ?? null;
}

/** The owner's uploads still in their list, newest first. */
export async function listedUploads(sql: SqlClient, ownerId: string, limit = 50): Promise<UploadRow[]> {
  const { rows } = await sql.query<UploadRow>('select * from uploads where owner_id = $1 and not cleared order by created desc, id limit $2', [ownerId, limit]);
  return rows;
}
