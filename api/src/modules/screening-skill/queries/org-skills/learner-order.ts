import type { OrgSkillRow, SkillSort } from '@cytocampus/contracts';

/** What the order reads of a learner's row. */
export type Sortable = Pick<OrgSkillRow, 'userId' | 'firstName' | 'lastName' | Exclude<SkillSort, 'name'>>;
type Compare<T> = (a: T, b: T) => number;

// One collator for every comparison: localeCompare builds its own each call (a sort of 5,000 learners makes tens of thousands).
const collator = new Intl.Collator();

/** By name as the viewer sees it: last, first, then the id (two people may share a name). */
export const byName: Compare<Sortable> = (a, b) =>
  collator.compare(a.lastName, b.lastName) || collator.compare(a.firstName, b.firstName) || collator.compare(a.userId, b.userId);

/** By a figure, ties by `tie`; a figure that is not defined ('–') goes last either way, so a sort by a rate shows those who have one first. */
export function figureOrder<T extends Sortable>(sort: Exclude<SkillSort, 'name'>, order: 'asc' | 'desc', tie: Compare<T>): Compare<T> {
  const sign = order === 'asc' ? 1 : -1;
  return (a, b) => {
    const x = a[sort];
    const y = b[sort];
    if (x === y) return tie(a, b);
    if (x === null) return 1;
    if (y === null) return -1;
    return sign * (x - y);
  };
}

/** The organization view's order of learners: by name or by a figure, ties by name. */
export function learnerOrder(sort: SkillSort, order: 'asc' | 'desc'): Compare<Sortable> {
  if (sort === 'name') return order === 'asc' ? byName : (a, b) => byName(b, a);
  return figureOrder(sort, order, byName);
}
