import type { UserHistoryEntry } from '@cytocampus/contracts';
import { roleLabel } from '@cytocampus/permissions';
import { formatDate } from '../../../shared/format/dates';

const ORIGIN: Record<string, string> = {
  registration: 'registered',
  seed: 'created with the demo data',
  admin: 'created by an administrator',
  import: 'imported',
  provider: 'created at the first sign-in through a provider',
};
const PASSWORD_VIA: Record<string, string> = { reset: 'through an e-mailed link', admin: 'by an administrator', self: 'by the user' };
/** How an account was linked to a provider's (docs/adr/0041): made by its first sign-in, or an existing one after its password. */
const LINKED_VIA: Record<string, string> = { provisioned: 'when the account was created', password: 'after the password was confirmed' };
const text = (value: unknown, fallback: string): string => (typeof value === 'string' && value !== '' ? value : fallback);

/** One entry of a user's audit trail in words, e.g. 'Role changed from Learner to Manager'. */
export function describeHistoryEntry({ type, changes: c }: UserHistoryEntry): string {
  switch (type) {
    case 'UserRegistered':
      return `Account ${ORIGIN[text(c.origin, '')] ?? 'created'}`;
    case 'UserEmailChanged':
      return `E-mail changed from ${text(c.previous, '?')} to ${text(c.email, '?')}`;
    case 'UserRoleChanged':
      return `Role changed from ${roleLabel(c.previous)} to ${roleLabel(c.role)}`;
    case 'UserPermissionsChanged': {
      const entries = Object.entries((c.permissions ?? {}) as Record<string, boolean>);
      if (entries.length === 0) return 'Permissions reset to the role defaults';
      return `Permissions set: ${entries.map(([name, on]) => `${on ? '+' : '−'}${name}`).join(', ')}`;
    }
    case 'UserMembershipChanged':
      return c.orgId === null
        ? 'Removed from the organization'
        : `Moved to ${text(c.orgName, 'another organization')}, ${c.groupId ? `group ${text(c.groupName, '?')}` : 'no group'}`;
    case 'CurriculumAssigned':
      return c.curriculum === null ? 'Assignment removed' : `Assignment set to ${text(c.curriculumName, 'an assignment')}`;
    case 'ProfileUpdated':
      return `Profile updated: ${Object.keys(c).join(', ')}`;
    case 'UserDeactivated':
      return 'Account deactivated';
    case 'UserReactivated':
      return 'Account activated';
    case 'PasswordChanged':
      return `Password changed ${PASSWORD_VIA[text(c.via, '')] ?? ''}`.trim();
    case 'TermsAccepted':
      return `Terms accepted (version ${String(c.version)})`;
    // What others did to the user's progress (docs/adr/0023).
    case 'ReviewCleared':
      return `Progress cleared: ${text(c.itemName, 'an item')} in ${text(c.moduleName, 'a course')}`;
    case 'ReviewMarkedComplete':
      return `Marked complete: ${text(c.itemName, 'an item')} in ${text(c.moduleName, 'a course')}`;
    // Personal access tokens (docs/adr/0034).
    case 'TokenIssued':
      return `Access token '${text(c.name, '?')}' issued (${text(c.prefix, '?')}…), ${typeof c.expiresAt === 'string' ? `expires ${formatDate(Date.parse(c.expiresAt))}` : 'never expires'}`;
    case 'TokenRevoked':
      return `Access token '${text(c.name, '?')}' revoked (${text(c.prefix, '?')}…)`;
    // Single sign-on (docs/adr/0041): the history names the provider as it is called now.
    case 'IdentityLinked':
      return `Linked to sign-in through ${text(c.providerName, 'a provider')} (${text(c.email, '?')}) ${LINKED_VIA[text(c.via, '')] ?? ''}`.trim();
    case 'SessionStarted':
      return `Signed in through ${text(c.providerName, 'a provider')}`;
    default:
      return type;
  }
}
