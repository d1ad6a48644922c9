import { describe, expect, it } from '@jest/globals';
import { OIDC_MSG } from '@cytocampus/contracts';
import { given } from '@cytocampus/testing';
import type { EnabledProvidersOfOrganization, IdentityProviderCommand } from './commands.js';
import { identityProviderDecider } from './decide.js';
import { identityProviderStream, type IdentityProviderEvent, type IdentityProviderSettings, type SealedSecret } from './events.js';

const settings: IdentityProviderSettings = {
  name: 'Laboratory ID',
  issuer: 'https://id.lab.test',
  clientId: 'cytocampus',
  emailClaim: 'email',
  allowedDomains: ['lab.test'],
  defaultRole: 'cytotechnologist',
  defaultGroupId: null,
  defaultCurriculum: null,
  enabled: true,
};
const sealed: SealedSecret = 'v1.kid1.iv1.ct1';
const resealed: SealedSecret = 'v1.kid2.iv2.ct2';
const add: IdentityProviderCommand = { type: 'AddIdentityProvider', providerId: 'p1', orgId: 'o1', clientSecret: sealed, ...settings };
const added: IdentityProviderEvent = { type: 'IdentityProviderAdded', data: { providerId: 'p1', orgId: 'o1', clientSecret: sealed, ...settings } };
const removed: IdentityProviderEvent = { type: 'IdentityProviderRemoved', data: { orgId: 'o1' } };
const disabled: IdentityProviderEvent = { type: 'IdentityProviderChanged', data: { changes: { enabled: false } } };

const optional: EnabledProvidersOfOrganization = { orgRequiresProvider: false, otherEnabledProviders: 0 };
const required = (otherEnabledProviders: number): EnabledProvidersOfOrganization => ({ orgRequiresProvider: true, otherEnabledProviders });
const change = (changes: Partial<IdentityProviderSettings>, organization = optional): IdentityProviderCommand => ({
  type: 'ChangeIdentityProvider',
  changes,
  ...organization,
});
const remove = (organization = optional): IdentityProviderCommand => ({ type: 'RemoveIdentityProvider', ...organization });
const setSecret = (clientSecret: SealedSecret, reason: 'changed' | 'resealed' = 'changed'): IdentityProviderCommand => ({
  type: 'SetIdentityProviderSecret',
  clientSecret,
  reason,
});

describe('identity providers', () => {
  it('live in the stream idp-<id>', () => {
    expect(identityProviderStream('p1')).toBe('idp-p1');
  });

  it('are added with their settings, their organization and the sealed secret', () => {
    given(identityProviderDecider, []).when(add).then([added]);
  });

  it('record only what the command names, whatever else the caller passed along', () => {
    const addWithMore: IdentityProviderCommand = Object.assign({ ...add }, { clientSecretPlain: 'hunter2' });
    given(identityProviderDecider, []).when(addWithMore).then([added]);
    // A request body passed whole, as a careless handler might: its secret and organization must not reach the event.
    const body: Partial<IdentityProviderSettings> = Object.assign({ name: 'Lab ID' }, { clientSecret: 'hunter2', orgId: 'o2' });
    const changeWithSecret = change(body);
    given(identityProviderDecider, [added])
      .when(changeWithSecret)
      .then([{ type: 'IdentityProviderChanged', data: { changes: { name: 'Lab ID' } } }]);
  });

  it('refuse a second add, even after removal', () => {
    given(identityProviderDecider, [added]).when(add).thenRefuses('Identity provider already exists.');
    given(identityProviderDecider, [added, removed]).when(add).thenRefuses('Identity provider already exists.');
  });

  it('record only the settings that changed, and nothing when none did', () => {
    given(identityProviderDecider, [added])
      .when(change({ name: 'Laboratory ID', allowedDomains: ['lab.test', 'north.lab.test'], defaultRole: 'manager' }))
      .then([{ type: 'IdentityProviderChanged', data: { changes: { allowedDomains: ['lab.test', 'north.lab.test'], defaultRole: 'manager' } } }]);
    given(identityProviderDecider, [added])
      .when(change({ name: 'Laboratory ID', allowedDomains: ['lab.test'], enabled: true }))
      .then([]);
    const { state } = given(identityProviderDecider, [added, { type: 'IdentityProviderChanged', data: { changes: { defaultGroupId: 'g1' } } }]);
    expect(state.settings).toEqual({ ...settings, defaultGroupId: 'g1' });
  });

  it('set a new secret, and seal it again after a key rotation', () => {
    given(identityProviderDecider, [added])
      .when(setSecret(resealed))
      .then([{ type: 'IdentityProviderSecretSet', data: { clientSecret: resealed, reason: 'changed' } }]);
    given(identityProviderDecider, [added])
      .when(setSecret(resealed, 'resealed'))
      .then([{ type: 'IdentityProviderSecretSet', data: { clientSecret: resealed, reason: 'resealed' } }]);
    const { state } = given(identityProviderDecider, [added, { type: 'IdentityProviderSecretSet', data: { clientSecret: resealed, reason: 'resealed' } }]);
    expect(state.clientSecret).toBe(resealed);
    // A retried request with the same sealed value changes nothing.
    given(identityProviderDecider, [added]).when(setSecret(sealed)).then([]);
  });

  it('are removed with their organization named', () => {
    given(identityProviderDecider, [added]).when(remove()).then([removed]);
  });

  it('are not found for a change, a secret or a removal once removed, or before they were added', () => {
    for (const command of [change({ name: 'x' }), setSecret(resealed), remove()]) {
      given(identityProviderDecider, []).when(command).thenRefuses(OIDC_MSG.providerNotFound);
      given(identityProviderDecider, [added, removed]).when(command).thenRefuses(OIDC_MSG.providerNotFound);
    }
  });

  it('refuse to disable or remove the last enabled provider of an organization that requires one', () => {
    given(identityProviderDecider, [added])
      .when(change({ enabled: false }, required(0)))
      .thenRefuses(OIDC_MSG.lastRequiredProvider);
    given(identityProviderDecider, [added])
      .when(remove(required(0)))
      .thenRefuses(OIDC_MSG.lastRequiredProvider);
  });

  it('disable or remove a provider while another stays enabled, or when the organization does not require one', () => {
    given(identityProviderDecider, [added])
      .when(change({ enabled: false }, required(1)))
      .then([disabled]);
    given(identityProviderDecider, [added])
      .when(remove(required(1)))
      .then([removed]);
    given(identityProviderDecider, [added])
      .when(change({ enabled: false }))
      .then([disabled]);
    given(identityProviderDecider, [added]).when(remove()).then([removed]);
  });

  it('remove a disabled provider, and change its other settings, even when it is the only one of an organization that requires one', () => {
    given(identityProviderDecider, [added, disabled])
      .when(remove(required(0)))
      .then([removed]);
    given(identityProviderDecider, [added, disabled])
      .when(change({ name: 'Lab ID', enabled: false }, required(0)))
      .then([{ type: 'IdentityProviderChanged', data: { changes: { name: 'Lab ID' } } }]);
  });
});
