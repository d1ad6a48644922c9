import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@cytocampus/domain';
import { MSG, THREAD_LIMITS, THREAD_MSG, type PersonRef } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { canCreateThread, canReadThread, hasPermission, type Actor } from '@cytocampus/permissions';
import { GENERIC, searchWords } from '@cytocampus/schema';
import { containing, SqlFilter } from '@cytocampus/projections';
import { SQL } from '../../../infra/tokens.js';
import { PERSON_COLUMNS, personRef, type PersonRow } from './people.js';

interface ReachableRow extends PersonRow {
  disabled: boolean;
  permissions: Record<string, boolean>;
}

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

const COLUMNS = `${PERSON_COLUMNS}, u.disabled, u.permissions`;

@Injectable()
export class ReachablePeople {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  /** A conversation's members: the caller and 1 to THREAD_LIMITS.conversationPeople others, each reachable; else 400 on `userIds`. */
  async members(caller: Actor, named: readonly string[]): Promise<string[]> {
    const others = [...new Set(named)].filter((id) => id !== caller.id);
    if (others.length === 0) refuse(GENERIC.needAtLeastItems(1));
    if (others.length > THREAD_LIMITS.conversationPeople) refuse(GENERIC.canOnlyHaveUpTo(THREAD_LIMITS.conversationPeople));
    const { rows } = await this.sql.query<ReachableRow>(`select ${COLUMNS} from users u where u.id = any($1::text[])`, [others]);
    if (others.some((id) => !rows.some((row) => row.id === id && reachable(caller, row)))) refuse(THREAD_MSG.unknownPerson);
    return [caller.id, ...others];
  }

  /**
   * GET /threads/people: those the caller may write to (403 without chat), by name; the words are matched again
   * against the name the caller sees, so a hidden name is never found by searching for it.
   */
  async search(caller: Actor, search: string, limit: number): Promise<PersonRef[]> {
    if (!canCreateThread(caller, 'conversation', null)) throw new DomainError('forbidden', MSG.forbidden);
    const words = searchWords(search);
    const filter = new SqlFilter().add('not u.disabled').add('u.id <> ?', caller.id);
    if (!hasPermission(caller, 'readUser')) filter.add('u.org_id = ?', caller.orgId);
    for (const word of words) filter.add(`lower(u.first_name || ' ' || u.last_name || ' ' || coalesce(u.bio->>'alias', '')) like ?`, containing(word));
    // A few times the page, since some candidates drop out (no chat, a name not shown).
    const { rows } = await this.sql.query<ReachableRow>(
      `select ${COLUMNS} from users u ${filter.where} order by lower(u.last_name), lower(u.first_name), u.id limit ${filter.next(limit * 5)}`,
      filter.params,
    );
    return rows
      .filter((row) => reachable(caller, row))
      .map((row) => personRef(caller, row))
      .filter((ref) => words.every((word) => ref.name.toLowerCase().includes(word)))
      .slice(0, limit);
  }
}
