import type { IdentityProviderRequest } from '@cytocampus/contracts';
import { TEST_CLIENT_ID, TEST_CLIENT_SECRET } from './configuration.js';
import { PROVIDER_NAME } from './pages.js';

/** The test provider as a super user registers it in CytoCampus (POST …/identity-providers); override what a test is about. */
export const providerRequest = (issuer: string, overrides: Partial<IdentityProviderRequest> = {}): IdentityProviderRequest => ({
  name: PROVIDER_NAME,
  issuer,
  clientId: TEST_CLIENT_ID,
  clientSecret: TEST_CLIENT_SECRET,
  emailClaim: 'email',
  allowedDomains: ['lab.test'],
  defaultRole: 'cytotechnologist',
  defaultGroupId: null,
  defaultCurriculum: null,
  enabled: true,
  ...overrides,
});
