import { DEFAULT_PREFERENCES, type UpdateEmailMode } from '@cytocampus/contracts';
import { canReadThread, type Actor } from '@cytocampus/permissions';
import { effectivePreferences } from '@cytocampus/schema';
import type { PendingMail, Recipient } from './pending-mails.js';

/** What to do with one user's pending mails in this pass. */
export interface UserPlan {
  userId: string;
  recipient: Recipient | null;
  /** Mails their preferences (or a gone account, thread or message) keep out of their mail: recorded as skipped. */
  skip: PendingMail[];
  /** Mails to send now, as they arrive or as the day's summary. */
  send: PendingMail[];
  mode: Exclude<UpdateEmailMode, 'off'> | null;
}

export const recipientActor = (recipient: Recipient): Actor => ({
  id: recipient.id,
  role: recipient.role,
  orgId: recipient.orgId,
  permissions: recipient.permissions,
});

/** Whether the mail may go: an account that is active, preferences that want it (spec part 1: the e-mail options depend on allowEmail), a thread it may read. */
function mayMail(mail: PendingMail, recipient: Recipient | null): boolean {
  if (!recipient || recipient.disabled) return false;
  const prefs = effectivePreferences({ ...DEFAULT_PREFERENCES, ...recipient.preferences }, recipient.role);
  if (prefs.updateEmail === 'off' || (mail.reason === 'organization' && !prefs.organizationEmail)) return false;
  if (!mail.thread || !mail.message) return false;
  // Whoever may no longer read the thread (another organization now, a permission taken) hears nothing of it.
  return canReadThread(recipientActor(recipient), { kind: mail.thread.kind, ref: mail.thread.ref, userIds: mail.thread.userIds, locked: mail.thread.locked });
}

/**
 * Decides, by the preferences the user has now, what becomes of each of their pending mails.
 * A daily summary's mails wait, all of them, until the summary is due; then they go or are skipped
 * together, so a preference changed during the day counts as it is at sending time.
 */
export function planFor(mails: readonly PendingMail[], dailyDue: boolean): UserPlan {
  const first = mails[0]!;
  const recipient = first.recipient;
  const plan: UserPlan = { userId: first.userId, recipient, skip: [], send: [], mode: null };
  const mode =
    recipient && !recipient.disabled ? effectivePreferences({ ...DEFAULT_PREFERENCES, ...recipient.preferences }, recipient.role).updateEmail : 'off';
  if (mode === 'daily' && !dailyDue) return plan;
  plan.mode = mode === 'off' ? null : mode;
  for (const mail of mails) (mayMail(mail, recipient) ? plan.send : plan.skip).push(mail);
  return plan;
}

/** Pending mails by user, in the order loaded. */
export function byUser(mails: readonly PendingMail[]): PendingMail[][] {
  const groups = new Map<string, PendingMail[]>();
  for (const mail of mails) {
    const group = groups.get(mail.userId);
    if (group) group.push(mail);
    else groups.set(mail.userId, [mail]);
  }
  return [...groups.values()];
}
