/** Lengths of free-text fields. The spec gives names minimum 2 and postal codes 4 to 12; the maxima are ours (ADR 0006). */
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 127;
export const POSTAL_CODE_MIN_LENGTH = 4;
export const POSTAL_CODE_MAX_LENGTH = 12;
export const FREE_TEXT_MAX_LENGTH = 255;
export const SHORT_TEXT_MAX_LENGTH = 31;
