import { DIRECTORY_MSG } from '@cytocampus/contracts';

/** Texts of the generic edit form (spec part 1 section 8, part 3 "Generic edit form"), exactly as written. */
export const DETAIL_TEXT = {
  edit: 'Edit',
  save: 'Save',
  saveChanges: 'Save Changes',
  cancel: 'Cancel',
  cancelEditing: 'Cancel Editing',
  delete: 'Delete',
  deleteConfirmTitle: DIRECTORY_MSG.deleteConfirmTitle,
  deleteConfirmText: DIRECTORY_MSG.deleteConfirmText,
  createFailed: 'An error occurred when creating the item.',
  updateFailed: 'An error occurred when updating the item.',
  // Ours: the spec does not word these.
  deleteFailed: 'The item was not deleted.',
  deleted: 'The item was deleted.',
  saved: 'Your changes have been saved.',
  created: 'The item was created.',
} as const;
