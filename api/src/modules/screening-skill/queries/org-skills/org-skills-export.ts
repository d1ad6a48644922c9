import { SCREENING_SKILL_TEXT as T, type OrganizationSkills, type SkillCategory } from '@cytocampus/contracts';
import type { SheetTable } from '../../../../http/workbook.js';

const percent = (rate: number | null): number | null => (rate === null ? null : Math.round(rate * 1000) / 10);
const round = (value: number | null, digits: number): number | null => (value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits);
const CATEGORIES: readonly SkillCategory[] = ['A', 'B', 'C', 'D'];

export const ORG_SKILL_COLUMNS = [
  'Last Name',
  'First Name',
  T.slides,
  T.kappa,
  `${T.rate.falseNegativeRate} %`,
  `${T.rate.downgradeRate} %`,
  `${T.rate.overcallRate} %`,
  T.outcome.locator,
  T.outcome.interpretation,
  T.outcome.overcall,
  `${T.medianTime} (s)`,
  T.medianPace,
  'Outliers',
] as const;

/** The organization's view as a workbook: one row per learner, and the organization's confusion matrix (reference by row). */
export function orgSkillTables(skills: OrganizationSkills): SheetTable[] {
  const learners: SheetTable = {
    name: T.sheet,
    columns: [...ORG_SKILL_COLUMNS],
    rows: skills.learners.map((r) => [
      r.lastName,
      r.firstName,
      r.slides,
      round(r.kappa, 2),
      percent(r.falseNegativeRate),
      percent(r.downgradeRate),
      percent(r.overcallRate),
      r.locator,
      r.interpretation,
      r.overcall,
      r.medianTimeMs === null ? null : Math.round(r.medianTimeMs / 1000),
      round(r.medianPaceMm2PerMinute, 2),
      r.outliers.map((rate) => T.rate[rate]).join(', '),
    ]),
  };
  const matrix: SheetTable = {
    name: T.matrixSheet,
    columns: ['Reference \\ Response', ...CATEGORIES],
    rows: CATEGORIES.map((reference) => [reference, ...CATEGORIES.map((response) => skills.organization.matrix[reference][response])]),
  };
  return [learners, matrix];
}
