/**
 * The shared announcement (spec part 3 "Announcements"): GET and PUT /announcement {content}, the
 * content being HTML that the server sanitizes before storing.
 */
export interface AnnouncementWrite {
  content: string;
}

/** Characters of sanitized HTML (tags included) an announcement may hold (ours: ADR 0013). */
export const ANNOUNCEMENT_MAX_LENGTH = 20_000;

/** Texts of the announcement editor; the spec words none of them (ADR 0013). */
export const ANNOUNCEMENT_MSG = {
  tooLong: (length: number, max: number = ANNOUNCEMENT_MAX_LENGTH) =>
    `The announcement is too long: ${length.toLocaleString('en-US')} characters including its formatting, at most ${max.toLocaleString('en-US')}.`,
  saved: 'The announcement was saved.',
  saveFailed: 'The announcement was not saved.',
} as const;
