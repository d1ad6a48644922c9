import type { RecordedEvent, SqlExecutor } from '@cytocampus/event-store';
import { streamEntityId } from '../../projection.js';

/**
 * How many accounts there are per organization, role, state and assignment: the user list reads its
 * total from here when it filters by nothing else, instead of counting 100,000 rows per request.
 * Kept by the users projection around every change of those columns: the account leaves its
 * old bucket before the change and joins its new one after (statements run in order).
 */
export const USER_COUNTS_TABLE = `create table if not exists user_counts (
  org_key text not null,
  role text not null,
  disabled boolean not null,
  assigned boolean not null,
  n int not null,
  primary key (org_key, role, disabled, assigned)
)`;

const LEAVE = `update user_counts c set n = c.n - 1 from users u
  where u.id = $1 and c.org_key = coalesce(u.org_id, '') and c.role = u.role and c.disabled = u.disabled and c.assigned = (u.curriculum is not null)`;
const JOIN = `insert into user_counts (org_key, role, disabled, assigned, n)
  select coalesce(org_id, ''), role, disabled, curriculum is not null, 1 from users where id = $1
  on conflict (org_key, role, disabled, assigned) do update set n = user_counts.n + 1`;

export const joinCounts = (db: SqlExecutor, userId: string) => db.query(JOIN, [userId]);
export const leaveCounts = (db: SqlExecutor, userId: string) => db.query(LEAVE, [userId]);

/** Wraps a change of the counted columns of the event's user. */
export async function recounted(db: SqlExecutor, event: RecordedEvent, change: () => Promise<unknown>): Promise<void> {
  const userId = streamEntityId(event);
  await leaveCounts(db, userId);
  await change();
  await joinCounts(db, userId);
}
