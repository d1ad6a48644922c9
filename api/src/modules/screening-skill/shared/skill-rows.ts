import type { Preferences, SlideClassification } from '@cytocampus/contracts';
import { userView, type Actor } from '@cytocampus/permissions';
import type { NamedUserRow, SkillClassificationColumns } from '@cytocampus/projections';

/** The columns of a skill_pages row that say how a page was judged (its reader's type). */
export type ClassificationColumns = SkillClassificationColumns;

/** A row's classification; null for a page that was not scored (no solution: no right or wrong to explain). */
export function classificationOf(row: ClassificationColumns): SlideClassification | null {
  if (row.correct === null) return null;
  return {
    correct: row.correct,
    outcome: row.outcome,
    unclassified: row.unclassified,
    reference: { result: row.reference_result, category: row.reference_category },
    response: { result: row.response_result, category: row.response_category },
    objects: { total: row.objects_total, seen: row.objects_seen },
    seenMarked: row.seen_marked,
  };
}

/** First and last name of a person (as the users reader's namedUsers reads them) as the viewer may see them (their alias otherwise, as the other lists of people do). */
export function nameFor(viewer: Actor, person: NamedUserRow): { firstName: string; lastName: string } {
  const seen = userView(viewer, { id: person.id, role: person.role, orgId: person.org_id, preferences: person.preferences as unknown as Preferences });
  return seen.name ? { firstName: person.first_name, lastName: person.last_name } : { firstName: person.alias, lastName: '' };
}
