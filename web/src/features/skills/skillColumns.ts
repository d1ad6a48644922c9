import { SCREENING_SKILL_TEXT as S, SKILL_PAGE_TEXT as P, type OrgSkillRow, type SkillSort } from '@cytocampus/contracts';
import { durationText, kappaText, paceText, rateText } from './skillFormat';

export type SortDirection = 'ascending' | 'descending';
export type SortState = { column: SkillSort; direction: SortDirection };

/** A page of learners as the table and the phone's cards show it: in the server's order, a sort to change, a learner to open. */
export interface LearnerListProps {
  rows: OrgSkillRow[];
  factor: number;
  sort: SortState;
  onSort: (column: SkillSort) => void;
  onOpen: (row: OrgSkillRow) => void;
}

/**
 * The learners' figures as the table's columns and the phone's cards show them (the name comes
 * first, apart). The server sorts; a median is read for the shown page only, so it does not sort.
 */
export interface Column {
  key: keyof OrgSkillRow;
  label: string;
  cell: (row: OrgSkillRow) => string;
  sort: SkillSort | null;
}

export const COLUMNS: Column[] = [
  { key: 'slides', label: S.slides, cell: (r) => String(r.slides), sort: 'slides' },
  { key: 'kappa', label: S.kappa, cell: (r) => kappaText(r.kappa), sort: 'kappa' },
  { key: 'falseNegativeRate', label: S.rate.falseNegativeRate, cell: (r) => rateText(r.falseNegativeRate), sort: 'falseNegativeRate' },
  { key: 'downgradeRate', label: S.rate.downgradeRate, cell: (r) => rateText(r.downgradeRate), sort: 'downgradeRate' },
  { key: 'overcallRate', label: S.rate.overcallRate, cell: (r) => rateText(r.overcallRate), sort: 'overcallRate' },
  { key: 'locator', label: P.locator, cell: (r) => String(r.locator), sort: 'locator' },
  { key: 'interpretation', label: P.interpretation, cell: (r) => String(r.interpretation), sort: 'interpretation' },
  { key: 'overcall', label: P.overcall, cell: (r) => String(r.overcall), sort: 'overcall' },
  { key: 'medianTimeMs', label: S.medianTime, cell: (r) => durationText(r.medianTimeMs), sort: null },
  { key: 'medianPaceMm2PerMinute', label: S.medianPace, cell: (r) => paceText(r.medianPaceMm2PerMinute), sort: null },
];
