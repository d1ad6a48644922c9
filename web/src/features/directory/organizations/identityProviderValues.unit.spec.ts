import { describe, expect, it } from '@jest/globals';
import { OIDC_MSG, type IdentityProviderItem } from '@cytocampus/contracts';
import {
  identityProviderChanges,
  identityProviderValuesOf,
  NEW_IDENTITY_PROVIDER,
  toIdentityProviderRequest,
  validateIdentityProvider,
  type IdentityProviderValues,
} from './identityProviderValues';

const item: IdentityProviderItem = {
  id: 'p1',
  orgId: 'org1',
  name: 'Laboratory ID',
  issuer: 'https://id.lab.test/realms/lab',
  clientId: 'cytocampus',
  clientSecretSet: true,
  emailClaim: 'email',
  allowedDomains: ['lab.test', 'north.lab.test'],
  defaultRole: 'cytotechnologist',
  defaultGroupId: 'g1',
  defaultGroupName: 'Day shift',
  defaultCurriculum: null,
  defaultCurriculumName: null,
  enabled: true,
  linkedAccounts: 12,
  created: 1,
  updated: 2,
  version: 3,
};
const filledIn: IdentityProviderValues = {
  ...NEW_IDENTITY_PROVIDER,
  name: ' Laboratory ID ',
  issuer: ' https://id.lab.test/realms/lab ',
  clientId: 'cytocampus',
  clientSecret: ' s3cret ',
  allowedDomains: [' Lab.TEST ', 'lab.test', 'north.lab.test'],
};

describe('adding an identity provider', () => {
  it('sends every setting trimmed, each domain lower-cased and once, and the secret as typed', () => {
    expect(toIdentityProviderRequest(filledIn)).toEqual({
      name: 'Laboratory ID',
      issuer: 'https://id.lab.test/realms/lab',
      clientId: 'cytocampus',
      clientSecret: ' s3cret ',
      emailClaim: 'email',
      allowedDomains: ['lab.test', 'north.lab.test'],
      defaultRole: 'cytotechnologist',
      defaultGroupId: null,
      defaultCurriculum: null,
      enabled: true,
    });
  });

  it('asks for the issuer, the client, a domain and the secret, with the server’s words', () => {
    expect(validateIdentityProvider(NEW_IDENTITY_PROVIDER, NEW_IDENTITY_PROVIDER, true).map((e) => e.field)).toEqual([
      'name',
      'issuer',
      'clientId',
      'allowedDomains',
      'clientSecret',
    ]);
    const problems = validateIdentityProvider(
      { ...filledIn, issuer: 'https://id.lab.test/?tenant=1', allowedDomains: ['lab.test', '*.lab.test'] },
      NEW_IDENTITY_PROVIDER,
      true,
    );
    expect(problems.map((e) => [e.field, e.message])).toEqual([
      ['issuer', OIDC_MSG.issuerInvalid],
      ['allowedDomains.1', OIDC_MSG.domainInvalid],
    ]);
  });
});

describe('editing an identity provider', () => {
  const saved = identityProviderValuesOf(item);

  it('starts with the saved settings and an empty secret', () => {
    expect(saved.clientSecret).toBe('');
    expect(saved.allowedDomains).toEqual(['lab.test', 'north.lab.test']);
    expect(saved.allowedDomains).not.toBe(item.allowedDomains);
  });

  it('sends nothing when nothing changed, and keeps the secret while its field is empty', () => {
    expect(identityProviderChanges(saved, saved)).toEqual({});
    expect(identityProviderChanges({ ...saved, allowedDomains: ['LAB.test ', 'north.lab.test'] }, saved)).toEqual({});
    expect(validateIdentityProvider(saved, saved, false)).toEqual([]);
  });

  it('sends only what changed, and a typed secret to replace the saved one', () => {
    expect(identityProviderChanges({ ...saved, enabled: false, allowedDomains: ['lab.test'], defaultGroupId: null, clientSecret: 'rotated' }, saved)).toEqual({
      enabled: false,
      allowedDomains: ['lab.test'],
      defaultGroupId: null,
      clientSecret: 'rotated',
    });
  });

  it('checks only what would be sent', () => {
    expect(validateIdentityProvider({ ...saved, emailClaim: 'e mail' }, saved, false).map((e) => e.field)).toEqual(['emailClaim']);
    expect(validateIdentityProvider({ ...saved, allowedDomains: [] }, saved, false).map((e) => e.field)).toEqual(['allowedDomains']);
  });
});
