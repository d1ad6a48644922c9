import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TOKEN_MSG, type AccessTokenRequest, type IssuedAccessToken } from '@cytocampus/contracts';
import { DomainError, tokenDecider, tokenStream } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { newAccessToken } from '../../../../auth/access-token-secret.js';
import type { Principal } from '../../../../auth/principal.js';
import type { CommandContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { SQL } from '../../../../infra/tokens.js';
import { issuedTokenItem } from '../../shared/token-rows.js';
import { tokenOwner } from '../../shared/token-owner.js';

const DAY_MS = 86_400_000;

export class IssueToken extends Command<IssuedAccessToken> {
  constructor(
    readonly actor: Principal,
    readonly userId: string,
    readonly request: AccessTokenRequest,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/**
 * POST /users/{id}/tokens: a new personal access token for the user, in a stream of its own
 * (`token-<id>`). The answer is the only place the token ever appears; events and read model hold
 * its SHA-256 (docs/adr/0034).
 */
@CommandHandler(IssueToken)
export class IssueTokenHandler implements ICommandHandler<IssueToken, IssuedAccessToken> {
  constructor(
    private readonly es: EventSourcing,
    @Inject(SQL) private readonly sql: SqlClient,
  ) {}

  async execute({ actor, userId, request, ctx }: IssueToken): Promise<IssuedAccessToken> {
    // A leaked token must not be able to outlive its revocation by minting others.
    if (actor.tokenId !== null) throw new DomainError('forbidden', TOKEN_MSG.notWithToken);
    const owner = await tokenOwner(this.es, actor, userId);
    const { token, hash, prefix } = newAccessToken();
    const id = randomUUID();
    const days = request.expiresInDays ?? null;
    const created = this.es.now();
    const expiresAt = days === null ? null : new Date(created.getTime() + days * DAY_MS).toISOString();
    const { position } = await this.es
      .aggregate(tokenStream(id), tokenDecider)
      .execute(() => [{ type: 'IssueToken', owner, name: request.name, hash, prefix, expiresAt }], ctx);
    // Waits so that the list read next shows the token; the answer itself comes from what was decided.
    await this.es.readYourWrites(position, ['tokens'], { answersFromAggregate: true });
    return { token, item: await issuedTokenItem(this.sql, { id, name: request.name, prefix, created, expiresAt, createdBy: actor.userId }) };
  }
}
