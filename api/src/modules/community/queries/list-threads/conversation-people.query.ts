import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { PersonRef } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { hasPermission, type Actor } from '@cytocampus/permissions';
import { containing, personRefRowsWhere, SqlFilter } from '@cytocampus/projections';
import { searchWords } from '@cytocampus/schema';
import { SQL } from '../../../../infra/tokens.js';
import { personRef } from '../../shared/people.js';
import { reachable } from '../../shared/reachable-people.js';

export class FindConversationPeople extends Query<PersonRef[]> {
  constructor(
    readonly viewer: Actor,
    readonly search: string,
    readonly limit: number,
  ) {
    super();
  }
}

/**
 * GET /threads/people: those the viewer may write to, by name (the route's policy asks for chat);
 * the words are matched again against the name the viewer sees, so a hidden name is never found by searching for it.
 */
@QueryHandler(FindConversationPeople)
export class FindConversationPeopleHandler implements IQueryHandler<FindConversationPeople, PersonRef[]> {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  async execute({ viewer, search, limit }: FindConversationPeople): Promise<PersonRef[]> {
    const words = searchWords(search);
    const filter = new SqlFilter().add('not u.disabled').add('u.id <> ?', viewer.id);
    if (!hasPermission(viewer, 'readUser')) filter.add('u.org_id = ?', viewer.orgId);
    for (const word of words) filter.add(`lower(u.first_name || ' ' || u.last_name || ' ' || coalesce(u.bio->>'alias', '')) like ?`, containing(word));
    // A few times the page, since some candidates drop out (no chat, a name not shown).
    const rows = await personRefRowsWhere(this.sql, filter, limit * 5);
    return rows
      .filter((row) => reachable(viewer, row))
      .map((row) => personRef(viewer, row))
      .filter((ref) => words.every((word) => ref.name.toLowerCase().includes(word)))
      .slice(0, limit);
  }
}
