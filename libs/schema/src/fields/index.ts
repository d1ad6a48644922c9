export {
  date,
  dateProblems,
  index,
  list,
  listProblems,
  number,
  numberProblems,
  queryInteger,
  type DateRules,
  type ListRules,
  type NumberRules,
} from './bounds.js';
export { bool, email, isWebUrl, url, URL_PATTERN, URL_PATTERN_MESSAGE, uuid, UUID_PATTERN } from './formats.js';
export { invalid, missing, type Problem } from './issue.js';
export { map } from './map.js';
export { option, optionalOption } from './option.js';
export { password } from './password.js';
export { text } from './text.js';
// The rules as plain functions (no zod), for screens that check without loading the schema library.
export { EMAIL_MAX_LENGTH, EMAIL_PATTERN, emailProblems, isEmail, type EmailMessages } from './email-rules.js';
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblems } from './password-rules.js';
export { maxOr, textProblems, type TextRules } from './text-rules.js';
export { sameSitePath } from './return-path-rules.js';
export * from './content.js';
