import { describe, expect, it } from '@jest/globals';
import { initialMode, nextMode } from './detailMode';
import { describedField } from './describedField';
import { DETAIL_TEXT } from './detailTexts';

describe('edit form modes', () => {
  it('starts new items in update mode and existing ones in view mode', () => {
    expect(initialMode(true)).toBe('update');
    expect(initialMode(false)).toBe('view');
  });

  it('goes view → update → saving → view, and back to update when saving fails', () => {
    expect(nextMode('view', 'edit')).toBe('update');
    expect(nextMode('update', 'cancel')).toBe('view');
    expect(nextMode('update', 'save')).toBe('saving');
    expect(nextMode('saving', 'saved')).toBe('view');
    expect(nextMode('saving', 'failed')).toBe('update');
  });

  it('ignores events that do not apply', () => {
    expect(nextMode('view', 'save')).toBe('view');
    expect(nextMode('saving', 'edit')).toBe('saving');
    expect(nextMode('saving', 'cancel')).toBe('saving');
  });

  it('uses the spec texts', () => {
    expect(DETAIL_TEXT.deleteConfirmTitle).toBe('Are you sure you want to delete this item?');
    expect(DETAIL_TEXT.deleteConfirmText).toBe('This action cannot be undone.');
    expect(DETAIL_TEXT.createFailed).toBe('An error occurred when creating the item.');
    expect(DETAIL_TEXT.updateFailed).toBe('An error occurred when updating the item.');
  });
});

describe('error fields', () => {
  it('puts an error on the described field that holds it', () => {
    const labels = { tags: 'Tags', 'bio.lastName': 'Last name' };
    expect(describedField('tags.0', labels)).toBe('tags');
    expect(describedField('bio.lastName', labels)).toBe('bio.lastName');
    expect(describedField('permissions.readOrg', labels)).toBe('permissions.readOrg');
  });
});
