import { z } from 'zod';
import { NOT_VALID } from '../messages/generic.js';
import { invalid, isBlank, missing, report } from './issue.js';
import { text, type TextRules } from './text.js';

/** A standard e-mail pattern (the WHATWG one, with a dot required in the domain). */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
/** RFC 5321 caps an address at 254 characters. */
export const EMAIL_MAX_LENGTH = 254;
/** UUID fields accept only hex digits and dashes, version 4 pattern (spec part 1 section 5). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
/** URL fields accept no white space. */
export const URL_PATTERN = /^\S+$/;

export const isEmail = (value: string): boolean => value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);

/** An e-mail field: trimmed, checked, then lower-cased (emails are stored lower-cased). */
export function email(messages: { readonly required: string; readonly invalid: string }) {
  return z
    .string({ error: (issue) => (isBlank(issue.input) ? messages.required : messages.invalid) })
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') report(ctx, [missing(messages.required)]);
      else if (!isEmail(value)) report(ctx, [invalid(messages.invalid)]);
    })
    .toLowerCase();
}

export const uuid = (rules: Pick<TextRules, 'required'> = {}) => text({ ...rules, pattern: UUID_PATTERN });
export const url = (rules: Omit<TextRules, 'pattern'> = {}) => text({ ...rules, pattern: URL_PATTERN });

/** A boolean; form data sends 1 or 0, which are read as true and false. */
export const bool = () =>
  z.preprocess((value) => (value === 1 || value === '1' ? true : value === 0 || value === '0' ? false : value), z.boolean({ error: NOT_VALID }));
