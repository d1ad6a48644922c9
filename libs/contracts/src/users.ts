import type { Role } from './roles.js';

export type Gender = 'u' | 'm' | 'f';
export type Experience = '<5' | '5-10' | '10-20' | '>20';
export type Profession = 'Cytotech' | 'Pathologist';
export type ZoomLevel = 40 | 20 | 10;
export type UpdateEmailMode = 'daily' | 'instant' | 'off';

export interface Bio {
  title?: string;
  suffix?: string;
  firstName: string;
  middleName?: string;
  lastName: string;
  alias: string;
  avatar?: string;
  lab?: string;
  profession?: string;
  years?: Experience;
  gender?: Gender;
  postalCode?: string;
  country?: string;
  referral?: string;
  referringSalesRep?: string;
}

/** Preferences with their defaults (spec part 1 section 3). */
export interface Preferences {
  ooiZoomReset: boolean;
  ooiZoomLevel: ZoomLevel;
  allowEmail: boolean;
  updateEmail: UpdateEmailMode;
  weeklyUpdateEmail: boolean;
  organizationEmail: boolean;
  supportEmail: boolean;
  siteUsageEmail: boolean;
  orgReportEmails: boolean;
  socialAllowAvatar: boolean;
  socialAllowLab: boolean;
  socialAllowName: boolean;
  socialAllowGender: boolean;
  orgMgrAllowEmail: boolean;
  orgAllowEmail: boolean;
  orgAllowName: boolean;
}

export const DEFAULT_PREFERENCES: Preferences = {
  ooiZoomReset: true,
  ooiZoomLevel: 40,
  allowEmail: true,
  updateEmail: 'daily',
  weeklyUpdateEmail: true,
  organizationEmail: true,
  supportEmail: true,
  siteUsageEmail: true,
  orgReportEmails: true,
  socialAllowAvatar: true,
  socialAllowLab: false,
  socialAllowName: false,
  socialAllowGender: false,
  orgMgrAllowEmail: true,
  orgAllowEmail: false,
  orgAllowName: true,
};

export interface PinnedItem {
  type: string;
  itemId: string;
}

/** The signed-in user's own record (GET /user). */
export interface CurrentUser {
  id: string;
  itemId: string;
  userId: string;
  authUserId: string;
  created: number;
  email: string;
  orgId: string | null;
  groupId: string | null;
  curriculum: string | null;
  terms: number;
  role: Role;
  disabled: boolean;
  /** The user's own overrides of the role defaults. */
  permissions: Record<string, boolean>;
  /** Every permission as decided for this user (role defaults, overrides, dependencies). */
  effectivePermissions: Record<string, boolean>;
  preferences: Preferences;
  pinned: PinnedItem[];
  notifications: { lastThreadCheck: number; lastOrgThreadCheck: number; lastMessageCheck: number };
  bio: Bio;
  firstName: string;
  lastName: string;
  profession: string;
  /** Increases with every change; pushes carry it so clients know whether to patch or refetch. */
  version: number;
}

export interface LoginRequest {
  email: string;
  password: string;
  /** Honeypot: hidden in the form; anything in it means a bot. */
  website?: string;
}

export interface RegisterRequest {
  captchaToken: string;
  email: string;
  password: string;
  terms: 0;
  bio: {
    firstName: string;
    lastName: string;
    lab: string;
    years: string;
    profession: string;
    referral: string;
    country: string;
    postalCode: string;
  };
  siteUsageEmail: 'yes' | 'no';
}

export interface ResetRequest {
  email: string;
}

export interface ResetConfirmRequest {
  token: string;
  password: string;
}

export interface Organization {
  itemId: string;
  name: string;
  region: string | null;
  preWork: boolean;
  defaultCurriculum: string | null;
}

export interface Announcement {
  content: string;
  updated: number | null;
}
