import { ACCESS_TOKEN_EXPIRY_CHOICES, type AccessTokenItem } from '@cytocampus/contracts';
import { formatDate } from '../../../shared/format/dates';

/** The expiry choices of the issue form: the value is the number of days, or 'never'. */
export const EXPIRY_OPTIONS = ACCESS_TOKEN_EXPIRY_CHOICES.map((days) => ({
  value: days === null ? 'never' : String(days),
  label: days === null ? 'Never' : days === 365 ? '1 year' : `${days} days`,
}));
export const DEFAULT_EXPIRY = '90';

/** The form's choice as the request's `expiresInDays`. */
export const expiresInDays = (choice: string): number | null => (choice === 'never' ? null : Number(choice));

export const STATUS_LABEL: Record<AccessTokenItem['status'], { label: string; color: string }> = {
  active: { label: 'Active', color: 'teal' },
  expired: { label: 'Expired', color: 'gray' },
  revoked: { label: 'Revoked', color: 'red' },
};

/** What the list says of a token besides its name: 'cc_pat_AbCd… · Created Nov 5, 2026 by Avery Chen · Expires … · Last used …'. */
export function tokenFacts(token: AccessTokenItem): string[] {
  return [
    `${token.prefix}…`,
    `Created ${formatDate(token.created)}${token.createdByName ? ` by ${token.createdByName}` : ''}`,
    token.revoked !== null
      ? `Revoked ${formatDate(token.revoked)}`
      : token.expires === null
        ? 'Never expires'
        : `${token.status === 'expired' ? 'Expired' : 'Expires'} ${formatDate(token.expires)}`,
    token.lastUsed === null ? 'Never used' : `Last used ${formatDate(token.lastUsed)}`,
  ];
}
