import { Inject, Injectable } from '@nestjs/common';
import type { PersonRef } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { userView, type Actor } from '@cytocampus/permissions';
import { personRefRows, type PersonRefRow } from '@cytocampus/projections';
import { SQL } from '../../../infra/tokens.js';

/** The users read-model columns a PersonRef is made of. */
export type PersonRow = Omit<PersonRefRow, 'disabled' | 'permissions'>;

/**
 * A person as the viewer may see them (spec part 1 section 6, "Visibility of other users"): the
 * name when the visibility rules show it, else the alias; the avatar only when shown.
 */
export function personRef(viewer: Actor, row: PersonRow): PersonRef {
  const seen = userView(viewer, { id: row.id, role: row.role, orgId: row.org_id, preferences: row.preferences });
  const name = seen.name ? `${row.first_name} ${row.last_name}`.trim() : '';
  return { id: row.id, name: name || row.bio.alias, avatar: seen.avatar && row.bio.avatar ? row.bio.avatar : null };
}

/** Every PersonRef of the community's answers, looked up in one query per answer. */
@Injectable()
export class People {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  /** The people among `ids` who still have an account (a deleted account names nobody). */
  async refs(viewer: Actor, ids: Iterable<string>): Promise<Map<string, PersonRef>> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return new Map();
    const rows = await personRefRows(this.sql, wanted);
    return new Map(rows.map((row) => [row.id, personRef(viewer, row)]));
  }
}

/** The refs of `ids` in that order, those without an account left out. */
export const pick = (people: Map<string, PersonRef>, ids: Iterable<string>): PersonRef[] =>
  [...new Set(ids)].flatMap((id) => {
    const ref = people.get(id);
    return ref ? [ref] : [];
  });
