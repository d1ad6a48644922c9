import type { Confirmation } from '../../../shared/detail/confirm';
import type { UserFormValues } from './userFormValues';

// Ours: the spec asks for these confirmations (part 1 section 5) without wording them.
export const CHANGE_MEMBERSHIP: Confirmation = {
  title: 'Change organization or group?',
  text: "Moving this user to another organization or group may change the user's current assignment.",
  confirmLabel: 'Change',
};
export const OVERRIDE_ASSIGNMENT: Confirmation = {
  title: 'Override the existing assignment?',
  text: 'This user already has an assignment. Saving replaces it with the one you chose.',
  confirmLabel: 'Override',
};

/** What to ask before saving changes to an existing user, or null (a new user is never asked). */
export function userSaveConfirmation(values: UserFormValues, saved: UserFormValues, isNew: boolean): Confirmation | null {
  if (isNew) return null;
  if (values.orgId !== saved.orgId || values.groupId !== saved.groupId) return CHANGE_MEMBERSHIP;
  if (values.curriculum !== saved.curriculum && saved.curriculum !== null) return OVERRIDE_ASSIGNMENT;
  return null;
}
