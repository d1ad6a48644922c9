import { ROLE_LEVEL, ROLES, type Preferences, type Role } from '@cytocampus/contracts';

export type PreferenceName = keyof Preferences;

/**
 * Dependencies of spec part 1 section 3: each option and the switch it depends on. The email
 * options are the ones that send e-mail (updateEmail ... orgReportEmails); orgMgrAllowEmail and
 * orgAllowEmail are privacy settings about showing one's address, not e-mail options.
 */
export const PREFERENCE_DEPENDENCIES: Readonly<Partial<Record<PreferenceName, PreferenceName>>> = {
  updateEmail: 'allowEmail',
  weeklyUpdateEmail: 'allowEmail',
  organizationEmail: 'allowEmail',
  supportEmail: 'allowEmail',
  siteUsageEmail: 'allowEmail',
  orgReportEmails: 'allowEmail',
  ooiZoomLevel: 'ooiZoomReset',
  orgAllowEmail: 'orgMgrAllowEmail',
};

/** Preferences that exist only from a role up (orgReportEmails: managers and above). */
export const PREFERENCE_MIN_ROLE: Readonly<Partial<Record<PreferenceName, Role>>> = {
  orgReportEmails: 'manager',
};

const levelOf = (role: unknown): number => ((ROLES as readonly unknown[]).includes(role) ? ROLE_LEVEL[role as Role] : 0);

export function preferenceApplies(name: PreferenceName, role: unknown): boolean {
  const minRole = PREFERENCE_MIN_ROLE[name];
  return minRole === undefined || levelOf(role) >= ROLE_LEVEL[minRole];
}

/** A dependent option is switched off while the switch it depends on is off. */
export function parentIsOn(preferences: Preferences, name: PreferenceName): boolean {
  const parent = PREFERENCE_DEPENDENCIES[name];
  return parent === undefined || preferences[parent] === true;
}
