import { Inject, Injectable } from '@nestjs/common';
import { LTI_MSG, type LtiPlatformFields } from '@cytocampus/contracts';
import { DomainError } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { ltiPlatformOfIssuer, organizationExists } from '@cytocampus/projections';
import { NOT_VALID } from '@cytocampus/schema';
import { issuerAllowed } from '../../accounts/index.js';
import type { Config } from '../../../infra/config.js';
import { CONFIG, SQL } from '../../../infra/tokens.js';

const ADDRESSES = ['issuer', 'keySetUrl', 'authUrl', 'tokenUrl'] as const;

/** What a platform's registration is checked for before anything is recorded. */
@Injectable()
export class PlatformChecks {
  constructor(
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /**
   * Every address https (or http of this machine where OIDC_ALLOW_HTTP_ISSUERS allows a test
   * platform, as for identity providers), the organization existing, and the issuer with our client
   * id naming one platform only: a launch must find exactly one.
   */
  async check(fields: Partial<LtiPlatformFields>, platformId: string | null, current: LtiPlatformFields | null): Promise<void> {
    for (const field of ADDRESSES) {
      const value = fields[field];
      if (value !== undefined && !(URL.canParse(value) && issuerAllowed(new URL(value), this.config.oidc.allowHttpIssuers)))
        throw new DomainError('invalid', LTI_MSG.urlInvalid, field);
    }
    if (fields.orgId !== undefined && !(await organizationExists(this.sql, fields.orgId))) throw new DomainError('invalid', NOT_VALID, 'orgId');
    const issuer = fields.issuer ?? current?.issuer;
    const clientId = fields.clientId ?? current?.clientId;
    if (issuer === undefined || clientId === undefined) return;
    const same = await ltiPlatformOfIssuer(this.sql, issuer, clientId);
    if (same.some((row) => row.id !== platformId)) throw new DomainError('conflict', LTI_MSG.issuerTaken, 'issuer');
  }
}
