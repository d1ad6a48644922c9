import { describe, expect, it } from '@jest/globals';
import { OIDC_MSG } from '@cytocampus/contracts';
import { jsonSchemaOf } from '../json-schema.js';
import { validate } from '../validate.js';
import {
  identityProviderRequestSchema,
  identityProviderUpdateSchema,
  providerCallbackRequestSchema,
  providerLinkRequestSchema,
  signInPolicyRequestSchema,
  signInProviderQuerySchema,
  startProviderSignInRequestSchema,
} from './identity-providers.js';

const messages = (schema: Parameters<typeof validate>[0], input: unknown) => validate(schema, input).errors.map((e) => [e.field, e.message, e.code]);
const provider = {
  name: 'Laboratory ID',
  issuer: 'https://id.lab.test/realms/lab',
  clientId: 'cytocampus',
  clientSecret: 's3cret',
  allowedDomains: ['lab.test'],
};

describe('an identity provider as a super user adds it', () => {
  it('takes the required settings and fills in the rest', () => {
    const result = validate(identityProviderRequestSchema, provider);
    expect(result.ok && result.value).toEqual({
      ...provider,
      emailClaim: 'email',
      defaultRole: 'cytotechnologist',
      defaultGroupId: null,
      defaultCurriculum: null,
      enabled: true,
    });
  });

  it('requires the secret, the issuer, the client and at least one domain', () => {
    expect(messages(identityProviderRequestSchema, { name: 'Laboratory ID' })).toEqual([
      ['issuer', 'Required', 1],
      ['clientId', 'Required', 1],
      ['allowedDomains', 'Required', 1],
      ['clientSecret', 'Required', 1],
    ]);
    expect(messages(identityProviderRequestSchema, { ...provider, clientSecret: '', allowedDomains: [] })).toEqual([
      ['allowedDomains', 'Need at least 1 items', 2],
      ['clientSecret', 'Required', 1],
    ]);
  });

  it('takes an issuer only as a web address with no query or fragment', () => {
    for (const issuer of ['id.lab.test', 'ftp://id.lab.test', 'https://id.lab.test/?tenant=1', 'https://id.lab.test/?', 'https://id.lab.test#x', 'https://[']) {
      expect(messages(identityProviderRequestSchema, { ...provider, issuer })).toEqual([['issuer', OIDC_MSG.issuerInvalid, 2]]);
    }
    // Whether http is allowed depends on the server's configuration: the API decides.
    expect(validate(identityProviderRequestSchema, { ...provider, issuer: 'http://127.0.0.2:4000' }).ok).toBe(true);
  });

  it('lower-cases the domains and keeps each once; refuses what is not a domain name', () => {
    const result = validate(identityProviderRequestSchema, { ...provider, allowedDomains: [' Lab.TEST ', 'north.lab.test', 'lab.test'] });
    expect(result.ok && result.value.allowedDomains).toEqual(['lab.test', 'north.lab.test']);
    expect(messages(identityProviderRequestSchema, { ...provider, allowedDomains: ['lab.test', 'localhost', '*.lab.test', '@lab.test', 7] })).toEqual([
      ['allowedDomains.1', OIDC_MSG.domainInvalid, 2],
      ['allowedDomains.2', OIDC_MSG.domainInvalid, 2],
      ['allowedDomains.3', OIDC_MSG.domainInvalid, 2],
      ['allowedDomains.4', OIDC_MSG.domainInvalid, 2],
    ]);
    const many = Array.from({ length: 21 }, (_, i) => `lab${i}.test`);
    expect(messages(identityProviderRequestSchema, { ...provider, allowedDomains: many })).toEqual([['allowedDomains', 'Can only have up to 20 items', 2]]);
  });

  it('takes a claim name as the e-mail claim, and the default roles below admin only', () => {
    expect(validate(identityProviderRequestSchema, { ...provider, emailClaim: 'upn' }).ok).toBe(true);
    expect(messages(identityProviderRequestSchema, { ...provider, emailClaim: 'e mail', defaultRole: 'admin' }).map(([field]) => field)).toEqual([
      'emailClaim',
      'defaultRole',
    ]);
    expect(messages(identityProviderRequestSchema, { ...provider, defaultRole: 'super' })).toEqual([['defaultRole', 'Must be selected', 2]]);
  });

  it('takes the secret as typed, up to 500 characters', () => {
    const result = validate(identityProviderRequestSchema, { ...provider, clientSecret: ' with spaces ' });
    expect(result.ok && result.value.clientSecret).toBe(' with spaces ');
    expect(messages(identityProviderRequestSchema, { ...provider, clientSecret: 'x'.repeat(501) })).toEqual([['clientSecret', 'Too long by 1 characters', 2]]);
  });

  it('refuses unknown fields, such as an organization or a role above the defaults', () => {
    expect(messages(identityProviderRequestSchema, { ...provider, orgId: 'o2' })).toEqual([['orgId', 'Property orgId is not in defined shape', 2]]);
  });

  it('marks the secret write-only in the API document', () => {
    const properties = jsonSchemaOf(identityProviderRequestSchema, 'input').properties as Record<string, Record<string, unknown>>;
    expect(properties.clientSecret).toMatchObject({ writeOnly: true });
  });
});

describe('an identity provider as a super user changes it', () => {
  it('checks only what the update sends, fills in nothing and keeps the secret unless one is sent', () => {
    const result = validate(identityProviderUpdateSchema, { enabled: false });
    expect(result.ok && result.value).toEqual({ enabled: false });
    expect(messages(identityProviderUpdateSchema, { clientSecret: '', issuer: 'https://id.lab.test?x' })).toEqual([
      ['issuer', OIDC_MSG.issuerInvalid, 2],
      ['clientSecret', 'Required', 1],
    ]);
    expect(messages(identityProviderUpdateSchema, { id: 'p1' })).toEqual([['id', 'Property id is not in defined shape', 2]]);
  });
});

describe('the sign-in calls', () => {
  it('set the policy with a flag only', () => {
    expect(validate(signInPolicyRequestSchema, { providerRequired: true }).ok).toBe(true);
    expect(messages(signInPolicyRequestSchema, {})).toEqual([['providerRequired', 'Value is not valid', 1]]);
    expect(messages(signInPolicyRequestSchema, { providerRequired: true, orgId: 'o1' })).toEqual([['orgId', 'Property orgId is not in defined shape', 2]]);
  });

  it('look providers up by e-mail or by organization, one of them at least', () => {
    const byEmail = validate(signInProviderQuerySchema, { email: ' Ada@Lab.test ' });
    expect(byEmail.ok && byEmail.value).toEqual({ email: 'ada@lab.test' });
    expect(validate(signInProviderQuerySchema, { orgId: 'DEFAULT' }).ok).toBe(true);
    expect(messages(signInProviderQuerySchema, {})).toEqual([['email', 'Required', 1]]);
    expect(messages(signInProviderQuerySchema, { email: 'ada', orgId: 'x y' })).toEqual([
      ['email', 'Invalid email address supplied.', 2],
      ['orgId', 'Value is not valid', 2],
    ]);
  });

  it('start with a provider, and bound the return path and the hint', () => {
    expect(validate(startProviderSignInRequestSchema, { providerId: 'p1', returnTo: '/dashboard/courses', email: 'ada@lab.test' }).ok).toBe(true);
    expect(messages(startProviderSignInRequestSchema, { returnTo: `/${'x'.repeat(2048)}` })).toEqual([
      ['providerId', 'Value is not valid', 1],
      ['returnTo', 'Too long by 1 characters', 2],
    ]);
  });

  it('take the callback query as it came, up to 4,096 characters', () => {
    const query = 'code=abc&state=def&iss=https%3A%2F%2Fid.lab.test';
    const result = validate(providerCallbackRequestSchema, { query });
    expect(result.ok && result.value).toEqual({ query });
    expect(messages(providerCallbackRequestSchema, { query: 'x'.repeat(4097) })).toEqual([['query', 'Too long by 1 characters', 2]]);
    expect(messages(providerCallbackRequestSchema, { query, code: 'abc' })).toEqual([['code', 'Property code is not in defined shape', 2]]);
  });

  it('link with the password and the honeypot of the login form', () => {
    expect(validate(providerLinkRequestSchema, { password: 'Secret123', website: '' }).ok).toBe(true);
    expect(messages(providerLinkRequestSchema, { website: '' })).toEqual([['password', 'Password is required.', 1]]);
    expect(messages(providerLinkRequestSchema, { password: 'Secret123', email: 'ada@lab.test' })).toEqual([
      ['email', 'Property email is not in defined shape', 2],
    ]);
  });
});
