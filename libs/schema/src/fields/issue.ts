import { FORM_ERROR, type FormErrorCode } from '@cytocampus/contracts';
import type { z } from 'zod';

/** One failed rule: its exact message and its form error code. */
export type Problem = readonly [message: string, code: FormErrorCode];

export const missing = (message: string): Problem => [message, FORM_ERROR.missing];
export const invalid = (message: string): Problem => [message, FORM_ERROR.invalid];

export type RefinementCtx = z.core.$RefinementCtx;

/** Reports problems as custom issues carrying their form error code (read by validate.ts). */
export function report(ctx: RefinementCtx, problems: readonly Problem[], path?: PropertyKey[]): void {
  for (const [message, formCode] of problems) {
    ctx.addIssue({ code: 'custom', message, params: { formCode }, ...(path ? { path } : {}) });
  }
}

export const isBlank = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The message of a rule that may be a flag (use the default text) or a text of its own. */
export const messageOf = (rule: boolean | string | undefined, fallback: string): string => (typeof rule === 'string' ? rule : fallback);
