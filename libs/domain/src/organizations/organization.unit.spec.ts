import { describe, expect, it } from '@jest/globals';
import { DEFAULT_ORGANIZATION_ID, DIRECTORY_MSG, OIDC_MSG } from '@cytocampus/contracts';
import { given } from '@cytocampus/testing';
import { organizationDecider, organizationStream, type OrganizationCommand, type OrganizationEvent, type OrganizationFields } from './index.js';

const fields: OrganizationFields = { name: 'North Lab', region: 'North', preWork: false, defaultCurriculum: null };
const create = (orgId = 'o1'): OrganizationCommand => ({ type: 'CreateOrganization', orgId, ...fields });
const created = (orgId = 'o1'): OrganizationEvent => ({ type: 'OrganizationCreated', data: { orgId, ...fields } });
const deleted: OrganizationEvent = { type: 'OrganizationDeleted', data: { orgId: 'o1' } };
const thresholds = (factor: number, minSlides: number): OrganizationCommand => ({ type: 'ChangeSkillOutlierSettings', factor, minSlides });
const thresholdsChanged = (factor: number, minSlides: number): OrganizationEvent => ({ type: 'SkillOutlierSettingsChanged', data: { factor, minSlides } });
const policy = (providerRequired: boolean, enabledProviders = 1): OrganizationCommand => ({ type: 'ChangeSignInPolicy', providerRequired, enabledProviders });
const policyChanged = (providerRequired: boolean): OrganizationEvent => ({ type: 'SignInPolicyChanged', data: { providerRequired } });

describe('organizations', () => {
  it('live in the stream organization-<id>', () => {
    expect(organizationStream('o1')).toBe('organization-o1');
  });

  it('are created with their fields', () => {
    given(organizationDecider, []).when(create()).then([created()]);
  });

  it('refuse to be created twice, even after deletion', () => {
    given(organizationDecider, [created()]).when(create()).thenRefuses('Organization already exists.');
    given(organizationDecider, [created(), deleted]).when(create()).thenRefuses('Organization already exists.');
  });

  it('record only the fields that changed, and nothing when none did', () => {
    given(organizationDecider, [created()])
      .when({ type: 'UpdateOrganization', changes: { name: 'North Lab', region: null, preWork: true } })
      .then([{ type: 'OrganizationUpdated', data: { changes: { region: null, preWork: true } } }]);
    given(organizationDecider, [created()])
      .when({ type: 'UpdateOrganization', changes: { name: 'North Lab', region: 'North' } })
      .then([]);
    given(organizationDecider, [created(), { type: 'OrganizationUpdated', data: { changes: { defaultCurriculum: 'c1' } } }])
      .when({ type: 'UpdateOrganization', changes: { defaultCurriculum: 'c1' } })
      .then([]);
  });

  it('are deleted once they have no members', () => {
    given(organizationDecider, [created()]).when({ type: 'DeleteOrganization', members: 0, identityProviders: 0 }).then([deleted]);
  });

  it('refuse deletion while they still have members', () => {
    given(organizationDecider, [created()])
      .when({ type: 'DeleteOrganization', members: 1, identityProviders: 0 })
      .thenRefuses(DIRECTORY_MSG.organizationHasMembers);
  });

  it('refuse deletion while they still have identity providers', () => {
    given(organizationDecider, [created()])
      .when({ type: 'DeleteOrganization', members: 0, identityProviders: 1 })
      .thenRefuses(OIDC_MSG.organizationHasProviders);
  });

  it('refuse to delete the default organization, even empty', () => {
    given(organizationDecider, [created(DEFAULT_ORGANIZATION_ID)])
      .when({ type: 'DeleteOrganization', members: 0, identityProviders: 0 })
      .thenRefuses(DIRECTORY_MSG.cannotDeleteDefaultOrganization);
  });

  it('record outlier thresholds when first set or changed, and nothing when they stay', () => {
    given(organizationDecider, [created()])
      .when(thresholds(2, 5))
      .then([thresholdsChanged(2, 5)]);
    given(organizationDecider, [created(), thresholdsChanged(2, 5)])
      .when(thresholds(2, 5))
      .then([]);
    given(organizationDecider, [created(), thresholdsChanged(2, 5)])
      .when(thresholds(2.5, 5))
      .then([thresholdsChanged(2.5, 5)]);
  });

  it('require sign-in through a provider, and lift the requirement; the same value again records nothing', () => {
    given(organizationDecider, [created()])
      .when(policy(true))
      .then([policyChanged(true)]);
    given(organizationDecider, [created(), policyChanged(true)])
      .when(policy(true))
      .then([]);
    given(organizationDecider, [created(), policyChanged(true)])
      .when(policy(false, 0))
      .then([policyChanged(false)]);
    // Passwords are allowed until a policy is first set.
    given(organizationDecider, [created()]).when(policy(false)).then([]);
  });

  it('refuse to require a provider when none is enabled', () => {
    given(organizationDecider, [created()]).when(policy(true, 0)).thenRefuses(OIDC_MSG.noProviderToRequire);
  });

  it('refuse every change when the organization does not exist or was deleted', () => {
    const changes: OrganizationCommand[] = [
      { type: 'UpdateOrganization', changes: { name: 'x' } },
      { type: 'DeleteOrganization', members: 0, identityProviders: 0 },
      thresholds(2, 5),
      policy(true),
    ];
    for (const command of changes) {
      given(organizationDecider, []).when(command).thenRefuses(DIRECTORY_MSG.organizationNotFound);
      given(organizationDecider, [created(), deleted]).when(command).thenRefuses(DIRECTORY_MSG.organizationNotFound);
    }
  });
});
