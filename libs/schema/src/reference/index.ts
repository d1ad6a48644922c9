export { COUNTRIES, COUNTRY_CODES, isCountryCode, type CountryCode } from './countries.js';
export {
  EXPERIENCE,
  GENDERS,
  JOB_TITLES,
  OTHER_JOB_TITLE,
  OTHER_REFERRAL,
  PROFESSIONS,
  REFERRAL_SOURCES,
  TITLES,
  UPDATE_EMAIL_MODES,
  ZOOM_LEVELS,
  type JobTitle,
  type Title,
} from './lists.js';
export { labelOf, valuesOf, type Option } from './option.js';
