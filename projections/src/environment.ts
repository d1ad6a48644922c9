import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { createEventStore, openSqlClient, type EventStore, type SqlClient } from '@cytocampus/event-store';
import type { Logger } from './logger.js';
import { migrateReadModels } from './read-models/index.js';

/** What a projections process opens: the read-model database and the event store. */
export interface ProjectionsEnvironment {
  sql: SqlClient;
  store: EventStore;
  logger: Logger;
  close(): Promise<void>;
}

export async function openEnvironment(env: NodeJS.ProcessEnv = process.env): Promise<ProjectionsEnvironment> {
  const logger = pino({ level: env.LOG_LEVEL ?? 'info', base: { app: 'cytocampus-projections' } });
  const dataDir = resolve(env.DATA_DIR ?? fileURLToPath(new URL('../../data', import.meta.url)));
  const sql = await openSqlClient({ databaseUrl: env.DATABASE_URL || undefined, dataDir: join(dataDir, 'pglite') });
  const store = await createEventStore({
    sql,
    eventstoreUrl: env.EVENTSTORE_URL || undefined,
    onError: (error) => logger.warn({ err: error }, 'event store background error'),
  });
  await migrateReadModels(sql);
  return {
    sql,
    store,
    logger,
    close: async () => {
      await store.close();
      await sql.close();
    },
  };
}
