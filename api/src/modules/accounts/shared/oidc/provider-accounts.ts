import { Inject, Injectable } from '@nestjs/common';
import { MSG, OIDC_MSG } from '@cytocampus/contracts';
import { DomainError, userDecider, userStream, type ProviderIdentity, type UserState } from '@cytocampus/domain';
import type { ProviderSignInConfigRow } from '@cytocampus/projections';
import type { CommandContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import type { Config } from '../../../../infra/config.js';
import type { Logger } from '../../../../infra/logger.js';
import { CONFIG, LOGGER } from '../../../../infra/tokens.js';
import { demoAccountRefused } from '../demo-accounts.js';
import { SessionIssuer, type NewSession } from '../session-issuer.js';
import { SessionStreams } from '../session-streams.js';
import { UserCreator, type NewAccount } from '../user-creator.js';
import { IdentityDirectory } from './identity-directory.js';

/** A session started through a provider: the controller delivers it and answers the user. */
export interface ProviderSession {
  userId: string;
  session: NewSession;
}

type Client = { ip: string | null; userAgent: string | null };

/** What makes and admits the accounts of a provider: an identity provider's row, or an LTI platform's as it maps to one (docs/adr/0042). */
export type AccountSource = Pick<ProviderSignInConfigRow, 'id' | 'org_id' | 'default_role' | 'default_group_id' | 'default_curriculum'>;

/**
 * The accounts of sign-ins through a provider (docs/adr/0041): the checks an account passes before
 * a provider signs it in, the account made at a first sign-in, the link after the password, and the
 * session, always started from the user's stream or from the append that made or linked it (the
 * session epoch, ADR 0020), never from a read model.
 */
@Injectable()
export class ProviderAccounts {
  constructor(
    private readonly es: EventSourcing,
    private readonly creator: UserCreator,
    private readonly identities: IdentityDirectory,
    private readonly issuer: SessionIssuer,
    private readonly sessions: SessionStreams,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The account as loaded from its stream; null when there is none (any more). */
  async load(userId: string): Promise<UserState | null> {
    const { state } = await this.es.aggregate(userStream(userId), userDecider).load();
    return state.exists ? state : null;
  }

  /**
   * What refuses an existing account a provider sign-in or link: another organization than the
   * provider's (its administrators did not vouch for the account), and a demo account where the
   * password would be refused too (production).
   */
  admit(state: UserState, provider: Pick<ProviderSignInConfigRow, 'org_id'>): void {
    if (state.orgId !== provider.org_id) throw new DomainError('forbidden', OIDC_MSG.otherOrganization);
    if (state.email !== null && demoAccountRefused(state.email, this.config)) throw new DomainError('forbidden', MSG.loginIncorrect);
  }

  /** A linked account signs in, unless deactivated (refused here and again by the session's decider). */
  async signInLinked(userId: string, state: UserState, row: AccountSource, client: Client, ctx: CommandContext): Promise<ProviderSession> {
    this.admitSignIn(state, row);
    return this.start(userId, state, row.id, client, ctx);
  }

  /** What refuses a linked account a sign-in: `admit`, and deactivation (refused here and again by the session's decider). */
  admitSignIn(state: UserState, row: Pick<AccountSource, 'org_id'>): void {
    this.admit(state, row);
    if (state.disabled) throw new DomainError('forbidden', MSG.deactivated);
  }

  /**
   * The first sign-in of a person with no account: one is made in the provider's organization with
   * its default role, group and assignment, linked to the subject in the same append. No welcome
   * e-mail (the provider signs them in). A default group deleted meanwhile leaves the account
   * without a group rather than refusing the person.
   */
  async provision(identity: ProviderIdentity & { email: string }, row: AccountSource, client: Client, ctx: CommandContext): Promise<ProviderSession> {
    const created = await this.createAccount(identity, row, ctx);
    return this.start(created.userId, created.state, row.id, client, { ...ctx, actorId: created.userId });
  }

  /** The account of a first sign-in, linked to the subject in the same append; no session yet. */
  async createAccount(identity: ProviderIdentity & { email: string }, row: AccountSource, ctx: CommandContext): Promise<{ userId: string; state: UserState }> {
    const account = (groupId: string | null): NewAccount => ({
      email: identity.email,
      role: row.default_role,
      orgId: row.org_id,
      groupId,
      curriculum: row.default_curriculum,
      bio: { firstName: identity.firstName, lastName: identity.lastName },
      permissions: {},
      origin: 'provider',
    });
    const link = { providerId: row.id, subject: identity.subject };
    const created = await this.creator.create(account(row.default_group_id), ctx, link).catch(async (error: unknown) => {
      if (!(error instanceof DomainError) || error.field !== 'groupId' || row.default_group_id === null) throw error;
      this.logger.warn({ providerId: row.id, groupId: row.default_group_id }, "an identity provider's default group is gone; account made without a group");
      return this.creator.create(account(null), ctx, link);
    });
    return { userId: created.userId, state: created.state };
  }

  /** Links the subject to an account whose password was just proven (`via: 'password'`), then signs it in. */
  async link(userId: string, subject: string, row: Pick<ProviderSignInConfigRow, 'id'>, client: Client, ctx: CommandContext): Promise<ProviderSession> {
    const { state } = await this.identities.reservedFor(row.id, subject, userId, ctx, () =>
      this.es.aggregate(userStream(userId), userDecider).execute((user) => {
        if (user.email === null) throw new DomainError('invalid', OIDC_MSG.linkExpired);
        return [{ type: 'LinkIdentity', providerId: row.id, subject, email: user.email, via: 'password' }];
      }, ctx),
    );
    return this.start(userId, state, row.id, client, ctx);
  }

  /** Starts the session (`session`: one made beforehand, whose hash something else recorded first). */
  async start(
    userId: string,
    state: UserState,
    providerId: string,
    client: Client,
    ctx: CommandContext,
    session = this.issuer.create(this.es.now()),
  ): Promise<ProviderSession> {
    const position = await this.sessions.start(state, session, client, { ...ctx, actorId: userId }, { providerId });
    // The session's position comes after the account's and the link's appends: waiting for it covers them.
    await this.es.readYourWrites(position, ['sessions', 'users', 'identityProviders']);
    return { userId, session };
  }
}
