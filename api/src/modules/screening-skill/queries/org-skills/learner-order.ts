import type { OrgSkillRow, SkillSort } from '@cytocampus/contracts';

/** What the order reads of a learner's row. */
export type Sortable = Pick<OrgSkillRow, 'userId' | 'firstName' | 'lastName' | Exclude<SkillSort, 'name'>>;

const byName = (a: Sortable, b: Sortable) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.userId.localeCompare(b.userId);

/**
 * The organization view's order of learners: by name (as the viewer sees it) or by a figure, ties
 * by name; a figure that is not defined ('–') goes last either way, so a sort by a rate shows the
 * learners who have one first.
 */
export function learnerOrder(sort: SkillSort, order: 'asc' | 'desc'): (a: Sortable, b: Sortable) => number {
  const sign = order === 'asc' ? 1 : -1;
  if (sort === 'name') return (a, b) => sign * byName(a, b);
  return (a, b) => {
    const x = a[sort];
    const y = b[sort];
    if (x === y) return byName(a, b);
    if (x === null) return 1;
    if (y === null) return -1;
    return sign * (x - y);
  };
}
