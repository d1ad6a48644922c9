import { describe, expect, it } from '@jest/globals';
import { LTI_MSG, LTI_ROLE, type LtiPlatformFields } from '@cytocampus/contracts';
import { given } from '@cytocampus/testing';
import type { SealedSecret } from '../identity-providers/events.js';
import type { LtiLaunched, LtiPlatformEvent, LtiToolKeyEvent } from './events.js';
import { ltiGradeDecider, nextScoreAttemptDelay } from './grades.js';
import { ltiLaunchDecider, ltiLaunchStream } from './launch.js';
import { ltiPlatformDecider } from './platform.js';
import { isLtiInstructor, ltiAccountRole } from './roles.js';
import { ltiToolKeysDecider } from './tool-keys.js';

const fields: LtiPlatformFields = {
  name: 'Hospital Moodle',
  issuer: 'https://lms.hospital.test',
  clientId: 'cc-tool',
  deploymentIds: ['1'],
  keySetUrl: 'https://lms.hospital.test/jwks',
  authUrl: 'https://lms.hospital.test/auth',
  tokenUrl: 'https://lms.hospital.test/token',
  orgId: 'o1',
  enabled: true,
};
const registered: LtiPlatformEvent = { type: 'LtiPlatformRegistered', data: { platformId: 'p1', ...fields } };
const removed: LtiPlatformEvent = { type: 'LtiPlatformRemoved', data: { orgId: 'o1' } };

describe('LTI platforms', () => {
  it('are registered with their fields once, never again after removal', () => {
    given(ltiPlatformDecider, [])
      .when({ type: 'RegisterLtiPlatform', platformId: 'p1', ...fields })
      .then([registered]);
    given(ltiPlatformDecider, [registered, removed])
      .when({ type: 'RegisterLtiPlatform', platformId: 'p1', ...fields })
      .thenRefuses('LTI platform already exists.');
  });

  it('record only the fields that changed, never the organization', () => {
    const changes = Object.assign({ deploymentIds: ['1', '2'], name: 'Hospital Moodle' }, { orgId: 'o2' });
    given(ltiPlatformDecider, [registered])
      .when({ type: 'ChangeLtiPlatform', changes })
      .then([{ type: 'LtiPlatformChanged', data: { changes: { deploymentIds: ['1', '2'] } } }]);
    given(ltiPlatformDecider, [registered])
      .when({ type: 'ChangeLtiPlatform', changes: { enabled: true } })
      .then([]);
  });

  it('are not found once removed', () => {
    given(ltiPlatformDecider, [registered, removed])
      .when({ type: 'ChangeLtiPlatform', changes: { enabled: false } })
      .thenRefuses(LTI_MSG.platformNotFound);
    given(ltiPlatformDecider, [registered, removed]).when({ type: 'RemoveLtiPlatform' }).thenRefuses(LTI_MSG.platformNotFound);
    given(ltiPlatformDecider, [registered]).when({ type: 'RemoveLtiPlatform' }).then([removed]);
  });
});

const sealed: SealedSecret = 'v1.k.iv.ct';
const key = (kid: string): LtiToolKeyEvent => ({ type: 'LtiToolKeyAdded', data: { kid, publicJwk: { kty: 'RSA', kid }, privateJwk: sealed } });

describe("the tool's keys", () => {
  it('get a first key only when there is none', () => {
    const ensure = { type: 'EnsureLtiToolKey', kid: 'k1', publicJwk: { kty: 'RSA', kid: 'k1' }, privateJwk: sealed } as const;
    given(ltiToolKeysDecider, [])
      .when(ensure)
      .then([key('k1')]);
    given(ltiToolKeysDecider, [key('k0')])
      .when(ensure)
      .then([]);
  });

  it('rotate: a new key is added beside the old, which can then be retired', () => {
    const state = given(ltiToolKeysDecider, [key('k1'), key('k2')]).state;
    expect(state.kids).toEqual(['k1', 'k2']);
    given(ltiToolKeysDecider, [key('k1'), key('k2')])
      .when({ type: 'RetireLtiToolKey', kid: 'k1' })
      .then([{ type: 'LtiToolKeyRetired', data: { kid: 'k1' } }]);
  });

  it('never retire the signing key, nor an unknown one', () => {
    given(ltiToolKeysDecider, [key('k1'), key('k2')])
      .when({ type: 'RetireLtiToolKey', kid: 'k2' })
      .thenRefuses(LTI_MSG.lastSigningKey);
    given(ltiToolKeysDecider, [key('k1')])
      .when({ type: 'RetireLtiToolKey', kid: 'k9' })
      .thenRefuses(LTI_MSG.keyNotFound);
  });
});

describe('LTI roles', () => {
  it('make instructors managers and everyone else a cytotechnologist', () => {
    expect(ltiAccountRole([LTI_ROLE.instructor])).toBe('manager');
    expect(ltiAccountRole([LTI_ROLE.learner, 'http://purl.imsglobal.org/vocab/institution/person#Student'])).toBe('cytotechnologist');
    expect(ltiAccountRole([])).toBe('cytotechnologist');
    expect(isLtiInstructor([LTI_ROLE.contentDeveloper])).toBe(true);
    expect(isLtiInstructor(['Instructor'])).toBe(false);
  });
});

describe('LTI launches', () => {
  const launch: LtiLaunched['data'] = {
    platformId: 'p1',
    userId: 'u1',
    sessionHash: 'h',
    subject: 's1',
    deploymentId: '1',
    messageType: 'LtiResourceLinkRequest',
    contextId: null,
    contextTitle: null,
    resourceLinkId: 'r1',
    resourceLinkTitle: 'Cervical cytology',
    target: 'course/m1',
    instructor: false,
    lineItemUrl: null,
    scopes: [],
    membershipsUrl: null,
    deepLinkReturnUrl: null,
    deepLinkData: null,
    returnUrl: null,
  };
  const launched: LtiLaunched = { type: 'LtiLaunched', data: launch };

  it('are recorded once per platform and nonce, and a replay is refused', () => {
    given(ltiLaunchDecider, []).when({ type: 'RecordLtiLaunch', launch }).then([launched]);
    given(ltiLaunchDecider, [launched]).when({ type: 'RecordLtiLaunch', launch }).thenRefuses(LTI_MSG.replayedLaunch);
    expect(ltiLaunchStream('p1', 'n1')).toMatch(/^lti-launch-[0-9a-f]{64}$/);
    expect(ltiLaunchStream('p1', 'n1')).not.toBe(ltiLaunchStream('p2', 'n1'));
  });
});

describe('scores sent back', () => {
  const refused = (attempt: number) => ({ type: 'LtiScoreRefused', data: { passbackId: 'g1', attempt, error: 'HTTP 503', nextAttemptAt: 1000 } }) as const;
  const sent = { type: 'LtiScoreSent', data: { passbackId: 'g1', attempt: 2, sentAt: 2000 } } as const;

  it('record each try once, and nothing after the platform accepted', () => {
    given(ltiGradeDecider, [])
      .when({ type: 'RecordScoreRefused', passbackId: 'g1', attempt: 1, error: 'HTTP 503', nextAttemptAt: 1000 })
      .then([refused(1)]);
    given(ltiGradeDecider, [refused(1)])
      .when({ type: 'RecordScoreRefused', passbackId: 'g1', attempt: 1, error: 'HTTP 503', nextAttemptAt: 1000 })
      .then([]);
    given(ltiGradeDecider, [refused(1)])
      .when({ type: 'RecordScoreSent', passbackId: 'g1', attempt: 2, sentAt: 2000 })
      .then([sent]);
    given(ltiGradeDecider, [refused(1), sent])
      .when({ type: 'RecordScoreRefused', passbackId: 'g1', attempt: 3, error: 'x', nextAttemptAt: 1 })
      .then([]);
  });

  it('wait twice as long after each refusal, at most six hours', () => {
    expect([1, 2, 3, 4].map((attempt) => nextScoreAttemptDelay(attempt, 60_000))).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(nextScoreAttemptDelay(30, 60_000)).toBe(6 * 3_600_000);
  });
});
