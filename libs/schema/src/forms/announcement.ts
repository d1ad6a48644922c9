import { ANNOUNCEMENT_MAX_LENGTH, ANNOUNCEMENT_MSG, FORM_ERROR, type FieldError } from '@cytocampus/contracts';
import { z } from 'zod';
import { GENERIC, NOT_VALID } from '../messages/generic.js';
import { isBlank } from '../fields/issue.js';

/**
 * HTML the server will sanitize: sanitizing may shorten it (stripped attributes), so the stored
 * bound applies afterwards; this one only keeps a megabyte of markup from being sanitized at all.
 */
export const ANNOUNCEMENT_INPUT_MAX_LENGTH = 2 * ANNOUNCEMENT_MAX_LENGTH;

/** PUT /announcement: the editor's HTML, checked again once sanitized (announcementContentErrors). */
export const announcementWriteSchema = z.strictObject({
  content: z
    .string({ error: (issue) => (isBlank(issue.input) ? GENERIC.required : NOT_VALID) })
    .max(ANNOUNCEMENT_INPUT_MAX_LENGTH, { error: (issue) => ANNOUNCEMENT_MSG.tooLong(typeof issue.input === 'string' ? issue.input.length : 0) }),
});

/**
 * The rules on the content as it will be stored (spec part 3: content is required): some visible
 * text, and at most ANNOUNCEMENT_MAX_LENGTH characters of HTML. The caller extracts the text
 * (the server from the sanitized HTML, the web from its editor).
 */
export function announcementContentErrors(html: string, visibleText: string): FieldError[] {
  if (visibleText.trim() === '') return [{ field: 'content', message: GENERIC.required, code: FORM_ERROR.missing }];
  if (html.length > ANNOUNCEMENT_MAX_LENGTH) return [{ field: 'content', message: ANNOUNCEMENT_MSG.tooLong(html.length), code: FORM_ERROR.invalid }];
  return [];
}
