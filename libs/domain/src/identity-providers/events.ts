import type { IdentityProviderFields } from '@cytocampus/contracts';
import type { DomainEvent } from '../core/decider.js';

/**
 * A client secret as the API seals it (AES-256-GCM): `v1.<key id>.<iv>.<ciphertext and tag>`.
 * The plain secret never reaches an event; the type keeps a plain string from being passed by mistake.
 */
export type SealedSecret = `v1.${string}.${string}.${string}`;

/** What a super user sets on a provider (the secret apart: it is write-only and changes by its own event). */
export type IdentityProviderSettings = IdentityProviderFields;

/** A provider of the organization `orgId`, in its own stream `idp-<id>`. */
export type IdentityProviderAdded = DomainEvent<
  'IdentityProviderAdded',
  IdentityProviderSettings & { providerId: string; orgId: string; clientSecret: SealedSecret }
>;
/** Only the settings that changed; never the secret nor the organization. */
export type IdentityProviderChanged = DomainEvent<'IdentityProviderChanged', { changes: Partial<IdentityProviderSettings> }>;
/** A new secret ('changed'), or the same one sealed again with the current key after a key rotation ('resealed'). */
export type IdentityProviderSecretSet = DomainEvent<'IdentityProviderSecretSet', { clientSecret: SealedSecret; reason: 'changed' | 'resealed' }>;
export type IdentityProviderRemoved = DomainEvent<'IdentityProviderRemoved', { orgId: string }>;

export type IdentityProviderEvent = IdentityProviderAdded | IdentityProviderChanged | IdentityProviderSecretSet | IdentityProviderRemoved;

export const identityProviderStream = (providerId: string): string => `idp-${providerId}`;
