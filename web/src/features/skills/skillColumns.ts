import { SCREENING_SKILL_TEXT as S, SKILL_PAGE_TEXT as P, type OrgSkillRow } from '@cytocampus/contracts';
import { durationText, kappaText, paceText, rateText, type SkillColumn, type SortDirection } from './skillFormat';

export type SortState = { column: SkillColumn; direction: SortDirection };

/** The learners' figures as the table's columns and the phone's cards show them (the name comes first, apart). */
export interface Column {
  key: SkillColumn;
  label: string;
  cell: (row: OrgSkillRow) => string;
}

export const COLUMNS: Column[] = [
  { key: 'slides', label: S.slides, cell: (r) => String(r.slides) },
  { key: 'kappa', label: S.kappa, cell: (r) => kappaText(r.kappa) },
  { key: 'falseNegativeRate', label: S.rate.falseNegativeRate, cell: (r) => rateText(r.falseNegativeRate) },
  { key: 'downgradeRate', label: S.rate.downgradeRate, cell: (r) => rateText(r.downgradeRate) },
  { key: 'overcallRate', label: S.rate.overcallRate, cell: (r) => rateText(r.overcallRate) },
  { key: 'locator', label: P.locator, cell: (r) => String(r.locator) },
  { key: 'interpretation', label: P.interpretation, cell: (r) => String(r.interpretation) },
  { key: 'overcall', label: P.overcall, cell: (r) => String(r.overcall) },
  { key: 'medianTimeMs', label: S.medianTime, cell: (r) => durationText(r.medianTimeMs) },
  { key: 'medianPaceMm2PerMinute', label: S.medianPace, cell: (r) => paceText(r.medianPaceMm2PerMinute) },
];
