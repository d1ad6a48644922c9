import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LTI_MSG, ltiTargetPath, ltiTargetText, OIDC_MSG, type LtiTarget } from '@cytocampus/contracts';
import { DomainError, isLtiInstructor, ltiAccountRole, ltiLaunchDecider, ltiLaunchStream, providerIdentity, type UserState } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { ltiPlatform, type LtiPlatformRow } from '@cytocampus/projections';
import { EmailDirectory, IdentityDirectory, ProviderAccounts, SessionIssuer, type AccountSource } from '../../accounts/index.js';
import type { CommandContext } from '../../../es/command-context.js';
import { EventSourcing } from '../../../es/event-sourcing.service.js';
import { SQL } from '../../../infra/tokens.js';
import { verifyLaunch, type LaunchClaims } from './launch-claims.js';
import { checkTarget, targetOfLaunch } from './launch-targets.js';
import { PlatformKeySets } from './platform-key-sets.js';
import type { LaunchFlow } from './state-cookies.js';

/** The page of the frame after a launch: the linked course or item, or the deep-linking picker. */
export const DEEP_LINKING_PATH = '/lti/deep-linking';

export interface LtiLaunchOutcome {
  session: ReturnType<SessionIssuer['create']>;
  redirectTo: string;
}

export class LaunchLti extends Command<LtiLaunchOutcome> {
  constructor(
    readonly idToken: string,
    readonly flow: LaunchFlow,
    readonly client: { ip: string | null; userAgent: string | null },
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/**
 * POST /lti/launch (docs/adr/0042): the id_token verified against the platform that our login
 * redirected to, the person signed in to their account (made at the first launch in the
 * platform's organization, with the LTI role mapped to ours), the launch recorded once per nonce
 * (a replay is refused), then the session started whose hash the launch names.
 */
@CommandHandler(LaunchLti)
export class LaunchLtiHandler implements ICommandHandler<LaunchLti, LtiLaunchOutcome> {
  constructor(
    private readonly es: EventSourcing,
    private readonly keySets: PlatformKeySets,
    private readonly accounts: ProviderAccounts,
    private readonly identities: IdentityDirectory,
    private readonly emails: EmailDirectory,
    private readonly issuer: SessionIssuer,
    @Inject(SQL) private readonly sql: SqlClient,
  ) {}

  async execute({ idToken, flow, client, ctx }: LaunchLti): Promise<LtiLaunchOutcome> {
    const platform = await ltiPlatform(this.sql, flow.platformId);
    if (!platform) throw new DomainError('invalid', LTI_MSG.launchExpired);
    if (!platform.enabled) throw new DomainError('forbidden', LTI_MSG.platformDisabled);
    const claims = await verifyLaunch(idToken, platform, this.keySets, flow.nonce);
    const target = claims.messageType === 'LtiResourceLinkRequest' ? targetOfLaunch(claims.custom) : null;
    if (target) await checkTarget(this.sql, target, platform.org_id);
    const source: AccountSource = {
      id: platform.id,
      org_id: platform.org_id,
      default_role: ltiAccountRole(claims.roles),
      default_group_id: null,
      default_curriculum: null,
    };
    const { userId, state } = await this.account(claims, source, ctx);
    const session = this.issuer.create(this.es.now());
    const { position } = await this.es
      .aggregate(ltiLaunchStream(platform.id, flow.nonce), ltiLaunchDecider)
      .execute(() => [{ type: 'RecordLtiLaunch', launch: this.launchOf(platform, claims, target, userId, session.hash) }], { ...ctx, actorId: userId });
    await this.accounts.start(userId, state, platform.id, client, { ...ctx, actorId: userId }, session);
    // The framed page asks GET /lti/context at once: the launch must be in the read model.
    await this.es.readYourWrites(position, ['lti']);
    return { session, redirectTo: target ? ltiTargetPath(target) : DEEP_LINKING_PATH };
  }

  /** The account of the platform's subject: linked before, or made now; an e-mail another account holds is refused (no takeover by an LMS's claim). */
  private async account(claims: LaunchClaims, source: AccountSource, ctx: CommandContext): Promise<{ userId: string; state: UserState }> {
    const linked = await this.linked(source.id, claims.subject);
    if (linked) {
      this.accounts.admitSignIn(linked.state, source);
      return linked;
    }
    if (claims.email === null) throw new DomainError('unauthorized', LTI_MSG.emailMissing);
    if (await this.emails.account(claims.email)) throw new DomainError('forbidden', LTI_MSG.emailTaken);
    const identity = providerIdentity(
      { sub: claims.subject, email: claims.email, email_verified: true, given_name: claims.givenName, family_name: claims.familyName, name: claims.name },
      'email',
    );
    try {
      return await this.accounts.createAccount({ ...identity, email: claims.email }, source, ctx);
    } catch (error) {
      // Two first launches of one person at once: the one that lost the subject signs in to the account the other made.
      const winner = error instanceof DomainError && error.message === OIDC_MSG.identityTaken ? await this.linked(source.id, claims.subject) : null;
      if (!winner) throw error;
      this.accounts.admitSignIn(winner.state, source);
      return winner;
    }
  }

  private async linked(platformId: string, subject: string): Promise<{ userId: string; state: UserState } | null> {
    const userId = await this.identities.ownerOf(platformId, subject);
    const state = userId === null ? null : await this.accounts.load(userId);
    return userId !== null && state?.identities.get(platformId) === subject ? { userId, state } : null;
  }

  private launchOf(platform: LtiPlatformRow, claims: LaunchClaims, target: LtiTarget | null, userId: string, sessionHash: string) {
    return {
      platformId: platform.id,
      userId,
      sessionHash,
      subject: claims.subject,
      deploymentId: claims.deploymentId,
      messageType: claims.messageType,
      contextId: claims.context?.id ?? null,
      contextTitle: claims.context?.title ?? null,
      resourceLinkId: claims.resourceLink?.id ?? null,
      resourceLinkTitle: claims.resourceLink?.title ?? null,
      target: target ? ltiTargetText(target) : null,
      instructor: isLtiInstructor(claims.roles),
      lineItemUrl: claims.ags?.lineItemUrl ?? null,
      scopes: claims.ags?.scopes ?? [],
      membershipsUrl: claims.membershipsUrl,
      deepLinkReturnUrl: claims.deepLinking?.returnUrl ?? null,
      deepLinkData: claims.deepLinking?.data ?? null,
      returnUrl: claims.returnUrl,
    };
  }
}
