import { randomUUID } from 'node:crypto';
import type { EventStore, SqlClient } from '@cytocampus/event-store';
import { waitUntil } from './api-process.js';
import { nameOf } from './names.js';
import { addSessions, benchEvent } from './signed-in-sockets.js';

/**
 * `count` learners and a manager of the organization, registered as imports record them (the users
 * read model builds their rows), learner n in `groupOf(n)`; the manager signed in. Answers once the
 * users and sessions read models have them.
 */
export async function orgMembers(
  store: EventStore,
  sql: SqlClient,
  orgId: string,
  count: number,
  groupOf: (n: number) => string | null = () => null,
): Promise<{ ids: string[]; managerId: string; managerToken: string }> {
  const ids = Array.from({ length: count }, () => randomUUID());
  const managerId = randomUUID();
  const register = (userId: string, n: number, role: string, groupId: string | null) => {
    const { first, last } = nameOf(n);
    const data = {
      userId,
      email: `${first}.${last}.${n}@bench.test`.toLowerCase(),
      passwordHash: '!',
      role,
      orgId,
      groupId,
      bio: { firstName: first, lastName: last, alias: `${first[0]}${last[0]}${n}`, profession: 'Cytotech' },
      preferences: {},
      terms: 1,
      origin: 'import',
    };
    const event = benchEvent('UserRegistered', data);
    return store.appendToStream(`user-${userId}`, [{ ...event, metadata: { ...event.metadata, orgId } }], { expectedRevision: 'no_stream' });
  };
  for (let i = 0; i < ids.length; i += 200) await Promise.all(ids.slice(i, i + 200).map((id, k) => register(id, i + k, 'cytotechnologist', groupOf(i + k))));
  await register(managerId, count, 'manager', null);
  const [managerToken] = await addSessions(store, managerId, 1);
  await waitUntil(
    async () => (await sql.query<{ n: number }>('select count(*)::int as n from users where org_id = $1', [orgId])).rows[0]!.n > count,
    'the users read model',
    600_000,
  );
  await waitUntil(async () => (await sql.query('select 1 from sessions where user_id = $1', [managerId])).rows.length > 0, 'the session', 60_000);
  return { ids, managerId, managerToken: managerToken! };
}
