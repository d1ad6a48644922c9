import { describe, expect, it } from '@jest/globals';
import { LTI_MSG, type LtiPlatformItem } from '@cytocampus/contracts';
import { GENERIC } from '@cytocampus/schema';
import { NEW_PLATFORM, platformChanges, platformValuesOf, toPlatformRequest, validatePlatform, type PlatformValues } from './platformValues';

const ORG = 'e0000000-0000-4000-8000-000000000001';
const item: LtiPlatformItem = {
  id: 'p1',
  name: 'Riverside Moodle',
  issuer: 'https://moodle.riverside.test',
  clientId: 'cc-client',
  deploymentIds: ['1', '7'],
  keySetUrl: 'https://moodle.riverside.test/mod/lti/certs.php',
  authUrl: 'https://moodle.riverside.test/mod/lti/auth.php',
  tokenUrl: 'https://moodle.riverside.test/mod/lti/token.php',
  orgId: ORG,
  orgName: 'Riverside Cytology Laboratory',
  enabled: true,
  linkedAccounts: 3,
  failingPassbacks: 1,
  created: 1,
  updated: 2,
  version: 4,
};
const filledIn: PlatformValues = {
  ...NEW_PLATFORM,
  name: ' Riverside Moodle ',
  issuer: ' https://moodle.riverside.test ',
  clientId: 'cc-client',
  deploymentIds: [' 1 ', '1', '', '7'],
  keySetUrl: 'https://moodle.riverside.test/mod/lti/certs.php',
  authUrl: 'https://moodle.riverside.test/mod/lti/auth.php',
  tokenUrl: 'https://moodle.riverside.test/mod/lti/token.php',
  orgId: ORG,
};

describe('registering a learning platform', () => {
  it('sends every setting trimmed, each deployment once and none blank, enabled by default', () => {
    expect(toPlatformRequest(filledIn)).toEqual({
      name: 'Riverside Moodle',
      issuer: 'https://moodle.riverside.test',
      clientId: 'cc-client',
      deploymentIds: ['1', '7'],
      keySetUrl: 'https://moodle.riverside.test/mod/lti/certs.php',
      authUrl: 'https://moodle.riverside.test/mod/lti/auth.php',
      tokenUrl: 'https://moodle.riverside.test/mod/lti/token.php',
      orgId: ORG,
      enabled: true,
    });
    expect(validatePlatform(filledIn, NEW_PLATFORM, true)).toEqual([]);
  });

  it('asks for every field with the server’s words, the organization as Required', () => {
    const problems = validatePlatform(NEW_PLATFORM, NEW_PLATFORM, true);
    expect(problems.map((e) => e.field)).toEqual(['name', 'issuer', 'clientId', 'deploymentIds', 'keySetUrl', 'authUrl', 'tokenUrl', 'orgId']);
    expect(problems.find((e) => e.field === 'orgId')?.message).toBe(GENERIC.required);
  });

  it('refuses an address that is not a web address with LTI’s own message', () => {
    const problems = validatePlatform({ ...filledIn, keySetUrl: 'ftp://moodle.riverside.test/certs', tokenUrl: 'token.php' }, NEW_PLATFORM, true);
    expect(problems.map((e) => [e.field, e.message])).toEqual([
      ['keySetUrl', LTI_MSG.urlInvalid],
      ['tokenUrl', LTI_MSG.urlInvalid],
    ]);
  });
});

describe('editing a learning platform', () => {
  const saved = platformValuesOf(item);

  it('starts with the saved settings, its deployments a copy', () => {
    expect(saved).toMatchObject({ name: 'Riverside Moodle', orgId: ORG, deploymentIds: ['1', '7'], enabled: true });
    expect(saved.deploymentIds).not.toBe(item.deploymentIds);
  });

  it('sends nothing when nothing changed (spaces and a repeated deployment are no change)', () => {
    expect(platformChanges(saved, saved)).toEqual({});
    expect(platformChanges({ ...saved, name: ' Riverside Moodle', deploymentIds: ['1', '7', '7 '] }, saved)).toEqual({});
    expect(validatePlatform(saved, saved, false)).toEqual([]);
  });

  it('sends only what changed, never the organization', () => {
    expect(platformChanges({ ...saved, enabled: false, deploymentIds: ['7'], orgId: 'another' }, saved)).toEqual({ enabled: false, deploymentIds: ['7'] });
  });

  it('checks only what would be sent', () => {
    expect(validatePlatform({ ...saved, authUrl: '' }, saved, false).map((e) => e.field)).toEqual(['authUrl']);
    expect(validatePlatform({ ...saved, deploymentIds: [] }, saved, false).map((e) => e.field)).toEqual(['deploymentIds']);
  });
});
