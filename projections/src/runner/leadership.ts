import type { SqlClient } from '@cytocampus/event-store';
import type { Logger } from '../logger.js';

/** Advisory lock key held by the active projections worker ("ccproj" in ASCII). */
export const PROJECTIONS_LOCK_KEY = 0x6363_7072_6f6a;
const STANDBY_POLL_MS = 2000;

export interface Leadership {
  release(): Promise<void>;
}

/**
 * Waits until this process holds the leader lock of `role` (one active worker of that role across
 * processes; the others stand by). The lock lives on one dedicated connection, so PostgreSQL frees
 * it by itself when the process dies and a standby takes over.
 */
export function holdLeadership(
  sql: SqlClient,
  logger: Logger,
  cancelled: () => boolean,
  role = { key: PROJECTIONS_LOCK_KEY, name: 'projections' },
): Promise<Leadership> {
  return new Promise<Leadership>((resolveLeadership, rejectLeadership) => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const session = sql.withSession(async (db) => {
      let announced = false;
      while (!cancelled()) {
        const { rows } = await db.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [role.key]);
        if (rows[0]?.locked) {
          logger.info({}, `${role.name}: this worker is active`);
          resolveLeadership({ release: async () => (release(), await session) });
          await released;
          await db.query('select pg_advisory_unlock($1)', [role.key]);
          return;
        }
        if (!announced) logger.info({}, `${role.name}: another worker is active; standing by`);
        announced = true;
        await new Promise((resolve) => setTimeout(resolve, STANDBY_POLL_MS));
      }
      resolveLeadership({ release: () => Promise.resolve() });
    });
    session.catch(rejectLeadership);
  });
}
