import type { ObjectDefinition } from '../definitions/types.js';
import { ID_MAX_LENGTH } from '../forms/limits.js';
import { BASE_FIELDS } from './base.js';

/** Item types a course may contain (spec part 2 sections 2 and 3). */
export const COURSE_ITEM_TYPES = ['presentation', 'quiz', 'test', 'case', 'known', 'unknown'] as const;
export const PACE_PROGRAM_NUMBER_PATTERN = '^\\d{3}-\\d{3}-\\d{2}$';

/** The default P.A.C.E. program number: '510-503-' plus two digits of the year. */
export const defaultPaceProgramNumber = (year: number): string => `510-503-${String(year % 100).padStart(2, '0')}`;

/** Courses (modules): items by type, and the optional P.A.C.E. certificate. */
export const MODULE_DEFINITION: ObjectDefinition = {
  type: 'object',
  sections: ['Info', 'Items', 'Certificate', 'Sharing'],
  fields: {
    ...BASE_FIELDS,
    items: {
      type: 'array',
      required: true,
      desc: 'Items',
      item: {
        type: 'object',
        fields: {
          type: { type: 'option', required: true, desc: 'Type', options: COURSE_ITEM_TYPES.map((value) => ({ value, label: value })) },
          itemId: { type: 'string', required: true, max: ID_MAX_LENGTH, desc: 'Item' },
        },
      },
      display: { section: 'Items' },
    },
    paceCertificateEnabled: { type: 'bool', desc: 'P.A.C.E. certificate', display: { section: 'Certificate', widget: 'switch' } },
    paceProgramNumber: {
      type: 'string',
      desc: 'P.A.C.E. program number',
      min: 10,
      max: 10,
      pattern: PACE_PROGRAM_NUMBER_PATTERN,
      display: { section: 'Certificate', when: { field: 'paceCertificateEnabled', equals: true } },
    },
  },
};
