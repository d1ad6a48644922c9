import { join } from 'node:path';
import { createClient, type RedisClientType } from 'redis';
import { createEventStore, openSqlClient, type EventStore, type SqlClient } from '@cytocampus/event-store';
import { CheckpointWatcher, migrateReadModels } from '@cytocampus/projections';
import type { Config } from '../config.js';
import { systemClock, type Clock } from './clock.js';
import type { Logger } from './logger.js';
import { createMailer, type Mailer } from './mailer.js';
import { createRateLimits, type RateLimits } from './rate-limits.js';
import { loadSecrets, type Secrets } from './secrets.js';

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
  close(): Promise<void>;
}

export async function openInfrastructure(config: Config, logger: Logger, clock: Clock = systemClock): Promise<Infrastructure> {
  const sql = await openSqlClient({ databaseUrl: config.databaseUrl ?? undefined, dataDir: join(config.dataDir, 'pglite') });
  const store = await createEventStore({
    sql,
    eventstoreUrl: config.eventstoreUrl ?? undefined,
    onError: (error) => logger.warn({ err: error }, 'event store background error'),
  });
  await migrateReadModels(sql);
  const checkpoints = await CheckpointWatcher.start(sql);
  let redis: RedisClientType | null = null;
  if (config.redisUrl) {
    redis = createClient({ url: config.redisUrl });
    redis.on('error', (error: Error) => logger.error({ err: error }, 'redis error'));
    await redis.connect();
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
    close: async () => {
      await checkpoints.close();
      await store.close();
      await redis?.quit();
      await sql.close();
    },
  };
}
