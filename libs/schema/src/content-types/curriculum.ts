import { COURSE_ATTEMPTS_DEFAULT, COURSE_ATTEMPTS_MAX } from '@cytocampus/contracts';
import type { ObjectDefinition } from '../definitions/types.js';
import { ID_MAX_LENGTH } from '../forms/limits.js';
import { BASE_FIELDS } from './base.js';

const SCHEDULE = {
  type: 'object',
  desc: 'Schedule',
  fields: {
    enabled: { type: 'bool', desc: 'Scheduled' },
    relativeDates: { type: 'bool', desc: 'Dates relative to the assignment' },
    start: { type: 'date', desc: 'Start' },
    due: { type: 'date', desc: 'Due' },
    end: { type: 'date', desc: 'End' },
    allowEarly: { type: 'bool', desc: 'Allow early access' },
    disableLate: { type: 'bool', desc: 'Close after the end' },
  },
} as const;

/**
 * Assignments (curricula): courses with a passing score (0 to 100 in steps of 5), how many attempts
 * a learner has at each (a whole number from 1 to COURSE_ATTEMPTS_MAX; 1, no retake, when absent:
 * issue 30) and a schedule.
 */
export const CURRICULUM_DEFINITION: ObjectDefinition = {
  type: 'object',
  sections: ['Info', 'Courses', 'Sharing'],
  fields: {
    ...BASE_FIELDS,
    sequentialModules: { type: 'bool', desc: 'Courses in order', display: { section: 'Courses', widget: 'switch' } },
    entries: {
      type: 'array',
      desc: 'Courses',
      item: {
        type: 'object',
        fields: {
          moduleId: { type: 'string', required: true, max: ID_MAX_LENGTH, desc: 'Course' },
          passingScore: { type: 'number', required: true, min: 0, max: 100, step: 5, desc: 'Passing score', defaultValue: 70 },
          maxAttempts: {
            type: 'number',
            integer: true,
            min: 1,
            max: COURSE_ATTEMPTS_MAX,
            desc: 'Attempts allowed',
            defaultValue: COURSE_ATTEMPTS_DEFAULT,
            display: { hint: `1 to ${COURSE_ATTEMPTS_MAX}: a learner who fails the course may retake it until the attempts are used.` },
          },
          ptGrid: {
            type: 'option',
            desc: 'Proficiency grid',
            defaultValue: 'profession',
            options: [
              { value: 'profession', label: "The examinee's profession" },
              { value: 'technologist', label: 'Cytotechnologist' },
              { value: 'pathologist', label: 'Pathologist' },
            ],
            display: { hint: 'Which CLIA grid grades the proficiency tests of this course.' },
          },
          required: { type: 'bool', desc: 'Required' },
          sequential: { type: 'bool', desc: 'Items in order' },
          schedule: SCHEDULE,
        },
      },
      display: { section: 'Courses' },
    },
  },
};
