import type { UserHistoryEntry } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { providerSignIns } from '@cytocampus/projections';

type Entry = Omit<UserHistoryEntry, 'actorName'>;

/**
 * A user's sign-ins through a provider (docs/adr/0041), from the identityProviders read model's
 * `provider_sign_ins` (each is `SessionStarted {via}` in a session stream of its own, ADR 0020, which
 * the user's stream never holds). A password sign-in is not history: only the provider's are, as
 * the way an account was reached from outside.
 */
export async function identityHistory(sql: SqlClient, userId: string): Promise<Entry[]> {
  return (await providerSignIns(sql, userId)).map((row) => ({
    type: 'SessionStarted',
    occurredAt: row.at.toISOString(),
    actorId: userId,
    changes: { providerId: row.provider_id },
  }));
}
