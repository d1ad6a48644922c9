import { ANNOUNCEMENT_MAX_LENGTH, ANNOUNCEMENT_MSG, FORM_ERROR, type FieldError } from '@cytocampus/contracts';
import { z } from 'zod';
import { GENERIC, NOT_VALID } from '../messages/generic.js';
import { isBlank } from '../fields/issue.js';

/** PUT /announcement: the editor's HTML, checked again once sanitized (announcementContentErrors). */
export const announcementWriteSchema = z.strictObject({
  content: z.string({ error: (issue) => (isBlank(issue.input) ? GENERIC.required : NOT_VALID) }),
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
