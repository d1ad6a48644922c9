import { COUNTRY_NAMES } from './country-names.js';
import type { Option } from './option.js';

export type CountryCode = (typeof COUNTRY_NAMES)[number][0];

export const COUNTRIES: readonly Option<CountryCode>[] = COUNTRY_NAMES.map(([value, label]) => ({ value, label }));

const CODES: ReadonlySet<string> = new Set(COUNTRY_NAMES.map(([code]) => code));

export const COUNTRY_CODES = [...CODES] as readonly CountryCode[];

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && CODES.has(value);
}
