import type { UserHistoryEntry } from '@cytocampus/contracts';
import { tokenStream, type TokenIssued } from '@cytocampus/domain';
import type { EventStore, SqlClient } from '@cytocampus/event-store';
import { userTokenIds } from '@cytocampus/projections';

type Entry = Omit<UserHistoryEntry, 'actorName'>;

/**
 * The issues and revocations of a user's access tokens (docs/adr/0034), read from the tokens' own
 * streams (the tokens read model names them), each with the token's name and prefix, never its hash.
 */
export async function tokenHistory(store: EventStore, sql: SqlClient, userId: string): Promise<Entry[]> {
  const entries: Entry[] = [];
  for (const id of await userTokenIds(sql, userId)) {
    let token: Pick<TokenIssued['data'], 'name' | 'prefix'> | null = null;
    for await (const event of store.readStream(tokenStream(id))) {
      if (event.type === 'TokenIssued') {
        const { name, prefix, expiresAt } = event.data as TokenIssued['data'];
        token = { name, prefix };
        entries.push({ type: event.type, occurredAt: event.metadata.occurredAt, actorId: event.metadata.actorId, changes: { name, prefix, expiresAt } });
      } else if (event.type === 'TokenRevoked' && token) {
        entries.push({ type: event.type, occurredAt: event.metadata.occurredAt, actorId: event.metadata.actorId, changes: token });
      }
    }
  }
  return entries;
}
