import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MSG, OIDC_MSG } from '@cytocampus/contracts';
import { DomainError } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { providerSignInConfig } from '@cytocampus/projections';
import type { CommandContext } from '../../../../es/command-context.js';
import { SQL } from '../../../../infra/tokens.js';
import type { PendingLink } from '../../shared/oidc/flow-cookies.js';
import { ProviderAccounts, type ProviderSession } from '../../shared/oidc/provider-accounts.js';
import { verifyPassword } from '../../shared/passwords.js';

export class LinkProviderIdentity extends Command<ProviderSession> {
  constructor(
    /** The provider identity the callback found an account for, taken from its cookie. */
    readonly link: PendingLink,
    readonly password: string,
    readonly client: { ip: string | null; userAgent: string | null },
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/**
 * POST /auth/oidc/link (the plan's step 6): the existing account's password, checked as POST /login
 * checks it, links the provider's subject (`IdentityLinked {via: 'password'}`) and signs in. The
 * deactivation message only after the right password (ADR 0004), as at /login.
 */
@CommandHandler(LinkProviderIdentity)
export class LinkProviderIdentityHandler implements ICommandHandler<LinkProviderIdentity, ProviderSession> {
  constructor(
    @Inject(SQL) private readonly sql: SqlClient,
    private readonly accounts: ProviderAccounts,
  ) {}

  async execute({ link, password, client, ctx }: LinkProviderIdentity): Promise<ProviderSession> {
    const state = await this.accounts.load(link.userId);
    if (!(await verifyPassword(state?.passwordHash ?? null, password))) throw new DomainError('unauthorized', MSG.loginIncorrect, 'password');
    const row = await providerSignInConfig(this.sql, link.providerId);
    // The account's e-mail changed, or the provider went, since the callback: the provider's word no longer fits it.
    if (!state || !row || state.email !== link.email) throw new DomainError('invalid', OIDC_MSG.linkExpired);
    this.accounts.admit(state, row);
    if (state.disabled) throw new DomainError('forbidden', MSG.deactivated);
    return this.accounts.link(link.userId, link.subject, row, client, { ...ctx, actorId: link.userId });
  }
}
