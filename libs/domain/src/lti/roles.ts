import { LTI_ROLE, type SignInDefaultRole } from '@cytocampus/contracts';

/** Whether the launch's roles make the person an instructor of the course (deep linking, roster). */
export const isLtiInstructor = (roles: readonly string[]): boolean =>
  roles.some((role) => role === LTI_ROLE.instructor || role === LTI_ROLE.administrator || role === LTI_ROLE.contentDeveloper);

/** The role of an account made at a first launch: an instructor manages the organization's learners, anyone else learns. */
export const ltiAccountRole = (roles: readonly string[]): SignInDefaultRole => (isLtiInstructor(roles) ? 'manager' : 'cytotechnologist');
