import type { SealedSecret } from '@cytocampus/domain';
import type { Sealer } from '../../../../infra/sealed-secrets.js';

/** The use a provider's client secret is sealed for: a sealed value copied to another provider does not open. */
export const clientSecretAad = (providerId: string): string => `idp-client-secret:${providerId}`;

/** The secret as events keep it: sealed with the current data encryption key, bound to its provider. */
export const sealClientSecret = (sealer: Sealer, providerId: string, secret: string): SealedSecret =>
  sealer.seal(secret, clientSecretAad(providerId)) as SealedSecret;
