import type { NameEntry, OrgProgressCourse } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { activeCourses, currentAssignments, existingItems } from '@cytocampus/projections';
import { assignmentEntries, contentTypeOf, courseItemRefs } from '../../shared/course-rows.js';

/** One (assignment, course) pair: which learners have the course, over how many items, to pass at what score. */
export interface AssignedCourse {
  curriculum: string;
  moduleId: string;
  itemCount: number;
  passingScore: number | null;
}

/** The page's columns and, per assignment, the courses it gives (in its order). */
export interface OrgProgressColumns {
  courses: OrgProgressCourse[];
  byAssignment: Map<string, AssignedCourse[]>;
  /** Every pair, for the aggregates' SQL. */
  pairs: AssignedCourse[];
  /** The names of the assignments `all` that exist, by name. */
  names: NameEntry[];
}

/**
 * The courses the assignments `shown` give, as the learner catalogue gives them (docs/adr/0021):
 * the entries of the assignment's current revision whose course is active, each course counted
 * over its items that exist (`courseItemRefs`, a case, known or unknown being a slide). Columns
 * keep the order of the assignments, then of their entries. `all` (which includes `shown`) are the
 * assignments the filter offers.
 */
export async function columnsOf(sql: SqlClient, all: readonly string[], shown: readonly string[]): Promise<OrgProgressColumns> {
  const assignments = await currentAssignments(sql, all);
  const shownSet = new Set(shown);
  const entriesOf = new Map(assignments.filter((a) => shownSet.has(a.item_id)).map((a) => [a.item_id, assignmentEntries(a.fields, 0)]));
  const moduleIds = [...new Set([...entriesOf.values()].flat().map((e) => e.moduleId))];
  const modules = await activeCourses(sql, moduleIds);
  const refsOf = new Map(modules.map((m) => [m.item_id, courseItemRefs(m.fields)]));
  const existing = await existingItems(
    sql,
    [...refsOf.values()].flat().map((r) => r.itemId),
  );
  const exists = new Set(existing.map((r) => `${r.type}/${r.item_id}`));
  const itemCount = new Map([...refsOf].map(([id, refs]) => [id, refs.filter((r) => exists.has(`${contentTypeOf(r.type)}/${r.itemId}`)).length]));
  const nameOf = new Map(modules.map((m) => [m.item_id, m.name]));

  const byAssignment = new Map<string, AssignedCourse[]>();
  const scores = new Map<string, Set<number | null>>();
  for (const curriculum of shown) {
    const seen = new Set<string>();
    const pairs = (entriesOf.get(curriculum) ?? []).flatMap((entry): AssignedCourse[] => {
      const count = itemCount.get(entry.moduleId);
      if (count === undefined || seen.has(entry.moduleId)) return [];
      seen.add(entry.moduleId);
      const set = scores.get(entry.moduleId) ?? new Set();
      scores.set(entry.moduleId, set.add(entry.passingScore));
      return [{ curriculum, moduleId: entry.moduleId, itemCount: count, passingScore: entry.passingScore }];
    });
    byAssignment.set(curriculum, pairs);
  }
  const courses = [...scores].map(([moduleId, set]): OrgProgressCourse => ({
    moduleId,
    name: nameOf.get(moduleId) ?? '',
    itemCount: itemCount.get(moduleId) ?? 0,
    passingScore: set.size === 1 ? [...set][0]! : null,
  }));
  const names = assignments.map((a) => ({ name: a.name, itemid: a.item_id }));
  return { courses, byAssignment, pairs: [...byAssignment.values()].flat(), names };
}
