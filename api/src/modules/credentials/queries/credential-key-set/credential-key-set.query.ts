import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CredentialKeySet } from '@cytocampus/contracts';
import { CredentialKeys } from '../../credential/credential-keys.js';

export class GetCredentialKeySet extends Query<CredentialKeySet> {}

/** The public keys that verify the site's credentials, as a JWK set. */
@QueryHandler(GetCredentialKeySet)
export class GetCredentialKeySetHandler implements IQueryHandler<GetCredentialKeySet, CredentialKeySet> {
  constructor(private readonly keys: CredentialKeys) {}

  execute(): Promise<CredentialKeySet> {
    return Promise.resolve(this.keys.keySet);
  }
}
