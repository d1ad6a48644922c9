import { z } from 'zod';
import { GENERIC, NOT_VALID } from '../messages/generic.js';
import { isBlank, messageOf, report } from './issue.js';
import { textProblems, type TextRules } from './text-rules.js';

export { maxOr, textProblems, type TextRules } from './text-rules.js';

/** A string field: absent is 'required' (or not valid when it is not a string); output trimmed. */
export function text(rules: TextRules = {}) {
  const requiredMessage = messageOf(rules.required, GENERIC.required);
  const base = z.string({ error: (issue) => (isBlank(issue.input) ? requiredMessage : NOT_VALID) });
  return (rules.trim === false ? base : base.trim()).superRefine((value, ctx) => report(ctx, textProblems(value, rules)));
}
