import type { FieldError } from '@cytocampus/contracts';
import { userCreateSchema, userUpdateSchema, validate } from '@cytocampus/schema';
import { toUserCreate, toUserUpdate, type UserFormValues } from './userFormValues';

/** Field descriptions of the user form: the first error on save reads 'description: message'. */
export const USER_FIELD_LABELS: Readonly<Record<string, string>> = {
  email: 'Email',
  password: 'Password',
  role: 'Role',
  orgId: 'Organization',
  groupId: 'Group',
  curriculum: 'Assignment',
  'bio.title': 'Title',
  'bio.firstName': 'First name',
  'bio.middleName': 'Middle name',
  'bio.lastName': 'Last name',
  'bio.suffix': 'Suffix',
  'bio.alias': 'Alias',
  'bio.lab': 'Lab Name',
  'bio.profession': 'Job title',
  'bio.years': 'Years of experience',
  'bio.gender': 'Gender',
  'bio.country': 'Country',
  'bio.postalCode': 'Zip/Postal Code',
};

/**
 * The user form's rules are the server's (spec part 1 section 5, @cytocampus/schema): a new user is
 * checked whole, an existing one by what would be sent, exactly as POST and PUT /users check them.
 */
export function validateUserForm(values: UserFormValues, saved: UserFormValues, overrides: Readonly<Record<string, boolean>>, isNew: boolean): FieldError[] {
  return isNew ? validate(userCreateSchema, toUserCreate(values)).errors : validate(userUpdateSchema, toUserUpdate(values, saved, overrides)).errors;
}
