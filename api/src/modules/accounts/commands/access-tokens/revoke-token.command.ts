import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AccessTokenItem } from '@cytocampus/contracts';
import { tokenDecider, tokenStream } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import type { Principal } from '../../../../auth/principal.js';
import type { CommandContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { SQL } from '../../../../infra/tokens.js';
import { tokenItem } from '../../shared/token-rows.js';
import { tokenOwner } from '../../shared/token-owner.js';

export class RevokeToken extends Command<AccessTokenItem> {
  constructor(
    readonly actor: Principal,
    readonly userId: string,
    readonly tokenId: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/**
 * DELETE /users/{id}/tokens/{tokenId}: revokes the token. The answer waits for the read model every
 * request is checked against, so the token is refused from the moment the answer arrives.
 */
@CommandHandler(RevokeToken)
export class RevokeTokenHandler implements ICommandHandler<RevokeToken, AccessTokenItem> {
  constructor(
    private readonly es: EventSourcing,
    @Inject(SQL) private readonly sql: SqlClient,
  ) {}

  async execute({ actor, userId, tokenId, ctx }: RevokeToken): Promise<AccessTokenItem> {
    await tokenOwner(this.es, actor, userId);
    const { position } = await this.es.aggregate(tokenStream(tokenId), tokenDecider).execute(() => [{ type: 'RevokeToken', userId }], ctx);
    await this.es.readYourWrites(position, ['tokens']);
    return tokenItem(this.sql, userId, tokenId, this.es.now());
  }
}
