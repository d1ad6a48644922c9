import type { LtiToolKeyList } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { ltiListVersion, ltiPublicKeys } from '@cytocampus/projections';

/** Our keys as the administration lists them: kids and dates, the newest marked as signing. */
export async function toolKeyList(sql: SqlClient): Promise<LtiToolKeyList> {
  const [rows, version] = await Promise.all([ltiPublicKeys(sql), ltiListVersion(sql, 'keys')]);
  return { version, items: rows.map((row, i) => ({ kid: row.kid, created: row.created.getTime(), signing: i === rows.length - 1 })) };
}
