import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SignInProvider, SignInProviderQuery } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { signInProvidersByDomain, signInProvidersOfOrg, type SignInProviderRow } from '@cytocampus/projections';
import { SQL } from '../../../../infra/tokens.js';

export class FindSignInProviders extends Query<SignInProvider[]> {
  constructor(readonly query: SignInProviderQuery) {
    super();
  }
}

/** Names only: which domains sign in through a provider is public anyway (the provider's own page says it), and nothing here tells whether an account exists. */
const signInProvider = (row: SignInProviderRow): SignInProvider => ({ id: row.id, name: row.name, orgName: row.org_name, required: row.provider_required });

/** GET /auth/providers: the enabled providers of the e-mail's domain, or else of the organization (`/login?org=`). */
@QueryHandler(FindSignInProviders)
export class FindSignInProvidersHandler implements IQueryHandler<FindSignInProviders, SignInProvider[]> {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  async execute({ query }: FindSignInProviders): Promise<SignInProvider[]> {
    const { email, orgId } = query;
    const rows =
      email !== undefined
        ? await signInProvidersByDomain(this.sql, email.slice(email.lastIndexOf('@') + 1))
        : await signInProvidersOfOrg(this.sql, orgId ?? '');
    return rows.map(signInProvider);
  }
}
