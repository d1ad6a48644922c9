import { FORM_ERROR, GYN_COMPONENTS, ORGANISMS, resultSetOf, SLIDE_LIMITS, SOLUTION_TYPES, type FieldError } from '@cytocampus/contracts';
import type { ObjectDefinition } from '../definitions/types.js';
import { ID_MAX_LENGTH, NOTE_MAX_LENGTH } from '../forms/limits.js';
import { BASE_FIELDS } from './base.js';

export const SLIDE_MSG = {
  nonSolutionObject: 'Found entry for non-solution object',
} as const;

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** Slides (spec part 3 sections 3 and 5). The name may stay empty: it then reads 'Slide #{accession}'. */
export const SLIDE_DEFINITION: ObjectDefinition = {
  type: 'object',
  sections: ['Info', 'Details', 'Patient', 'Solution', 'Sharing'],
  fields: {
    ...BASE_FIELDS,
    name: { type: 'string', max: BASE_FIELDS.name.max, desc: 'Name', display: { section: 'Info', placeholder: 'Slide #{accession}' } },
    accession: {
      type: 'string',
      required: true,
      min: SLIDE_LIMITS.accessionMin,
      max: SLIDE_LIMITS.accessionMax,
      strip: '[^A-Za-z0-9]',
      uppercase: true,
      desc: 'Accession',
      display: { section: 'Details' },
    },
    cellCount: {
      type: 'number',
      required: true,
      min: 0,
      step: SLIDE_LIMITS.cellCountStep,
      desc: 'Cell count',
      defaultValue: 0,
      display: { section: 'Details' },
    },
    version: { type: 'number', min: 0, integer: true, desc: 'Version', display: { section: 'Details' } },
    atyp: { type: 'number', min: 0, max: 1, desc: 'Atypia', display: { section: 'Details', widget: 'hidden' } },
    atypsd: { type: 'number', min: 0, max: 1, desc: 'Atypia spread', display: { section: 'Details', widget: 'hidden' } },
    options: {
      type: 'object',
      desc: 'Options',
      display: { section: 'Details' },
      fields: {
        restrictObjects: { type: 'bool', desc: 'Restrict objects of interest' },
        hideAccession: { type: 'bool', desc: 'Hide accession' },
        hideCellCount: { type: 'bool', desc: 'Hide cell count' },
      },
    },
    patient: {
      type: 'object',
      desc: 'Patient',
      display: { section: 'Patient' },
      fields: {
        name: { type: 'string', max: 127, desc: 'Patient name' },
        dob: { type: 'string', max: 31, desc: 'Date of birth' },
        lmp: { type: 'string', max: 31, desc: 'Last menstrual period' },
      },
    },
    solution: {
      type: 'object',
      desc: 'Solution',
      display: { section: 'Solution' },
      fields: {
        type: { type: 'option', required: true, desc: 'Solution type', options: options(SOLUTION_TYPES), defaultValue: 'none' },
        result: { type: 'string', max: 31, desc: 'Result' },
        objects: {
          type: 'array',
          max: SLIDE_LIMITS.maxSolutionObjects,
          desc: 'Solution objects',
          item: { type: 'string', required: true, max: ID_MAX_LENGTH },
        },
        // Object id → note; checkSlide then allows only the solution objects' ids.
        objectText: {
          type: 'any',
          values: { type: 'string', max: NOTE_MAX_LENGTH, trim: false },
          maxKeys: SLIDE_LIMITS.maxSolutionObjects,
          desc: 'Notes on solution objects',
        },
        organisms: { type: 'array', desc: 'Organisms', item: { type: 'option', required: true, options: options(ORGANISMS) } },
        endoCells: { type: 'option', desc: 'Endocervical component', options: options(GYN_COMPONENTS) },
        reason: { type: 'string', max: 1000, desc: 'Reason', display: { widget: 'textarea' } },
      },
    },
  },
};

/** The results a solution type offers (spec part 3 "Diagnosis result sets"). */
export const resultsFor = (type: unknown): readonly string[] => resultSetOf(type).map((r) => r.value);

/**
 * Rules across a slide's fields: notes only on solution objects ('Found entry for non-solution
 * object'). An unknown result is not an error: normalizeSlide turns it into null (spec).
 */
export function checkSlide(fields: Record<string, unknown>): FieldError[] {
  const solution = (fields.solution ?? {}) as { objects?: unknown; objectText?: unknown };
  const objects = new Set(Array.isArray(solution.objects) ? (solution.objects as string[]) : []);
  const notes = solution.objectText && typeof solution.objectText === 'object' ? Object.keys(solution.objectText) : [];
  return notes
    .filter((id) => !objects.has(id))
    .map((id) => ({ field: `solution.objectText.${id}`, message: SLIDE_MSG.nonSolutionObject, code: FORM_ERROR.invalid }));
}

/** What the server stores: the default name, and a result that belongs to the solution type (else null). */
export function normalizeSlide(fields: Record<string, unknown>): Record<string, unknown> {
  const solution = fields.solution as { type?: unknown; result?: unknown } | undefined;
  const name = typeof fields.name === 'string' ? fields.name.trim() : '';
  const accession = typeof fields.accession === 'string' ? fields.accession : '';
  const named = name === '' || name === 'Untitled Slide' ? { name: `Slide #${accession}` } : {};
  const result = solution && !resultsFor(solution.type).includes(String(solution.result)) ? { solution: { ...solution, result: null } } : {};
  return { ...fields, ...named, ...result };
}
