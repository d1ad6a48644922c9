import { DEFAULT_CURRICULUM_ID, ORG_PROGRESS_BUCKETS } from '@cytocampus/contracts';
import { containing, SqlFilter } from '@cytocampus/projections';
import { appliedAssignment } from '../../shared/course-rows.js';
import type { AssignedCourse } from './org-progress-columns.js';

/** Which learners of an organization the page shows: the active users of the organization, narrowed by the filters. */
export interface LearnerCriteria {
  orgId: string;
  groupId?: string | undefined;
  curriculumId?: string | undefined;
  words: string[];
  learnerId?: string | undefined;
}

/** Users `u` with their group `g` and organization `o` (what the applied assignment reads). */
export const LEARNERS_FROM = 'users u left join groups g on g.id = u.group_id left join organizations o on o.id = u.org_id';

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

/** A page of learners with what the cells and the visibility rules need. */
export interface LearnerRow {
  id: string;
  role: string;
  org_id: string | null;
  first_name: string;
  last_name: string;
  email: string;
  alias: string;
  preferences: Record<string, unknown>;
  group_id: string | null;
  group_name: string | null;
  curriculum: string;
}

/**
 * The learners `selection` picks (where, order by, limit over LEARNERS_FROM), with what the cells and
 * the visibility rules need: the selection sorts narrow rows, the wide columns are read for the page alone.
 */
export const learnersPage = (selection: string, order: string, siteDefault: string) =>
  `select u.id, u.role, u.org_id, u.first_name, u.last_name, u.email, coalesce(u.bio->>'alias', '') as alias, u.preferences,
          u.group_id, g.name as group_name, ${appliedAssignment(siteDefault)} as curriculum
     from (select u.id from ${LEARNERS_FROM} ${selection}) p join users u on u.id = p.id
     left join groups g on g.id = u.group_id left join organizations o on o.id = u.org_id
    ${order}`;

export interface SummaryRow {
  user_id: string;
  module_id: string;
  first_start: Date | null;
  last_submit: Date | null;
  complete_items: number;
  graded_items: number;
  progress_sum: number;
  result_sum: number;
  version: number;
}

export const SUMMARIES_OF = `select user_id, module_id, first_start, last_submit, complete_items, graded_items, progress_sum, result_sum, version
  from course_summaries where user_id = any($1) and module_id = any($2)`;

/** The figures of the learners of one (assignment, course) pair (`pair`: its position in the pairs, from 1) whose result falls in one bucket (null: no result). */
export interface AggregateRow {
  pair: number;
  bucket: number | null;
  begun: number;
  started: number;
  in_progress: number;
  complete: number;
  passed: number;
  progress_sum: number;
  result_sum: number;
  results: number;
}

/**
 * Per (assignment, course) pair and result bucket, over the summaries of the learners the criteria
 * select who have the course in their assignment: a learner without a summary (or with a cleared
 * one) has not started, which the caller counts from how many have the course. One pass over those
 * learners' summaries, found by the summaries' key (learner first: a learner who moved keeps theirs,
 * whatever organization they began them in). The cells' rules in SQL: progress and result as the
 * course header computes them (LearnerCatalogue), the states of progressState and the pass of
 * courseResult and coursePassed, rounded as it rounds (libs/domain/src/scoring).
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
  // The learners' summaries are found first, by learner, each with its pair looked up (a join
  // with the pairs would have the planner pair learners with courses first and look each pair up,
  // or misjudge the rows and sort them to group); a fence (offset 0) then reduces each row to a few
  // small columns once, instead of once per aggregate that reads them.
  const text = `select pair, bucket,
         count(*) filter (where progress > 0 or began)::int as begun,
         count(*) filter (where progress <= 0 and began)::int as started,
         count(*) filter (where progress > 0 and progress < 1)::int as in_progress,
         count(*) filter (where progress >= 1)::int as complete,
         count(*) filter (where passed)::int as passed,
         coalesce(sum(progress), 0) as progress_sum, coalesce(sum(result), 0) as result_sum, count(result)::int as results
    from (
      select pair, progress, result, began, least(${ORG_PROGRESS_BUCKETS - 1}, floor(result * ${ORG_PROGRESS_BUCKETS}))::int as bucket,
             round(result * 100 * 1e6) / 1e6 >= (${passing}::float8[])[pair] as passed
        from (
          select pair, first_start is not null as began,
                 case when (${items}::int[])[pair] > 0 then least(1, progress_sum / (${items}::int[])[pair]) else 0 end as progress,
                 case when graded_items > 0 then result_sum / graded_items end as result
            from (
              select (${pairOf}::jsonb ->> (l.curriculum || ' ' || s.module_id))::int as pair,
                     s.first_start, s.progress_sum, s.graded_items, s.result_sum
                from (select u.id, ${appliedAssignment(siteDefault)} as curriculum from ${LEARNERS_FROM} ${filter.where}) l
                join course_summaries s on s.user_id = l.id
              offset 0) s
           where pair is not null
          offset 0) r) c
   group by 1, 2`;
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
