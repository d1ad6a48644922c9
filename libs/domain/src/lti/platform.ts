import { LTI_MSG, type LtiPlatformFields } from '@cytocampus/contracts';
import type { Decider } from '../core/decider.js';
import { changedFields } from '../core/changes.js';
import { refuse } from '../core/errors.js';
import type { LtiPlatformEvent } from './events.js';

export type LtiPlatformCommand =
  | ({ type: 'RegisterLtiPlatform'; platformId: string } & LtiPlatformFields)
  | { type: 'ChangeLtiPlatform'; changes: Partial<Omit<LtiPlatformFields, 'orgId'>> }
  | { type: 'RemoveLtiPlatform' };

export interface LtiPlatformState {
  /** Set once registered, kept after removal: an id is never registered twice. */
  platformId: string | null;
  exists: boolean;
  fields: LtiPlatformFields | null;
}

const FIELDS: Record<keyof Omit<LtiPlatformFields, 'orgId'>, true> = {
  name: true,
  issuer: true,
  clientId: true,
  deploymentIds: true,
  keySetUrl: true,
  authUrl: true,
  tokenUrl: true,
  enabled: true,
};
/** What a change may record, picked by name: a body passed whole never records the organization or anything else. */
const fieldsAmong = (values: Partial<LtiPlatformFields>): Partial<Omit<LtiPlatformFields, 'orgId'>> =>
  Object.fromEntries(Object.entries(values).filter(([key]) => Object.hasOwn(FIELDS, key)));

function registered(state: LtiPlatformState): LtiPlatformFields {
  if (!state.exists || state.fields === null) return refuse('not_found', LTI_MSG.platformNotFound);
  return state.fields;
}

export const ltiPlatformDecider: Decider<LtiPlatformCommand, LtiPlatformEvent, LtiPlatformState> = {
  initialState: () => ({ platformId: null, exists: false, fields: null }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'LtiPlatformRegistered': {
        const { platformId, ...fields } = event.data;
        return { platformId, exists: true, fields };
      }
      case 'LtiPlatformChanged':
        return state.fields ? { ...state, fields: { ...state.fields, ...event.data.changes } } : state;
      case 'LtiPlatformRemoved':
        return { ...state, exists: false };
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'RegisterLtiPlatform': {
        if (state.platformId !== null) refuse('conflict', 'LTI platform already exists.');
        const { type: _type, ...data } = command;
        return [{ type: 'LtiPlatformRegistered', data }];
      }
      case 'ChangeLtiPlatform': {
        const changes = changedFields(registered(state), fieldsAmong(command.changes));
        return changes ? [{ type: 'LtiPlatformChanged', data: { changes } }] : [];
      }
      case 'RemoveLtiPlatform':
        return [{ type: 'LtiPlatformRemoved', data: { orgId: registered(state).orgId } }];
    }
  },
};
