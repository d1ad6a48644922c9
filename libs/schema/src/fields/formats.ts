import { z } from 'zod';
import { GENERIC, NOT_VALID } from '../messages/generic.js';
import { URL_MAX_LENGTH } from '../forms/limits.js';
import { invalid, isBlank, report } from './issue.js';
import { emailProblems, type EmailMessages } from './email-rules.js';
import { maxOr, text, type TextRules } from './text.js';

export { EMAIL_MAX_LENGTH, EMAIL_PATTERN, emailProblems, isEmail, type EmailMessages } from './email-rules.js';

/** UUID fields accept only hex digits and dashes, version 4 pattern (spec part 1 section 5). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
/**
 * URL fields accept no white space (spec) and only web addresses: `javascript:`, `data:`, `file:`
 * or relative addresses would run or open something else where a page embeds or links them.
 */
const URL_PATTERN_TEXT = '^https?://\\S+$';
export const URL_PATTERN = new RegExp(URL_PATTERN_TEXT, 'i');
/** The message shows the pattern as written (RegExp's `source` would escape its slashes). */
export const URL_PATTERN_MESSAGE = GENERIC.doesNotMatchPattern(URL_PATTERN_TEXT);
export const isWebUrl = (value: string): boolean => URL_PATTERN.test(value) && URL.canParse(value);

/** An e-mail field: trimmed, checked, then lower-cased (emails are stored lower-cased). */
export function email(messages: EmailMessages) {
  return z
    .string({ error: (issue) => (isBlank(issue.input) ? messages.required : messages.invalid) })
    .trim()
    .superRefine((value, ctx) => report(ctx, emailProblems(value, messages)))
    .toLowerCase();
}

export const uuid = (rules: Pick<TextRules, 'required'> = {}) => text({ ...rules, pattern: UUID_PATTERN });
/**
 * A web address: blank reads as empty, anything else is checked untrimmed (' https://x' has white
 * space); one that matches the pattern but does not parse (`https://[`) gets the same message.
 */
export const url = (rules: Pick<TextRules, 'required' | 'max'> = {}) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? '' : value),
    text({
      required: rules.required,
      max: maxOr(rules.max, URL_MAX_LENGTH),
      trim: false,
      pattern: URL_PATTERN,
      patternMessage: URL_PATTERN_MESSAGE,
    }).superRefine((value, ctx) => {
      if (URL_PATTERN.test(value) && !URL.canParse(value)) report(ctx, [invalid(URL_PATTERN_MESSAGE)]);
    }),
  );

/** A boolean; form data sends 1 or 0, which are read as true and false. */
export const bool = () =>
  z.preprocess((value) => (value === 1 || value === '1' ? true : value === 0 || value === '0' ? false : value), z.boolean({ error: NOT_VALID }));
