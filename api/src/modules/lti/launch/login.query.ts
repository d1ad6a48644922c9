import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { API_PREFIX, LTI_MSG, LTI_ROUTES } from '@cytocampus/contracts';
import { DomainError } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { ltiPlatformOfIssuer, type LtiPlatformRow } from '@cytocampus/projections';
import type { Config } from '../../../infra/config.js';
import { CONFIG, SQL } from '../../../infra/tokens.js';

/** The parameters of a third-party initiated login (IMS Security Framework 5.1.1.1), as the platform sent them. */
export interface LoginInitiation {
  iss?: unknown;
  login_hint?: unknown;
  target_link_uri?: unknown;
  lti_message_hint?: unknown;
  client_id?: unknown;
  lti_deployment_id?: unknown;
}

export class FindLoginPlatform extends Query<LtiPlatformRow> {
  constructor(readonly login: LoginInitiation) {
    super();
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/**
 * GET or POST /lti/login: the one enabled platform of the issuer (and client id, when sent), a
 * login hint, and a target on this site (the launch address): what the redirect to the platform's
 * authorization endpoint needs (the flow itself goes into a cookie, not the store).
 */
@QueryHandler(FindLoginPlatform)
export class FindLoginPlatformHandler implements IQueryHandler<FindLoginPlatform, LtiPlatformRow> {
  constructor(
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async execute({ login }: FindLoginPlatform): Promise<LtiPlatformRow> {
    const issuer = text(login.iss);
    if (issuer === null) throw new DomainError('invalid', LTI_MSG.unknownPlatform, 'iss');
    if (text(login.login_hint) === null) throw new DomainError('invalid', LTI_MSG.launchExpired, 'login_hint');
    const target = text(login.target_link_uri);
    if (target === null || !target.startsWith(`${this.config.publicUrl}${API_PREFIX}${LTI_ROUTES.launch}`))
      throw new DomainError('invalid', LTI_MSG.missingTarget, 'target_link_uri');
    const platforms = await ltiPlatformOfIssuer(this.sql, issuer, text(login.client_id));
    // Two registrations of one issuer without a client id in the login: which one is meant cannot be known.
    if (platforms.length !== 1) throw new DomainError('invalid', LTI_MSG.unknownPlatform, 'iss');
    const platform = platforms[0]!;
    if (!platform.enabled) throw new DomainError('forbidden', LTI_MSG.platformDisabled);
    const deployment = text(login.lti_deployment_id);
    if (deployment !== null && !platform.deployment_ids.includes(deployment)) throw new DomainError('forbidden', LTI_MSG.unknownDeployment);
    return platform;
  }
}
