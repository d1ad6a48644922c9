import type { IdentityProviderSettings, SealedSecret } from './events.js';

/**
 * What a change of the enabled providers depends on outside this stream, read by the handler (as
 * DeleteOrganization gets `members`): whether the organization requires sign-in through a provider,
 * and how many of its providers other than this one are enabled.
 */
export interface EnabledProvidersOfOrganization {
  orgRequiresProvider: boolean;
  otherEnabledProviders: number;
}

/** The secret is sealed by the caller; only its sealed form reaches the decider. */
export type IdentityProviderCommand =
  | ({ type: 'AddIdentityProvider'; providerId: string; orgId: string; clientSecret: SealedSecret } & IdentityProviderSettings)
  | ({ type: 'ChangeIdentityProvider'; changes: Partial<IdentityProviderSettings> } & EnabledProvidersOfOrganization)
  | { type: 'SetIdentityProviderSecret'; clientSecret: SealedSecret; reason: 'changed' | 'resealed' }
  | ({ type: 'RemoveIdentityProvider' } & EnabledProvidersOfOrganization);
