import type { Bio, PinnedItem, Preferences, Role } from '@cytocampus/contracts';
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
  // Signing in and out of one session are commands of the session's own stream (sessions/, ADR 0020).
  | { type: 'SignOutEverywhere' }
  | { type: 'AcceptTerms'; version: number }
  | { type: 'ChangePreferences'; update: Partial<Preferences> }
  | { type: 'UpdateProfile'; changes: Partial<Bio> }
  /** Pins the item, or unpins it when it is pinned already (spec part 1 section 4). */
  | { type: 'TogglePinned'; item: PinnedItem }
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
  | { type: 'DeleteUser' }
  /** Sign-in through an identity provider (its pair reserved first by the caller). */
  | { type: 'LinkIdentity'; providerId: string; subject: string; email: string; via: 'provisioned' | 'password' };
