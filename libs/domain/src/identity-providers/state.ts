import type { IdentityProviderEvent, IdentityProviderSettings, SealedSecret } from './events.js';

export interface IdentityProviderState {
  /** Added and not removed. */
  exists: boolean;
  /** Set once added, and kept after removal: an id is never added twice. */
  providerId: string | null;
  orgId: string | null;
  settings: IdentityProviderSettings | null;
  clientSecret: SealedSecret | null;
}

export const initialIdentityProviderState = (): IdentityProviderState => ({ exists: false, providerId: null, orgId: null, settings: null, clientSecret: null });

export function evolveIdentityProvider(state: IdentityProviderState, event: IdentityProviderEvent): IdentityProviderState {
  switch (event.type) {
    case 'IdentityProviderAdded': {
      const { providerId, orgId, clientSecret, ...settings } = event.data;
      return { exists: true, providerId, orgId, settings, clientSecret };
    }
    case 'IdentityProviderChanged':
      return state.settings ? { ...state, settings: { ...state.settings, ...event.data.changes } } : state;
    case 'IdentityProviderSecretSet':
      return { ...state, clientSecret: event.data.clientSecret };
    case 'IdentityProviderRemoved':
      return { ...state, exists: false };
  }
}
