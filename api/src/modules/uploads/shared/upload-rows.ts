import type { SqlClient } from '@cytocampus/event-store';
import { uploadById, type UploadRow } from '@cytocampus/projections';

/** The uploads read model's row and its owner's list, from its reader (ADR 0002 "Readers"). */
export { listedUploads, type UploadRow } from '@cytocampus/projections';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Upload ids are UUIDs we generate; anything else is not an upload (and never reaches a path). */
export const isUploadId = (id: string): boolean => UUID.test(id);

export async function findUpload(sql: SqlClient, id: string): Promise<UploadRow | null> {
  return isUploadId(id) ? uploadById(sql, id) : null;
}
