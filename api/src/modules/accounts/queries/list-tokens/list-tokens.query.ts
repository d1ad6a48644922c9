import { Inject } from '@nestjs/common';
import { DomainError } from '@cytocampus/domain';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { TOKEN_MSG, type AccessTokenList } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import type { Actor } from '@cytocampus/permissions';
import type { Clock } from '../../../../infra/clock.js';
import { CLOCK, SQL } from '../../../../infra/tokens.js';
import { tokenList } from '../../shared/token-rows.js';
import { GetUser } from '../../../../messages/accounts.js';

export class ListTokens extends Query<AccessTokenList> {
  constructor(
    readonly viewer: Actor,
    readonly userId: string,
  ) {
    super();
  }
}

/** GET /users/{id}/tokens: the user's access tokens, for those who may manage them (docs/adr/0034). */
@QueryHandler(ListTokens)
export class ListTokensHandler implements IQueryHandler<ListTokens, AccessTokenList> {
  constructor(
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly queries: QueryBus,
  ) {}

  async execute({ viewer, userId }: ListTokens): Promise<AccessTokenList> {
    const user = await this.queries.execute(new GetUser(viewer, userId));
    if (!user.abilities.canManageTokens) throw new DomainError('forbidden', TOKEN_MSG.cannotManageTokens);
    return tokenList(this.sql, userId, this.clock.now());
  }
}
