import { DEFAULT_CURRICULUM_ID } from '@cytocampus/contracts';
import type { Decider } from '../core/decider.js';
import { changedFields } from '../core/changes.js';
import { refuse } from '../core/errors.js';
import type { ContentEvent, ContentFields, ContentType } from './events.js';

export type ContentCommand =
  | {
      type: 'CreateContent';
      id: string;
      itemId: string;
      contentType: ContentType;
      ownerId: string | null;
      orgId: string | null;
      previousId: string | null;
      fields: ContentFields;
    }
  | { type: 'UpdateContent'; changes: ContentFields }
  | { type: 'ActivateContent'; now: string }
  | { type: 'DeactivateContent' }
  | { type: 'LockContent'; locked: boolean }
  | { type: 'DeleteContent' };

export interface ContentState {
  exists: boolean;
  deleted: boolean;
  id: string | null;
  itemId: string | null;
  contentType: ContentType | null;
  ownerId: string | null;
  orgId: string | null;
  previousId: string | null;
  fields: ContentFields;
  active: boolean;
  activated: string | null;
  locked: boolean;
}

export const CONTENT_MSG = {
  notFound: 'Item not found.',
  exists: 'Item already exists.',
  lockedNoDelete: 'Locked items cannot be deleted.',
  defaultAssignment: 'The default assignment cannot be deleted.',
} as const;

const initialContentState = (): ContentState => ({
  exists: false,
  deleted: false,
  id: null,
  itemId: null,
  contentType: null,
  ownerId: null,
  orgId: null,
  previousId: null,
  fields: {},
  active: false,
  activated: null,
  locked: false,
});

function evolveContent(state: ContentState, event: ContentEvent): ContentState {
  switch (event.type) {
    case 'ContentCreated': {
      const d = event.data;
      return {
        ...state,
        exists: true,
        id: d.id,
        itemId: d.itemId,
        contentType: d.type,
        ownerId: d.ownerId,
        orgId: d.orgId,
        previousId: d.previousId,
        fields: d.fields,
      };
    }
    case 'ContentUpdated':
      return { ...state, fields: { ...state.fields, ...event.data.changes } };
    case 'ContentActivated':
      return { ...state, active: true, activated: event.data.activated };
    case 'ContentDeactivated':
      return { ...state, active: false };
    case 'ContentLocked':
      return { ...state, locked: true };
    case 'ContentUnlocked':
      return { ...state, locked: false };
    case 'ContentDeleted':
      return { ...state, exists: false, deleted: true };
  }
}

const mustExist = (state: ContentState): void => {
  if (!state.exists) refuse('not_found', CONTENT_MSG.notFound);
};

/**
 * The life of one content revision (spec part 2 section 4): created inactive, fields updated,
 * activated (activated set to now) and deactivated (only active cleared), locked and unlocked,
 * deleted unless locked or the default assignment. Who may do what is checked before (libs/permissions).
 */
function decideContent(command: ContentCommand, state: ContentState): ContentEvent[] {
  switch (command.type) {
    case 'CreateContent': {
      if (state.exists || state.deleted) refuse('conflict', CONTENT_MSG.exists);
      const { id, itemId, contentType, ownerId, orgId, previousId, fields } = command;
      return [{ type: 'ContentCreated', data: { id, itemId, type: contentType, ownerId, orgId, previousId, fields } }];
    }
    case 'UpdateContent': {
      mustExist(state);
      const changes = changedFields(state.fields, command.changes);
      return changes ? [{ type: 'ContentUpdated', data: { changes } }] : [];
    }
    case 'ActivateContent':
      mustExist(state);
      return state.active ? [] : [{ type: 'ContentActivated', data: { activated: command.now } }];
    case 'DeactivateContent':
      mustExist(state);
      return state.active ? [{ type: 'ContentDeactivated', data: {} }] : [];
    case 'LockContent':
      mustExist(state);
      if (command.locked === state.locked) return [];
      return [command.locked ? { type: 'ContentLocked', data: {} } : { type: 'ContentUnlocked', data: {} }];
    case 'DeleteContent':
      mustExist(state);
      if (state.contentType === 'curriculum' && state.itemId === DEFAULT_CURRICULUM_ID) refuse('forbidden', CONTENT_MSG.defaultAssignment);
      if (state.locked) refuse('forbidden', CONTENT_MSG.lockedNoDelete);
      return [{ type: 'ContentDeleted', data: { itemId: state.itemId ?? '', type: state.contentType ?? 'module' } }];
  }
}

export const contentDecider: Decider<ContentCommand, ContentEvent, ContentState> = {
  initialState: initialContentState,
  evolve: evolveContent,
  decide: decideContent,
};
