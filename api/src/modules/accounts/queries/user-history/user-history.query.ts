import { Inject } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DIRECTORY_MSG, type UserHistoryEntry } from '@cytocampus/contracts';
import { DomainError, userStream } from '@cytocampus/domain';
import type { EventStore, SqlClient } from '@cytocampus/event-store';
import { userAbilities, type Actor } from '@cytocampus/permissions';
import { namesOfIds, providerNames } from '@cytocampus/projections';
import { EVENT_STORE, SQL } from '../../../../infra/tokens.js';
import { identityHistory } from './identity-history.js';
import { progressHistory } from './progress-history.js';
import { tokenHistory } from './token-history.js';
import { GetUser } from '../../../../messages/accounts.js';

export class GetUserHistory extends Query<UserHistoryEntry[]> {
  constructor(
    readonly viewer: Actor,
    readonly userId: string,
  ) {
    super();
  }
}

/** The administrative events of an account and what each changed; secrets never leave the store. */
const SHOWN: Record<string, (data: Record<string, unknown>) => Record<string, unknown>> = {
  UserRegistered: (d) => ({ email: d.email, role: d.role, orgId: d.orgId, groupId: d.groupId, origin: d.origin }),
  UserEmailChanged: (d) => d,
  UserRoleChanged: (d) => d,
  UserPermissionsChanged: (d) => d,
  UserMembershipChanged: (d) => d,
  CurriculumAssigned: (d) => d,
  ProfileUpdated: (d) => d,
  UserDeactivated: () => ({}),
  UserReactivated: () => ({}),
  PasswordChanged: (d) => ({ via: d.via }),
  TermsAccepted: (d) => d,
  // The provider and how the link was made; never the subject (the provider's own identifier of the person).
  IdentityLinked: (d) => ({ providerId: d.providerId, email: d.email, via: d.via }),
};

/**
 * GET /users/{id}/history: who changed whose e-mail, role, permissions, organization, group or
 * assignment, read back from the user's stream, who cleared their progress or marked a
 * presentation complete, read from their reviews' (docs/adr/0023), and who issued or revoked their
 * access tokens, read from the tokens' (docs/adr/0034), and which provider accounts were linked and
 * signed in through (docs/adr/0041). Needs the permission-read rights on the user.
 */
@QueryHandler(GetUserHistory)
export class GetUserHistoryHandler implements IQueryHandler<GetUserHistory, UserHistoryEntry[]> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SQL) private readonly sql: SqlClient,
    private readonly queries: QueryBus,
  ) {}

  async execute({ viewer, userId }: GetUserHistory): Promise<UserHistoryEntry[]> {
    const user = await this.queries.execute(new GetUser(viewer, userId));
    if (!userAbilities(viewer, { id: user.id, role: user.role, orgId: user.orgId }).canReadPermissions)
      throw new DomainError('not_found', DIRECTORY_MSG.userNotFound);
    const entries: Omit<UserHistoryEntry, 'actorName'>[] = [];
    for await (const event of this.store.readStream(userStream(userId))) {
      const shown = SHOWN[event.type];
      if (shown)
        entries.push({
          type: event.type,
          occurredAt: event.metadata.occurredAt,
          actorId: event.metadata.actorId,
          changes: shown(event.data as Record<string, unknown>),
        });
    }
    // Newest first: the account's own events, then the progress and token entries among them by time.
    entries.reverse();
    const others = [
      ...(await progressHistory(this.store, this.sql, userId)),
      ...(await tokenHistory(this.store, this.sql, userId)),
      ...(await identityHistory(this.sql, userId)),
    ];
    if (others.length > 0) {
      entries.push(...others);
      // Stable: entries of the same instant keep their order.
      entries.sort((a, b) => b.occurredAt.localeCompare(a.occurredAt));
    }
    const names = await this.names(entries);
    const named = (id: unknown) => (typeof id === 'string' ? (names.get(id) ?? null) : null);
    return entries.map((e) => ({
      ...e,
      actorName: named(e.actorId),
      // Names of what the ids point at, as they are now, so the trail reads in words.
      changes: {
        ...e.changes,
        ...('orgId' in e.changes ? { orgName: named(e.changes.orgId) } : {}),
        ...('groupId' in e.changes ? { groupName: named(e.changes.groupId) } : {}),
        ...('curriculum' in e.changes ? { curriculumName: named(e.changes.curriculum) } : {}),
        ...('providerId' in e.changes ? { providerName: named(e.changes.providerId) } : {}),
      },
    }));
  }

  /** Names of the users, organizations, groups, assignments and identity providers the entries refer to, by id. */
  private async names(entries: Omit<UserHistoryEntry, 'actorName'>[]): Promise<Map<string, string>> {
    const ids = new Set<string>();
    const providers = new Set<string>();
    for (const e of entries) {
      for (const id of [e.actorId, e.changes.orgId, e.changes.groupId, e.changes.curriculum]) if (typeof id === 'string') ids.add(id);
      if (typeof e.changes.providerId === 'string') providers.add(e.changes.providerId);
    }
    const rows = [...(await namesOfIds(this.sql, [...ids])), ...(providers.size > 0 ? await providerNames(this.sql, [...providers]) : [])];
    return new Map(rows.map((r) => [r.id, r.name]));
  }
}
