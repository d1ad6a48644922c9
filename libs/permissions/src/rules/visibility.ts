import type { Preferences } from '@cytocampus/contracts';
import { hasPermission } from '../access.js';
import { roleLevel } from '../roles.js';
import { canReadUser, type UserTarget } from './users.js';
import type { Actor } from './scope.js';

/** How much of another user a viewer sees (spec part 1 section 6, "Visibility of other users"). */
export type UserView = 'self' | 'details' | 'anonymized' | 'social';

export interface VisibleUser {
  view: UserView;
  email: boolean;
  name: boolean;
  lab: boolean;
  gender: boolean;
  avatar: boolean;
  /** Bio beyond name, lab, gender and avatar (postal code, country, years, referral...). */
  bio: boolean;
  /** Pinned items, subscriptions, notifications, stats, terms, permissions, created, preferences. */
  record: boolean;
}

type PrivacyPreferences = Pick<
  Preferences,
  'socialAllowAvatar' | 'socialAllowLab' | 'socialAllowName' | 'socialAllowGender' | 'orgMgrAllowEmail' | 'orgAllowEmail' | 'orgAllowName'
>;

const all = (view: UserView): VisibleUser => ({ view, email: true, name: true, lab: true, gender: true, avatar: true, bio: true, record: true });

/**
 * Without read permission only the social view, itself filtered by the target's social
 * preferences; with read but not details an anonymized record; with details everything, where an
 * organization-scoped viewer sees e-mail and name only as the target's organization preferences
 * allow (orgMgrAllowEmail for managers and above, orgAllowEmail for others). A site-wide detail
 * permission sees everything (ADR 0009).
 */
export function userView(viewer: Actor, target: UserTarget & { preferences: PrivacyPreferences }): VisibleUser {
  if (viewer.id === target.id) return all('self');
  const prefs = target.preferences;
  if (!canReadUser(viewer, target)) {
    return {
      view: 'social',
      email: false,
      name: prefs.socialAllowName,
      lab: prefs.socialAllowLab,
      gender: prefs.socialAllowGender,
      avatar: prefs.socialAllowAvatar,
      bio: false,
      record: false,
    };
  }
  if (hasPermission(viewer, 'readUserDetails')) return all('details');
  const sameOrg = viewer.orgId !== null && viewer.orgId === target.orgId;
  if (!sameOrg || !hasPermission(viewer, 'readOrgUserDetails')) {
    return { view: 'anonymized', email: false, name: false, lab: false, gender: false, avatar: true, bio: false, record: true };
  }
  const email = roleLevel(viewer.role) >= roleLevel('manager') ? prefs.orgMgrAllowEmail : prefs.orgAllowEmail;
  return { ...all('details'), email, name: prefs.orgAllowName };
}
