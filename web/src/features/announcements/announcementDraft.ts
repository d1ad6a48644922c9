import type { FieldError } from '@cytocampus/contracts';
import { announcementContentErrors } from '@cytocampus/schema';

/** Labels of the announcement form, for 'description: message'. */
export const ANNOUNCEMENT_LABELS: Readonly<Record<string, string>> = { content: 'Content' };

/** The words of some HTML, as a reader sees them. */
export function textOf(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

/** The server's rules on what would be stored (@cytocampus/schema): some text, and not too long. */
export const draftErrors = (html: string): FieldError[] => announcementContentErrors(html, textOf(html));
