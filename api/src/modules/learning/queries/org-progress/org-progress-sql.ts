import { DEFAULT_CURRICULUM_ID } from '@cytocampus/contracts';
import { appliedAssignment, containing, courseAggregatesSql, LEARNERS_FROM, SqlFilter } from '@cytocampus/projections';
import type { AssignedCourse } from './org-progress-columns.js';

/** Which learners of an organization the page shows: the active users of the organization, narrowed by the filters. */
export interface LearnerCriteria {
  orgId: string;
  groupId?: string | undefined;
  curriculumId?: string | undefined;
  words: string[];
  learnerId?: string | undefined;
}

/** The criteria as a WHERE clause over LEARNERS_FROM; `next()` adds values after them. */
export function learnersWhere(c: LearnerCriteria): SqlFilter {
  const filter = new SqlFilter();
  filter.add('u.org_id = ?', c.orgId);
  filter.add('not u.disabled');
  if (c.groupId !== undefined) filter.add('u.group_id = ?', c.groupId);
  if (c.curriculumId !== undefined) filter.add(`${appliedAssignment('?')} = ?`, DEFAULT_CURRICULUM_ID, c.curriculumId);
  for (const word of c.words) filter.add('u.search_text like ?', containing(word));
  if (c.learnerId !== undefined) filter.add('u.id = ?', c.learnerId);
  return filter;
}

/** The assignments the organization's active learners have, with their groups: the filters' options and the columns' sources. */
export const ASSIGNMENTS_IN_USE = `select ${appliedAssignment('$2')} as curriculum, u.group_id, count(*)::int as learners
  from ${LEARNERS_FROM} where u.org_id = $1 and not u.disabled group by 1, 2 order by learners desc, curriculum`;

/**
 * From the stats reader: a learner's summary of a course and the query of a page of learners'
 * summaries (`$1` their ids, `$2` the courses'); the figures of the learners of one (assignment,
 * course) pair whose result falls in one bucket.
 */

/**
 * Per (assignment, course) pair and result bucket, over the summaries of the learners the criteria
 * select who have the course in their assignment (the stats reader's courseAggregatesSql, which
 * holds the cells' rules): a learner without a summary (or with a cleared one) has not started,
 * which the caller counts from how many have the course.
 */
export function aggregatesQuery(c: LearnerCriteria, pairs: readonly AssignedCourse[]): { text: string; params: unknown[] } {
  // The pairs hold the chosen assignment alone: no condition on it (the planner misjudges how many
  // learners an expression over three tables keeps, and would look each one's summaries up).
  const filter = learnersWhere({ ...c, curriculumId: undefined });
  const [pairOf, items, passing, siteDefault] = [
    filter.next(JSON.stringify(Object.fromEntries(pairs.map((p, i) => [`${p.curriculum} ${p.moduleId}`, i + 1])))),
    filter.next(pairs.map((p) => p.itemCount)),
    filter.next(pairs.map((p) => p.passingScore)),
    filter.next(DEFAULT_CURRICULUM_ID),
  ];
  const text = courseAggregatesSql(`select u.id, ${appliedAssignment(siteDefault)} as curriculum from ${LEARNERS_FROM} ${filter.where}`, {
    pairOf,
    items,
    passing,
  });
  return { text, params: filter.params };
}

/** How many of the learners the criteria select have each assignment (how many have each course follows). */
export function assignedQuery(c: LearnerCriteria): { text: string; params: unknown[] } {
  const filter = learnersWhere(c);
  const siteDefault = filter.next(DEFAULT_CURRICULUM_ID);
  return {
    text: `select ${appliedAssignment(siteDefault)} as curriculum, count(*)::int as learners from ${LEARNERS_FROM} ${filter.where} group by 1`,
    params: filter.params,
  };
}
