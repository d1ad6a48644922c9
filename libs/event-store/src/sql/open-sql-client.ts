import { createPgClient, type PgClientOptions } from './pg-client.js';
import { createPgliteClient } from './pglite-client.js';
import type { SqlClient } from './types.js';

export interface OpenSqlClientOptions extends PgClientOptions {
  /** Real PostgreSQL (DATABASE_URL). When unset, PGlite runs in this process. */
  databaseUrl?: string | undefined;
  /** PGlite data directory (or 'memory://'), used only without databaseUrl. */
  dataDir: string;
}

export function openSqlClient(options: OpenSqlClientOptions): Promise<SqlClient> {
  const { databaseUrl, dataDir, ...pgOptions } = options;
  return databaseUrl ? createPgClient(databaseUrl, pgOptions) : createPgliteClient(dataDir);
}
