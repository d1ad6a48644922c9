import { describe, expect, it } from '@jest/globals';
import { DIRECTORY_MSG } from '@cytocampus/contracts';
import { given } from '@cytocampus/testing';
import { groupDecider, groupStream, type GroupCommand, type GroupEvent, type GroupFields } from './index.js';

const fields: GroupFields = { name: 'Night shift', description: 'Screeners on nights', tags: ['nights'], defaultCurriculum: null };
const create: GroupCommand = { type: 'CreateGroup', groupId: 'g1', orgId: 'o1', ...fields };
const created: GroupEvent = { type: 'GroupCreated', data: { groupId: 'g1', orgId: 'o1', ...fields } };
const deleted: GroupEvent = { type: 'GroupDeleted', data: { groupId: 'g1', orgId: 'o1' } };

describe('groups', () => {
  it('live in the stream group-<id>', () => {
    expect(groupStream('g1')).toBe('group-g1');
  });

  it('are created in one organization with their fields', () => {
    given(groupDecider, []).when(create).then([created]);
  });

  it('refuse to be created twice, even after deletion', () => {
    given(groupDecider, [created]).when(create).thenRefuses('Group already exists.');
    given(groupDecider, [created, deleted]).when(create).thenRefuses('Group already exists.');
  });

  it('record only the fields that changed, and nothing when none did', () => {
    given(groupDecider, [created])
      .when({ type: 'UpdateGroup', changes: { name: 'Night shift', tags: ['nights', 'gyn'], defaultCurriculum: 'c1' } })
      .then([{ type: 'GroupUpdated', data: { changes: { tags: ['nights', 'gyn'], defaultCurriculum: 'c1' } } }]);
    given(groupDecider, [created])
      .when({ type: 'UpdateGroup', changes: { name: 'Night shift', tags: ['nights'] } })
      .then([]);
    given(groupDecider, [created, { type: 'GroupUpdated', data: { changes: { description: 'Moved' } } }])
      .when({ type: 'UpdateGroup', changes: { description: 'Moved' } })
      .then([]);
  });

  it('are deleted with their id and organization', () => {
    given(groupDecider, [created]).when({ type: 'DeleteGroup' }).then([deleted]);
  });

  it('refuse updates and deletion when the group does not exist or was deleted', () => {
    for (const history of [[], [created, deleted]]) {
      given(groupDecider, history)
        .when({ type: 'UpdateGroup', changes: { name: 'x' } })
        .thenRefuses(DIRECTORY_MSG.groupNotFound);
      given(groupDecider, history).when({ type: 'DeleteGroup' }).thenRefuses(DIRECTORY_MSG.groupNotFound);
    }
  });
});
