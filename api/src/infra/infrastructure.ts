import { join } from 'node:path';
import { createClient, type RedisClientType } from 'redis';
import { createEventStore, openSqlClient, type EventStore, type SqlClient } from '@cytocampus/event-store';
import { CheckpointWatcher, migrateReadModels } from '@cytocampus/projections';
import type { Config } from './config.js';
import { systemClock, type Clock } from './clock.js';
import type { Logger } from './logger.js';
import { createMailer, type Mailer } from './mailer.js';
import { Opened } from './opened.js';
import { createRateLimits, type RateLimits } from './rate-limits.js';
import { Sealer } from './sealed-secrets.js';
import { loadDataKeys, loadSecrets, type Secrets } from './secrets.js';

/** Everything outside the process the API talks to, opened once and closed together. */
export interface Infrastructure {
  config: Config;
  logger: Logger;
  clock: Clock;
  sql: SqlClient;
  store: EventStore;
  checkpoints: CheckpointWatcher;
  redis: RedisClientType | null;
  mailer: Mailer;
  rateLimits: RateLimits;
  secrets: Secrets;
  /** Seals secrets kept at rest (sealed-secrets.ts). */
  sealer: Sealer;
  close(): Promise<void>;
}

export async function openInfrastructure(config: Config, logger: Logger, clock: Clock = systemClock): Promise<Infrastructure> {
  const opened = new Opened(logger);
  return opened.orClose(async () => {
    const sql = await openSqlClient({ databaseUrl: config.databaseUrl ?? undefined, dataDir: join(config.dataDir, 'pglite') });
    opened.add('the database', () => sql.close());
    const store = await createEventStore({
      sql,
      eventstoreUrl: config.eventstoreUrl ?? undefined,
      onError: (error) => logger.warn({ err: error }, 'event store background error'),
    });
    opened.add('the event store', () => store.close());
    await migrateReadModels(sql);
    const checkpoints = await CheckpointWatcher.start(sql);
    opened.add('the checkpoint watcher', () => checkpoints.close());
    let redis: RedisClientType | null = null;
    if (config.redisUrl) {
      const client: RedisClientType = createClient({ url: config.redisUrl });
      client.on('error', (error: Error) => logger.error({ err: error }, 'redis error'));
      await client.connect();
      opened.add('redis', () => client.quit());
      redis = client;
    }
    return {
      config,
      logger,
      clock,
      sql,
      store,
      checkpoints,
      redis,
      mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: join(config.dataDir, 'outbox'), logger }),
      rateLimits: createRateLimits(redis, config.redisPrefix),
      secrets: await loadSecrets(config.dataDir),
      sealer: new Sealer(await loadDataKeys(config.dataDir)),
      close: async () => {
        await checkpoints.close();
        await store.close();
        await redis?.quit();
        await sql.close();
      },
    };
  });
}
