import type { Decider, DomainEvent } from '../core/decider.js';
import { refuse } from '../core/errors.js';

export const organizationStream = (orgId: string): string => `organization-${orgId}`;

export interface OrganizationFields {
  name: string;
  region: string | null;
  preWork: boolean;
  defaultCurriculum: string | null;
}

export type OrganizationCreated = DomainEvent<'OrganizationCreated', OrganizationFields & { orgId: string }>;
export type OrganizationEvent = OrganizationCreated;

export type OrganizationCommand = { type: 'CreateOrganization'; orgId: string } & OrganizationFields;

export interface OrganizationState {
  exists: boolean;
}

export const organizationDecider: Decider<OrganizationCommand, OrganizationEvent, OrganizationState> = {
  initialState: () => ({ exists: false }),
  evolve: () => ({ exists: true }),
  decide: (command, state) => {
    if (state.exists) refuse('conflict', 'Organization already exists.');
    const { type: _type, ...data } = command;
    return [{ type: 'OrganizationCreated', data }];
  },
};
