import { describe, it } from '@jest/globals';
import { DEFAULT_CURRICULUM_ID } from '@cytocampus/contracts';
import { given } from '@cytocampus/testing';
import { CONTENT_MSG, contentDecider, type ContentCommand } from './decide.js';
import type { ContentEvent, ContentType } from './events.js';

const NOW = '2026-11-30T10:00:00.000Z';
const fields = { name: 'Pap smear basics', tags: ['gyn'] };
const create = (contentType: ContentType = 'module', itemId = 'm1'): ContentCommand => ({
  type: 'CreateContent',
  id: itemId,
  itemId,
  contentType,
  ownerId: 'u1',
  orgId: 'o1',
  previousId: null,
  fields,
});
const created = (type: ContentType = 'module', itemId = 'm1'): ContentEvent => ({
  type: 'ContentCreated',
  data: { id: itemId, itemId, type, ownerId: 'u1', orgId: 'o1', previousId: null, fields },
});
const activated: ContentEvent = { type: 'ContentActivated', data: { activated: NOW } };
const deactivated: ContentEvent = { type: 'ContentDeactivated', data: {} };
const locked: ContentEvent = { type: 'ContentLocked', data: {} };
const unlocked: ContentEvent = { type: 'ContentUnlocked', data: {} };
const deleted: ContentEvent = { type: 'ContentDeleted', data: { itemId: 'm1', type: 'module' } };

describe('content: one revision of an item', () => {
  it('is created inactive with its fields', () => {
    given(contentDecider, []).when(create()).then([created()]);
  });

  it('refuses to be created twice, even after it was deleted', () => {
    given(contentDecider, [created()]).when(create()).thenRefuses(CONTENT_MSG.exists);
    given(contentDecider, [created(), deleted]).when(create()).thenRefuses(CONTENT_MSG.exists);
  });

  it('records only the fields that changed, and nothing when none did', () => {
    given(contentDecider, [created()])
      .when({ type: 'UpdateContent', changes: { name: 'Pap smear basics', description: 'New', tags: ['gyn'] } })
      .then([{ type: 'ContentUpdated', data: { changes: { description: 'New' } } }]);
    given(contentDecider, [created()])
      .when({ type: 'UpdateContent', changes: { name: 'Pap smear basics', tags: ['gyn'] } })
      .then([]);
    given(contentDecider, [created(), { type: 'ContentUpdated', data: { changes: { description: 'New' } } }])
      .when({ type: 'UpdateContent', changes: { description: 'New' } })
      .then([]);
  });

  it('is activated with the time of activation, once', () => {
    given(contentDecider, [created()]).when({ type: 'ActivateContent', now: NOW }).then([activated]);
    given(contentDecider, [created(), activated]).when({ type: 'ActivateContent', now: '2026-12-01T10:00:00.000Z' }).then([]);
  });

  it('is activated again after a deactivation, and deactivated only when active', () => {
    given(contentDecider, [created(), activated]).when({ type: 'DeactivateContent' }).then([deactivated]);
    given(contentDecider, [created()]).when({ type: 'DeactivateContent' }).then([]);
    given(contentDecider, [created(), activated, deactivated]).when({ type: 'DeactivateContent' }).then([]);
    given(contentDecider, [created(), activated, deactivated])
      .when({ type: 'ActivateContent', now: '2026-12-01T10:00:00.000Z' })
      .then([{ type: 'ContentActivated', data: { activated: '2026-12-01T10:00:00.000Z' } }]);
  });

  it('is locked and unlocked, and a lock that is already so records nothing', () => {
    given(contentDecider, [created()]).when({ type: 'LockContent', locked: true }).then([locked]);
    given(contentDecider, [created(), locked]).when({ type: 'LockContent', locked: false }).then([unlocked]);
    given(contentDecider, [created(), locked]).when({ type: 'LockContent', locked: true }).then([]);
    given(contentDecider, [created()]).when({ type: 'LockContent', locked: false }).then([]);
    given(contentDecider, [created(), locked, unlocked]).when({ type: 'LockContent', locked: false }).then([]);
  });

  it('is deleted with its item id and type', () => {
    given(contentDecider, [created()]).when({ type: 'DeleteContent' }).then([deleted]);
    given(contentDecider, [created(), locked, unlocked]).when({ type: 'DeleteContent' }).then([deleted]);
    given(contentDecider, [created('curriculum', 'c1')])
      .when({ type: 'DeleteContent' })
      .then([{ type: 'ContentDeleted', data: { itemId: 'c1', type: 'curriculum' } }]);
  });

  it('refuses to delete a locked item', () => {
    given(contentDecider, [created(), locked]).when({ type: 'DeleteContent' }).thenRefuses(CONTENT_MSG.lockedNoDelete);
  });

  it('refuses to delete the default assignment, locked or not', () => {
    given(contentDecider, [created('curriculum', DEFAULT_CURRICULUM_ID)])
      .when({ type: 'DeleteContent' })
      .thenRefuses(CONTENT_MSG.defaultAssignment);
    given(contentDecider, [created('curriculum', DEFAULT_CURRICULUM_ID), locked])
      .when({ type: 'DeleteContent' })
      .thenRefuses(CONTENT_MSG.defaultAssignment);
  });

  it('refuses every change to an item that does not exist or was deleted', () => {
    const changes: ContentCommand[] = [
      { type: 'UpdateContent', changes: { name: 'x' } },
      { type: 'ActivateContent', now: NOW },
      { type: 'DeactivateContent' },
      { type: 'LockContent', locked: true },
      { type: 'DeleteContent' },
    ];
    for (const command of changes) {
      given(contentDecider, []).when(command).thenRefuses(CONTENT_MSG.notFound);
      given(contentDecider, [created(), deleted]).when(command).thenRefuses(CONTENT_MSG.notFound);
    }
  });
});
