import type { SqlClient } from '@cytocampus/event-store';
import type { Logger } from '../logger.js';

/** Advisory lock key held by the active projections worker ("ccproj" in ASCII). */
export const PROJECTIONS_LOCK_KEY = 0x6363_7072_6f6a;
const POLL_MS = 2000;

export interface Leadership {
  /**
   * Resolves if the lock's connection is lost while held (the database restarted or went out of
   * reach): PostgreSQL has freed the lock, so another process may lead; this one should stop and
   * contend again. Never resolves otherwise.
   */
  lost: Promise<void>;
  release(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const never = new Promise<void>(() => undefined);
const NOT_LEADING: Leadership = { lost: never, release: () => Promise.resolve() };

/**
 * Waits until this process holds the leader lock of `role` (one active worker of that role across
 * processes; the others stand by). The lock lives on one dedicated connection, so PostgreSQL frees
 * it by itself when the process dies and a standby takes over. While held, the connection is looked
 * at every poll: a lost one resolves `lost`. A standby whose connection fails tries again on a new
 * one (a database restart must not end the process). Cancelled, it resolves without the lock.
 */
export function holdLeadership(
  sql: SqlClient,
  logger: Logger,
  cancelled: () => boolean,
  role = { key: PROJECTIONS_LOCK_KEY, name: 'projections' },
): Promise<Leadership> {
  return new Promise<Leadership>((resolveLeadership) => {
    let announced = false;
    const contend = async (): Promise<void> => {
      let leading = false;
      let markLost: () => void = () => undefined;
      const lost = new Promise<void>((resolve) => (markLost = resolve));
      let release: () => void = () => undefined;
      const released = new Promise<boolean>((resolve) => (release = () => resolve(true)));
      const session = sql.withSession(async (db) => {
        while (!cancelled()) {
          const { rows } = await db.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [role.key]);
          if (rows[0]?.locked) {
            leading = true;
            logger.info({}, `${role.name}: this worker is active`);
            resolveLeadership({ lost, release: async () => (release(), await session.catch(() => undefined)) });
            while (!(await Promise.race([released, sleep(POLL_MS).then(() => false)]))) await db.query('select 1');
            await db.query('select pg_advisory_unlock($1)', [role.key]);
            return;
          }
          if (!announced) logger.info({}, `${role.name}: another worker is active; standing by`);
          announced = true;
          await sleep(POLL_MS);
        }
        resolveLeadership(NOT_LEADING);
      });
      try {
        await session;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (leading) {
          logger.warn({ error: message }, `${role.name}: the leader lock's connection was lost; this worker stops leading`);
          markLost();
          return;
        }
        logger.warn({ error: message }, `${role.name}: could not reach the database; trying again`);
        await sleep(POLL_MS);
        if (cancelled()) resolveLeadership(NOT_LEADING);
        else await contend();
      }
    };
    void contend();
  });
}
