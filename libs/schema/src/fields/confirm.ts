import { ACCOUNT_MESSAGES } from '../messages/accounts.js';
import { invalid, report, type RefinementCtx } from './issue.js';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Object-level check of a password confirmation. It runs even when other fields failed (the
 * `when` below), so it reads the raw value defensively; an empty confirmation is the field's own error.
 */
export function passwordsMatch(value: unknown, ctx: RefinementCtx): void {
  if (!isRecord(value)) return;
  const { password, passwordConfirm } = value;
  if (typeof password !== 'string' || typeof passwordConfirm !== 'string' || passwordConfirm === '') return;
  if (password !== passwordConfirm) report(ctx, [invalid(ACCOUNT_MESSAGES.confirmMismatch)], ['passwordConfirm']);
}

/** Makes an object-level check run whatever the fields said. */
export const ALWAYS = { when: () => true } as const;
