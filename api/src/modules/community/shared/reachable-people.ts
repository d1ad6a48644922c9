import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@cytocampus/domain';
import { THREAD_LIMITS, THREAD_MSG } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { canReadThread, hasPermission, type Actor } from '@cytocampus/permissions';
import { personRefRows, type PersonRefRow } from '@cytocampus/projections';
import { GENERIC } from '@cytocampus/schema';
import { SQL } from '../../../infra/tokens.js';

/** A person with what decides whether they may be written to. */
export type ReachableRow = PersonRefRow;

const refuse = (message: string): never => {
  throw DomainError.invalid([{ field: 'userIds', message, code: 2 }]);
};

/**
 * Whom the caller may start a conversation with: an active account of the caller's organization,
 * or any active account for those who may read users (readUser), that could read the conversation
 * (chat: whoever cannot, cannot receive messages).
 */
export function reachable(caller: Actor, person: ReachableRow): boolean {
  if (person.disabled || person.id === caller.id) return false;
  if (!((caller.orgId !== null && caller.orgId === person.org_id) || hasPermission(caller, 'readUser'))) return false;
  const recipient = { id: person.id, role: person.role, orgId: person.org_id, permissions: person.permissions };
  return canReadThread(recipient, { kind: 'conversation', ref: null, userIds: [caller.id, person.id], locked: false });
}

@Injectable()
export class ReachablePeople {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  /** A conversation's members: the caller and 1 to THREAD_LIMITS.conversationPeople others, each reachable; else 400 on `userIds`. */
  async members(caller: Actor, named: readonly string[]): Promise<string[]> {
    const others = [...new Set(named)].filter((id) => id !== caller.id);
    if (others.length === 0) refuse(GENERIC.needAtLeastItems(1));
    if (others.length > THREAD_LIMITS.conversationPeople) refuse(GENERIC.canOnlyHaveUpTo(THREAD_LIMITS.conversationPeople));
    const rows = await personRefRows(this.sql, others);
    if (others.some((id) => !rows.some((row) => row.id === id && reachable(caller, row)))) refuse(THREAD_MSG.unknownPerson);
    return [caller.id, ...others];
  }
}
