import { DEFAULT_ORGANIZATION_ID, DIRECTORY_MSG, OIDC_MSG, type SkillOutlierSettings } from '@cytocampus/contracts';
import type { Decider, DomainEvent } from '../core/decider.js';
import { refuse } from '../core/errors.js';
import { changedFields } from '../core/changes.js';

export const organizationStream = (orgId: string): string => `organization-${orgId}`;

export interface OrganizationFields {
  name: string;
  region: string | null;
  preWork: boolean;
  defaultCurriculum: string | null;
}

export type OrganizationCreated = DomainEvent<'OrganizationCreated', OrganizationFields & { orgId: string }>;
/** Only the fields that changed. */
export type OrganizationUpdated = DomainEvent<'OrganizationUpdated', { changes: Partial<OrganizationFields> }>;
export type OrganizationDeleted = DomainEvent<'OrganizationDeleted', { orgId: string }>;
/** The organization's screening skill outlier thresholds (docs/adr/0036). */
export type SkillOutlierSettingsChanged = DomainEvent<'SkillOutlierSettingsChanged', SkillOutlierSettings>;
/** Whether the members below admin must sign in through one of the organization's identity providers (admins keep their password). */
export type SignInPolicyChanged = DomainEvent<'SignInPolicyChanged', { providerRequired: boolean }>;
export type OrganizationEvent = OrganizationCreated | OrganizationUpdated | OrganizationDeleted | SkillOutlierSettingsChanged | SignInPolicyChanged;

export type OrganizationCommand =
  | ({ type: 'CreateOrganization'; orgId: string } & OrganizationFields)
  | { type: 'UpdateOrganization'; changes: Partial<OrganizationFields> }
  /** `members`: how many users the organization still has; `identityProviders`: how many providers (read by the handler). */
  | { type: 'DeleteOrganization'; members: number; identityProviders: number }
  | ({ type: 'ChangeSkillOutlierSettings' } & SkillOutlierSettings)
  /** `enabledProviders`: how many of the organization's identity providers are enabled (read by the handler). */
  | { type: 'ChangeSignInPolicy'; providerRequired: boolean; enabledProviders: number };

export interface OrganizationState {
  exists: boolean;
  orgId: string | null;
  fields: OrganizationFields | null;
  /** Null until first set (the defaults apply). */
  skillOutliers?: SkillOutlierSettings | null;
  /** Absent until first set: passwords are allowed. */
  providerRequired?: boolean;
}

const notFound = (): never => refuse('not_found', DIRECTORY_MSG.organizationNotFound);

export const organizationDecider: Decider<OrganizationCommand, OrganizationEvent, OrganizationState> = {
  initialState: () => ({ exists: false, orgId: null, fields: null }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'OrganizationCreated': {
        const { orgId, ...fields } = event.data;
        return { exists: true, orgId, fields };
      }
      case 'OrganizationUpdated':
        return state.fields ? { ...state, fields: { ...state.fields, ...event.data.changes } } : state;
      case 'OrganizationDeleted':
        return { ...state, exists: false };
      case 'SkillOutlierSettingsChanged':
        return { ...state, skillOutliers: event.data };
      case 'SignInPolicyChanged':
        return { ...state, providerRequired: event.data.providerRequired };
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'CreateOrganization': {
        if (state.orgId !== null) refuse('conflict', 'Organization already exists.');
        const { type: _type, ...data } = command;
        return [{ type: 'OrganizationCreated', data }];
      }
      case 'UpdateOrganization': {
        if (!state.exists || !state.fields) return notFound();
        const changes = changedFields(state.fields, command.changes);
        return changes ? [{ type: 'OrganizationUpdated', data: { changes } }] : [];
      }
      case 'DeleteOrganization':
        if (!state.exists || state.orgId === null) return notFound();
        if (state.orgId === DEFAULT_ORGANIZATION_ID) refuse('forbidden', DIRECTORY_MSG.cannotDeleteDefaultOrganization);
        if (command.members > 0) refuse('conflict', DIRECTORY_MSG.organizationHasMembers);
        // Its providers would be left signing in to nothing: removed first, on purpose.
        if (command.identityProviders > 0) refuse('conflict', OIDC_MSG.organizationHasProviders);
        return [{ type: 'OrganizationDeleted', data: { orgId: state.orgId } }];
      case 'ChangeSkillOutlierSettings': {
        if (!state.exists) return notFound();
        const { type: _type, ...settings } = command;
        const current = state.skillOutliers;
        if (current && current.factor === settings.factor && current.minSlides === settings.minSlides) return [];
        return [{ type: 'SkillOutlierSettingsChanged', data: settings }];
      }
      case 'ChangeSignInPolicy': {
        if (!state.exists) return notFound();
        const { providerRequired, enabledProviders } = command;
        if (providerRequired === (state.providerRequired ?? false)) return [];
        // Requiring a provider with none enabled would lock every member below admin out.
        if (providerRequired && enabledProviders === 0) refuse('conflict', OIDC_MSG.noProviderToRequire);
        return [{ type: 'SignInPolicyChanged', data: { providerRequired } }];
      }
    }
  },
};
