import type { LtiPlatformRequest } from '@cytocampus/contracts';
import type { LtiPlatform } from './test-platform.js';

/** The test platform as a super user registers it in CytoCampus (POST /lti/platforms) for `orgId`; override what a test is about. */
export const platformRequest = (platform: LtiPlatform, orgId: string, overrides: Partial<LtiPlatformRequest> = {}): LtiPlatformRequest => ({
  name: 'Hospital LMS',
  issuer: platform.registration.issuer,
  clientId: platform.registration.clientId,
  deploymentIds: [...platform.registration.deploymentIds],
  keySetUrl: platform.registration.jwksUrl,
  authUrl: platform.registration.authorizationEndpoint,
  tokenUrl: platform.registration.tokenEndpoint,
  orgId,
  enabled: true,
  ...overrides,
});
