import {
  COURSE_ATTEMPTS_DEFAULT,
  COURSE_ATTEMPTS_MAX,
  isPracticeSetTest,
  PT_GRID_CHOICES,
  SLIDE_REVIEW_KINDS,
  type CourseSchedule,
  type PtGridChoice,
} from '@cytocampus/contracts';
import type { RevisionRow } from '@cytocampus/projections';

/** A revision of a course or of one of its items (the content reader's row). */
export type { RevisionRow };

/** An assignment's entry as authored (spec part 2 section 3, "Curriculum"). */
export interface AssignmentEntry {
  moduleId: string;
  passingScore: number | null;
  /** 1 to COURSE_ATTEMPTS_MAX (issue 30); 1 when the entry says none. */
  maxAttempts: number;
  /** Which grid grades the course's proficiency tests (issue 30): the examinee's profession unless the entry names one. */
  ptGrid: PtGridChoice;
  required: boolean;
  sequential: boolean;
  schedule: CourseSchedule;
}

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** An entry's attempts as stored; one written before attempts existed (or out of bounds) has today's single attempt. */
const attemptsOf = (value: unknown): number => {
  const n = num(value);
  return n !== null && Number.isInteger(n) && n >= 1 && n <= COURSE_ATTEMPTS_MAX ? n : COURSE_ATTEMPTS_DEFAULT;
};

/**
 * The entries of an assignment's fields, with each schedule resolved for one learner: relative dates
 * move together so that the start falls on `relativeTo` (docs/adr/0021).
 */
export function assignmentEntries(fields: Record<string, unknown> | undefined, relativeTo: number): AssignmentEntry[] {
  const entries = Array.isArray(fields?.entries) ? (fields.entries as Record<string, unknown>[]) : [];
  return entries
    .filter((e) => typeof e.moduleId === 'string')
    .map((e) => {
      const s = (e.schedule ?? {}) as Record<string, unknown>;
      const start = num(s.start);
      const shift = s.relativeDates === true && start !== null ? relativeTo - start : 0;
      const at = (value: unknown) => {
        const ms = num(value);
        return ms === null ? null : ms + shift;
      };
      const enabled = s.enabled === true;
      return {
        moduleId: e.moduleId as string,
        passingScore: num(e.passingScore),
        maxAttempts: attemptsOf(e.maxAttempts),
        ptGrid: (PT_GRID_CHOICES as readonly unknown[]).includes(e.ptGrid) ? (e.ptGrid as PtGridChoice) : 'profession',
        required: e.required === true,
        sequential: e.sequential === true,
        schedule: {
          enabled,
          begin: enabled ? at(s.start) : null,
          start,
          due: enabled ? at(s.due) : null,
          end: enabled ? at(s.end) : null,
          allowEarly: s.allowEarly === true,
          disableLate: s.disableLate === true,
        },
      };
    });
}

/** A course's items as authored: type and item id, in order. */
export const courseItemRefs = (fields: Record<string, unknown>): { type: string; itemId: string }[] =>
  (Array.isArray(fields.items) ? (fields.items as Record<string, unknown>[]) : [])
    .filter((i) => typeof i.type === 'string' && typeof i.itemId === 'string')
    .map((i) => ({ type: i.type as string, itemId: i.itemId as string }));

/** The content type behind a course item: a case, known or unknown is a slide (spec part 3 section 1). */
export const contentTypeOf = (courseItemType: string): string =>
  (SLIDE_REVIEW_KINDS as readonly string[]).includes(courseItemType) ? 'slide' : courseItemType;

/**
 * Whether an item's result counts: a practice quiz's and a practice set's do not, a presentation
 * has none, and a known or unknown slide is looked at, not diagnosed. `courseItemType` is how the course lists the item.
 */
export function isGraded(row: Pick<RevisionRow, 'type' | 'fields'>, courseItemType: string = row.type): boolean {
  if (courseItemType === 'known' || courseItemType === 'unknown') return false;
  // Each learner's practice set is their own: practice, not a mark of the course.
  if (row.type === 'test' && isPracticeSetTest(row.fields)) return false;
  return row.type === 'quiz' ? row.fields.graded !== false : row.type !== 'presentation';
}

/** The slides of a test revision, in order. */
export const testSlideIds = (fields: Record<string, unknown>): string[] =>
  Array.isArray(fields.slides) ? (fields.slides as unknown[]).filter((s): s is string => typeof s === 'string') : [];

export const NO_SCHEDULE: CourseSchedule = { enabled: false, begin: null, start: null, due: null, end: null, allowEarly: false, disableLate: false };
