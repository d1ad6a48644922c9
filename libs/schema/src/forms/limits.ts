/**
 * Lengths of free-text fields (ADR 0006). The spec gives names minimum 2, postal codes 4 to 12 and
 * content items' name, description and tags (fields/content.ts); every other maximum is ours, so
 * that no text a client sends is unbounded.
 */
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 127;
export const POSTAL_CODE_MIN_LENGTH = 4;
export const POSTAL_CODE_MAX_LENGTH = 12;
/** Single-line text; also what the schema compiler gives a string field that declares no maximum. */
export const FREE_TEXT_MAX_LENGTH = 255;
export const SHORT_TEXT_MAX_LENGTH = 31;
/** Ids in bodies and queries: uuids, fixed ids such as DEFAULT, object ids such as 'custom-<uuid>'. */
export const ID_MAX_LENGTH = 64;
/** Browsers handle longer addresses, but nothing we embed needs one. */
export const URL_MAX_LENGTH = 2048;
/** A note on a slide's solution object (spec part 3: objectText). */
export const NOTE_MAX_LENGTH = 2000;
/** The search box of every list. */
export const SEARCH_MAX_LENGTH = 200;
/** A file's display name (the uploads module cuts nothing: longer names are refused). */
export const FILE_NAME_MAX_LENGTH = 255;
/** A reset link's token ("<userId>.<secret>", about 80 characters). */
export const TOKEN_MAX_LENGTH = 255;
/** The captcha widget's payload (base64 of the solved challenge, well under 1,000 characters). */
export const CAPTCHA_TOKEN_MAX_LENGTH = 4096;
/** An 'any' field, measured as JSON: the compiler's bound for free-form data. */
export const ANY_JSON_MAX_LENGTH = 10_000;
/** Keys of a permission map (the catalogue holds 75 names of at most 30 characters, plus aliases). */
export const PERMISSION_MAP_MAX_KEYS = 200;
/** A map field (an object with `values`): its keys are ids, and there are at most this many unless it says. */
export const MAP_KEY_MAX_LENGTH = ID_MAX_LENGTH;
export const MAP_MAX_KEYS = 100;
