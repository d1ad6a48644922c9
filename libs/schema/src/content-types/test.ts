import { FORM_ERROR, isPracticeSetTest, PRACTICE_MSG, PT_TIME_LIMIT_MAX, type FieldError } from '@cytocampus/contracts';
import type { ObjectDefinition } from '../definitions/types.js';
import { ID_MAX_LENGTH } from '../forms/limits.js';
import { GENERIC } from '../messages/generic.js';
import { BASE_FIELDS } from './base.js';

const WHEN_PT = { field: 'enabled', equals: true } as const;

/**
 * A slide test may be a mock proficiency test (issue 30; docs/adr/0035): 10 or 20 GYN slides with
 * solutions, at least one of each category, under a time limit; or a pool (a tag) from which each
 * attempt draws its own set. The set's rules need the slides' solutions: the API checks them.
 */
const PROFICIENCY = {
  type: 'object',
  desc: 'Proficiency test',
  display: { section: 'Slides' },
  fields: {
    enabled: {
      type: 'bool',
      desc: 'Proficiency test',
      display: { widget: 'switch', hint: 'Timed, graded on the CLIA grid (90 % to pass); results only at the end.' },
    },
    size: {
      type: 'option',
      desc: 'Slides per test',
      defaultValue: 10,
      options: [
        { value: 10, label: '10 slides' },
        { value: 20, label: '20 slides' },
      ],
      display: { when: WHEN_PT },
    },
    timeLimit: {
      type: 'number',
      integer: true,
      min: 1,
      max: PT_TIME_LIMIT_MAX,
      desc: 'Time limit (minutes)',
      display: { when: WHEN_PT, hint: 'Empty: 120 minutes for 10 slides, 240 for 20 (42 CFR 493.855).' },
    },
    pool: {
      type: 'string',
      max: 64,
      trim: true,
      desc: 'Draw from slides tagged',
      display: {
        when: WHEN_PT,
        hint: 'Empty: every examinee gets the slides above. A tag: each attempt draws its own set, never a slide seen in an earlier attempt.',
      },
    },
  },
} as const;

/**
 * Slide tests: an ordered list of at least one slide (none needed by a proficiency test that draws
 * from a pool: checkTest) and an optional evaluation (feedback) form.
 */
export const TEST_DEFINITION: ObjectDefinition = {
  type: 'object',
  sections: ['Info', 'Slides', 'Sharing'],
  fields: {
    ...BASE_FIELDS,
    slides: {
      type: 'array',
      required: true,
      desc: 'Slides',
      item: { type: 'string', required: true, max: ID_MAX_LENGTH, desc: 'Slide' },
      display: { section: 'Slides' },
    },
    evalForm: { type: 'string', max: ID_MAX_LENGTH, desc: 'Evaluation form', display: { section: 'Info' } },
    scoringMode: {
      type: 'option',
      desc: 'Scoring',
      defaultValue: 'group',
      options: [
        { value: 'group', label: 'By result group' },
        { value: 'exact', label: 'Exact result only' },
        { value: 'partial', label: 'Partial credit (practice)' },
      ],
      display: { section: 'Slides', hint: 'A proficiency test is graded on the CLIA grid whatever this says.' },
    },
    proficiency: PROFICIENCY,
    practiceSet: {
      type: 'bool',
      desc: 'Practice set',
      display: {
        section: 'Slides',
        widget: 'switch',
        hint: 'Each learner takes here the practice set assigned to them from their Skills page; the slides above are not used.',
      },
    },
  },
};

/** A proficiency test drawing each attempt's set from a pool (a tag): its own slides are not needed. */
export function drawsFromPool(fields: Record<string, unknown>): boolean {
  const p = fields.proficiency as { enabled?: unknown; pool?: unknown } | undefined;
  return p?.enabled === true && typeof p.pool === 'string' && p.pool !== '';
}

/**
 * Rules across a slide test's fields: at least one slide ('Need at least 1 items', the schema's
 * own message), unless a proficiency pool or the learners' practice sets stand in for them
 * (docs/adr/0035, 0036); and a practice set test is not a proficiency test. The rules of a
 * proficiency set need the slides' solutions: the API checks them.
 */
export function checkTest(fields: Record<string, unknown>): FieldError[] {
  const practice = isPracticeSetTest(fields);
  if (practice && (fields.proficiency as { enabled?: unknown } | undefined)?.enabled === true) {
    return [{ field: 'practiceSet', message: PRACTICE_MSG.notProficiency, code: FORM_ERROR.invalid }];
  }
  const slides = Array.isArray(fields.slides) ? fields.slides : [];
  if (slides.length > 0 || drawsFromPool(fields) || practice) return [];
  return [{ field: 'slides', message: GENERIC.needAtLeastItems(1), code: FORM_ERROR.invalid }];
}

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
