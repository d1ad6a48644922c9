import { FORM_ERROR, type FormErrorCode } from '@cytocampus/contracts';

/** Labels of the form error codes (spec part 1 section 5). */
export const FORM_ERROR_TEXT: Readonly<Record<FormErrorCode, string>> = {
  [FORM_ERROR.missing]: 'Missing required value',
  [FORM_ERROR.invalid]: 'Value is not valid',
  [FORM_ERROR.funky]: 'Something funky happened',
};

/** Code 2's label, used where a value is of the wrong kind and the spec has no text of its own. */
export const NOT_VALID = FORM_ERROR_TEXT[FORM_ERROR.invalid];

type Size = number | string;

/**
 * The generic schema messages (spec part 1 section 5), exactly as written. Dates and file sizes
 * arrive formatted (see format.ts) so every caller words them the same way.
 */
export const GENERIC = {
  required: 'Required',
  mustBeSelected: 'Must be selected',
  needAtLeastItems: (n: number) => `Need at least ${n} items`,
  canOnlyHaveUpTo: (n: number) => `Can only have up to ${n} items`,
  mustBeLaterThan: (date: string) => `Must be later than ${date}`,
  mustBeBefore: (date: string) => `Must be before ${date}`,
  mustBeGreaterThan: (n: number) => `Must be greater than ${n}`,
  mustBeLessThan: (n: number) => `Must be less than ${n}`,
  mustBeEvenMultipleOf: (n: number) => `Must be an even multiple of ${n}`,
  mustBeAtLeastCharacters: (n: number) => `Must be at least ${n} characters`,
  tooLongBy: (n: number) => `Too long by ${n} characters`,
  doesNotMatchPattern: (pattern: string) => `Does not match pattern ${pattern}`,
  propertyDoesNotMatchPattern: (property: string, pattern: string) => `Property ${property} does not match pattern ${pattern}`,
  propertyNotInShape: (property: string) => `Property ${property} is not in defined shape`,
  // The spec only says 'selected file too small or too large (with sizes)'; wording follows the picker's (ADR 0006).
  fileTooSmall: (min: Size, size: Size) => `Selected file is too small. Must be at least ${min}, but is ${size}.`,
  fileTooLarge: (max: Size, size: Size) => `Selected file is too large. Must be less than ${max}, but is ${size}.`,
  filenameDoesNotMatchPattern: (pattern: string) => `Filename does not match pattern ${pattern}`,
  /** The file picker's own warning, exactly as the spec writes it. */
  pickerFileTooLarge: (name: string, max: Size, size: Size) => `File '${name}' is too large. Must be less than ${max}, but is ${size}.`,
} as const;
