import type { ObjectDefinition } from '../definitions/types.js';
import { ID_MAX_LENGTH } from '../forms/limits.js';
import { BASE_FIELDS } from './base.js';

/** Slide tests: an ordered list of at least one slide and an optional evaluation (feedback) form. */
export const TEST_DEFINITION: ObjectDefinition = {
  type: 'object',
  sections: ['Info', 'Slides', 'Sharing'],
  fields: {
    ...BASE_FIELDS,
    slides: {
      type: 'array',
      required: true,
      min: 1,
      desc: 'Slides',
      item: { type: 'string', required: true, max: ID_MAX_LENGTH, desc: 'Slide' },
      display: { section: 'Slides' },
    },
    evalForm: { type: 'string', max: ID_MAX_LENGTH, desc: 'Evaluation form', display: { section: 'Info' } },
  },
};

/** Evaluation (feedback) forms: sections of items each rated 1 to 5 or N/A. */
export const FEEDBACK_DEFINITION: ObjectDefinition = {
  type: 'object',
  sections: ['Info', 'Form', 'Sharing'],
  fields: {
    ...BASE_FIELDS,
    formData: {
      type: 'array',
      required: true,
      min: 1,
      desc: 'Sections',
      display: { section: 'Form' },
      item: {
        type: 'object',
        fields: {
          title: { type: 'string', required: true, max: 127, desc: 'Section title' },
          description: { type: 'string', max: 255, desc: 'Section description' },
          items: { type: 'array', required: true, min: 1, desc: 'Items to rate', item: { type: 'string', required: true, max: 255, desc: 'Item' } },
        },
      },
    },
  },
};
