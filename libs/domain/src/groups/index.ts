import { DIRECTORY_MSG } from '@cytocampus/contracts';
import type { Decider, DomainEvent } from '../core/decider.js';
import { changedFields } from '../core/changes.js';
import { refuse } from '../core/errors.js';

/** Groups belong to one organization; they cannot be locked, accessed or reviewed (spec part 2). */
export const groupStream = (groupId: string): string => `group-${groupId}`;

export interface GroupFields {
  name: string;
  description: string;
  tags: string[];
  /** Assignment given to members by default; null shows as 'Unassigned'. */
  defaultCurriculum: string | null;
}

export type GroupCreated = DomainEvent<'GroupCreated', GroupFields & { groupId: string; orgId: string }>;
export type GroupUpdated = DomainEvent<'GroupUpdated', { changes: Partial<GroupFields> }>;
export type GroupDeleted = DomainEvent<'GroupDeleted', { groupId: string; orgId: string }>;
export type GroupEvent = GroupCreated | GroupUpdated | GroupDeleted;

export type GroupCommand =
  ({ type: 'CreateGroup'; groupId: string; orgId: string } & GroupFields) | { type: 'UpdateGroup'; changes: Partial<GroupFields> } | { type: 'DeleteGroup' };

export interface GroupState {
  exists: boolean;
  groupId: string | null;
  orgId: string | null;
  fields: GroupFields | null;
}

const notFound = (): never => refuse('not_found', DIRECTORY_MSG.groupNotFound);

export const groupDecider: Decider<GroupCommand, GroupEvent, GroupState> = {
  initialState: () => ({ exists: false, groupId: null, orgId: null, fields: null }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'GroupCreated': {
        const { groupId, orgId, ...fields } = event.data;
        return { exists: true, groupId, orgId, fields };
      }
      case 'GroupUpdated':
        return state.fields ? { ...state, fields: { ...state.fields, ...event.data.changes } } : state;
      case 'GroupDeleted':
        return { ...state, exists: false };
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'CreateGroup': {
        if (state.groupId !== null) refuse('conflict', 'Group already exists.');
        const { type: _type, ...data } = command;
        return [{ type: 'GroupCreated', data }];
      }
      case 'UpdateGroup': {
        if (!state.exists || !state.fields) return notFound();
        const changes = changedFields(state.fields, command.changes);
        return changes ? [{ type: 'GroupUpdated', data: { changes } }] : [];
      }
      case 'DeleteGroup':
        if (!state.exists || state.groupId === null || state.orgId === null) return notFound();
        return [{ type: 'GroupDeleted', data: { groupId: state.groupId, orgId: state.orgId } }];
    }
  },
};
