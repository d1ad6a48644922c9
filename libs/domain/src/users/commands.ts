import type { Bio, Preferences, Role } from '@cytocampus/contracts';
import type { UserOrigin } from './events.js';

/** Times are ISO strings injected by the caller; hashes are computed outside (argon2, sha-256). */
export type UserCommand =
  | {
      type: 'RegisterUser';
      userId: string;
      email: string;
      passwordHash: string;
      role: Role;
      orgId: string | null;
      groupId: string | null;
      bio: Bio;
      preferences: Partial<Preferences>;
      origin: UserOrigin;
    }
  | { type: 'SignIn'; sessionHash: string; expiresAt: string; userAgent: string | null; ip: string | null }
  | { type: 'SignOut'; sessionHash: string }
  | { type: 'SignOutEverywhere' }
  | { type: 'AcceptTerms'; version: number }
  | { type: 'ChangePreferences'; update: Partial<Preferences> }
  | { type: 'UpdateProfile'; changes: Partial<Bio> }
  | { type: 'RequestPasswordReset'; tokenHash: string; expiresAt: string }
  | { type: 'ResetPassword'; tokenHash: string; passwordHash: string; now: string }
  | { type: 'ToggleDisabled' }
  // Administration (spec part 1 sections 6 and 7): what the user form changes.
  | { type: 'ChangeEmail'; email: string }
  | { type: 'ChangeRole'; role: Role }
  /** The complete override map, already validated against the role. */
  | { type: 'ChangePermissions'; permissions: Record<string, boolean> }
  | { type: 'ChangeMembership'; orgId: string | null; groupId: string | null }
  | { type: 'AssignCurriculum'; curriculum: string | null }
  | { type: 'SetPassword'; passwordHash: string }
  | { type: 'DeleteUser' };
