import { OIDC_MSG } from '@cytocampus/contracts';
import type { Decider } from '../core/decider.js';
import { changedFields } from '../core/changes.js';
import { refuse } from '../core/errors.js';
import type { EnabledProvidersOfOrganization, IdentityProviderCommand } from './commands.js';
import type { IdentityProviderEvent, IdentityProviderSettings } from './events.js';
import { evolveIdentityProvider, initialIdentityProviderState, type IdentityProviderState } from './state.js';

/** A provider that was added and not removed; any other is not found (after a removal, too). */
function added(state: IdentityProviderState): { orgId: string; settings: IdentityProviderSettings } {
  if (!state.exists || state.orgId === null || state.settings === null) return refuse('not_found', OIDC_MSG.providerNotFound);
  return { orgId: state.orgId, settings: state.settings };
}

/** Every setting by name: what a change records is picked from these, so a request body passed whole never records its secret or anything else. */
const SETTINGS: Record<keyof IdentityProviderSettings, true> = {
  name: true,
  issuer: true,
  clientId: true,
  emailClaim: true,
  allowedDomains: true,
  defaultRole: true,
  defaultGroupId: true,
  defaultCurriculum: true,
  enabled: true,
};
const settingsAmong = (values: Partial<IdentityProviderSettings>): Partial<IdentityProviderSettings> =>
  Object.fromEntries(Object.entries(values).filter(([key]) => Object.hasOwn(SETTINGS, key)));

/**
 * An organization that requires sign-in through a provider keeps one enabled: otherwise its members
 * below admin could not sign in at all (admins keep their password, the break-glass).
 */
function keepsOneEnabled(before: IdentityProviderSettings, enabledAfter: boolean, organization: EnabledProvidersOfOrganization): void {
  const lastEnabled = before.enabled && !enabledAfter && organization.otherEnabledProviders === 0;
  if (lastEnabled && organization.orgRequiresProvider) refuse('conflict', OIDC_MSG.lastRequiredProvider);
}

export function decideIdentityProvider(command: IdentityProviderCommand, state: IdentityProviderState): IdentityProviderEvent[] {
  switch (command.type) {
    case 'AddIdentityProvider': {
      // The id is new for every provider, and never reused after a removal: a second add would be our bug.
      if (state.providerId !== null) refuse('conflict', 'Identity provider already exists.');
      const { providerId, orgId, clientSecret, name, issuer, clientId, emailClaim, allowedDomains, defaultRole, defaultGroupId, defaultCurriculum, enabled } =
        command;
      const settings = { name, issuer, clientId, emailClaim, allowedDomains, defaultRole, defaultGroupId, defaultCurriculum, enabled };
      return [{ type: 'IdentityProviderAdded', data: { providerId, orgId, ...settings, clientSecret } }];
    }
    case 'ChangeIdentityProvider': {
      const { settings } = added(state);
      const changes = changedFields(settings, settingsAmong(command.changes));
      if (!changes) return [];
      keepsOneEnabled(settings, changes.enabled ?? settings.enabled, command);
      return [{ type: 'IdentityProviderChanged', data: { changes } }];
    }
    case 'SetIdentityProviderSecret':
      added(state);
      // The same sealed value again (a retried request) changes nothing; a new seal always differs (random IV).
      return command.clientSecret === state.clientSecret
        ? []
        : [{ type: 'IdentityProviderSecretSet', data: { clientSecret: command.clientSecret, reason: command.reason } }];
    case 'RemoveIdentityProvider': {
      const { orgId, settings } = added(state);
      keepsOneEnabled(settings, false, command);
      return [{ type: 'IdentityProviderRemoved', data: { orgId } }];
    }
  }
}

export const identityProviderDecider: Decider<IdentityProviderCommand, IdentityProviderEvent, IdentityProviderState> = {
  initialState: initialIdentityProviderState,
  evolve: evolveIdentityProvider,
  decide: decideIdentityProvider,
};
