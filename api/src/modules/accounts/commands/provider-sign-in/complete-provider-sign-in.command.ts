import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OIDC_MSG } from '@cytocampus/contracts';
import { DomainError, domainAllowed, providerIdentity, type ProviderIdentity } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { providerSignInConfig, type ProviderSignInConfigRow } from '@cytocampus/projections';
import type { CommandContext } from '../../../../es/command-context.js';
import { SQL } from '../../../../infra/tokens.js';
import { EmailDirectory } from '../../shared/email-directory.js';
import type { PendingLink, ProviderFlow } from '../../shared/oidc/flow-cookies.js';
import { IdentityDirectory } from '../../shared/oidc/identity-directory.js';
import { OidcClients } from '../../shared/oidc/oidc-clients.js';
import { ProviderAccounts, type ProviderSession } from '../../shared/oidc/provider-accounts.js';

/** Signed in (the controller delivers the session), or the existing account's password must link it first (the controller seals `link` into its cookie). */
export type ProviderSignInOutcome =
  ({ status: 'signedIn'; returnTo: string } & ProviderSession) | { status: 'linkRequired'; link: PendingLink; providerName: string; email: string };

export class CompleteProviderSignIn extends Command<ProviderSignInOutcome> {
  constructor(
    /** The flow this browser started, taken from its cookie. */
    readonly flow: ProviderFlow,
    /** The query string the provider sent to our callback page. */
    readonly query: string,
    readonly client: { ip: string | null; userAgent: string | null },
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/**
 * POST /auth/oidc/callback (docs/adr/0041, the plan's step 5): the code exchanged and verified, then
 * one of three paths. A subject already linked signs its account in. A person with no account gets
 * one, if the provider vouches for the e-mail's domain and has verified it. A person whose e-mail
 * has an account proves its password first (no takeover by an e-mail claim).
 */
@CommandHandler(CompleteProviderSignIn)
export class CompleteProviderSignInHandler implements ICommandHandler<CompleteProviderSignIn, ProviderSignInOutcome> {
  constructor(
    @Inject(SQL) private readonly sql: SqlClient,
    private readonly clients: OidcClients,
    private readonly identities: IdentityDirectory,
    private readonly emails: EmailDirectory,
    private readonly accounts: ProviderAccounts,
  ) {}

  async execute({ flow, query, client, ctx }: CompleteProviderSignIn): Promise<ProviderSignInOutcome> {
    // A provider disabled or removed since the start: its flow is over.
    const row = await providerSignInConfig(this.sql, flow.providerId);
    if (!row) throw new DomainError('invalid', OIDC_MSG.flowExpired);
    const { claims } = await this.clients.signIn(await this.clients.configuration(row), query, flow, row.email_claim);
    const identity = providerIdentity(claims, row.email_claim);
    const signedIn = (session: ProviderSession): ProviderSignInOutcome => ({ status: 'signedIn', returnTo: flow.returnTo, ...session });
    const linked = await this.linkedAccount(row, identity.subject);
    if (linked) return signedIn(await this.accounts.signInLinked(linked.userId, linked.state, row, client, ctx));
    if (identity.email === null) throw new DomainError('unauthorized', OIDC_MSG.emailMissing);
    const known = await this.emails.account(identity.email);
    if (known) return this.linkRequired(row, { ...identity, email: identity.email }, known.userId, known.state, flow.returnTo);
    if (!domainAllowed(identity.email, row.allowed_domains)) throw new DomainError('forbidden', OIDC_MSG.domainNotAllowed);
    if (!identity.emailVerified) throw new DomainError('forbidden', OIDC_MSG.emailUnverified);
    try {
      return signedIn(await this.accounts.provision({ ...identity, email: identity.email }, row, client, ctx));
    } catch (error) {
      // Two first sign-ins of one person at once: the one that lost the subject signs in to the account the other made.
      const winner = error instanceof DomainError && error.message === OIDC_MSG.identityTaken ? await this.linkedAccount(row, identity.subject) : null;
      if (!winner) throw error;
      return signedIn(await this.accounts.signInLinked(winner.userId, winner.state, row, client, ctx));
    }
  }

  /** The account the subject is linked to, as its stream holds it; null when none (or it was deleted). */
  private async linkedAccount(row: ProviderSignInConfigRow, subject: string) {
    const userId = await this.identities.ownerOf(row.id, subject);
    const state = userId === null ? null : await this.accounts.load(userId);
    return userId !== null && state?.identities.get(row.id) === subject ? { userId, state } : null;
  }

  /** An account has the e-mail: linked only by its own organization's provider, only for a verified e-mail, and only after its password. */
  private linkRequired(
    row: ProviderSignInConfigRow,
    identity: ProviderIdentity & { email: string },
    userId: string,
    state: Parameters<ProviderAccounts['admit']>[0],
    returnTo: string,
  ): ProviderSignInOutcome {
    this.accounts.admit(state, row);
    if (!identity.emailVerified) throw new DomainError('forbidden', OIDC_MSG.emailUnverified);
    return {
      status: 'linkRequired',
      link: { providerId: row.id, subject: identity.subject, email: identity.email, userId, returnTo },
      providerName: row.name,
      email: identity.email,
    };
  }
}
