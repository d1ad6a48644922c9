import type { Experience, Gender, Profession, UpdateEmailMode, ZoomLevel } from '@cytocampus/contracts';
import type { Option } from './option.js';

// Reference lists of spec part 1 section 3. Labels the spec does not show are ours (ADR 0006).

export const GENDERS: readonly Option<Gender>[] = [
  { value: 'u', label: 'Undeclared/Other' },
  { value: 'm', label: 'Male' },
  { value: 'f', label: 'Female' },
];

export const EXPERIENCE: readonly Option<Experience>[] = [
  { value: '<5', label: '<5' },
  { value: '5-10', label: '5-10' },
  { value: '10-20', label: '10-20' },
  { value: '>20', label: '>20' },
];

export const TITLES = [
  { value: 'Mr', label: 'Mr' },
  { value: 'Mrs', label: 'Mrs' },
  { value: 'Ms', label: 'Ms' },
  { value: 'Dr', label: 'Dr' },
] as const satisfies readonly Option[];
export type Title = (typeof TITLES)[number]['value'];

export const PROFESSIONS: readonly Option<Profession>[] = [
  { value: 'Cytotech', label: 'Cytotech' },
  { value: 'Pathologist', label: 'Pathologist' },
];

/** Registration's job title choice; 'Other' asks for a description, which becomes the profession. */
export const OTHER_JOB_TITLE = 'Other';
export type JobTitle = Profession | typeof OTHER_JOB_TITLE;
export const JOB_TITLES: readonly Option<JobTitle>[] = [...PROFESSIONS, { value: OTHER_JOB_TITLE, label: OTHER_JOB_TITLE }];

export const ZOOM_LEVELS: readonly Option<ZoomLevel>[] = [
  { value: 40, label: '40x' },
  { value: 20, label: '20x' },
  { value: 10, label: '10x' },
];

export const UPDATE_EMAIL_MODES: readonly Option<UpdateEmailMode>[] = [
  { value: 'daily', label: 'Daily summary' },
  { value: 'instant', label: 'As they arrive' },
  { value: 'off', label: 'None' },
];

/** Registration's referral choice; 'Other...' asks for text, which becomes the referral. */
export const OTHER_REFERRAL = 'Other...';
const REFERRAL_SOURCE_NAMES = ['Trade Show', 'Customer Visit', 'Sponsored Workshop', 'Sales Representative', 'Advertising', 'Word of Mouth'] as const;
export const REFERRAL_SOURCES: readonly Option[] = [...REFERRAL_SOURCE_NAMES, OTHER_REFERRAL].map((name) => ({ value: name, label: name }));
