export { date, dateProblems, index, list, listProblems, number, numberProblems, type DateRules, type ListRules, type NumberRules } from './bounds.js';
export { bool, email, EMAIL_MAX_LENGTH, EMAIL_PATTERN, isEmail, isWebUrl, url, URL_PATTERN, URL_PATTERN_MESSAGE, uuid, UUID_PATTERN } from './formats.js';
export { invalid, missing, type Problem } from './issue.js';
export { map } from './map.js';
export { option, optionalOption } from './option.js';
export { password, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblems } from './password.js';
export { maxOr, text, textProblems, type TextRules } from './text.js';
export * from './content.js';
