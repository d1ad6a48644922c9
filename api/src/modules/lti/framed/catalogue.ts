import type { LtiCatalogueCourse } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { catalogueCourses, currentItemRevisions } from '@cytocampus/projections';
import { contentTypeOf, courseItemRefs, isGraded } from '../../learning/index.js';

/** The active courses the organization sees, with their items as the course lists them: what an instructor may link. */
export async function ltiCatalogue(sql: SqlClient, orgId: string): Promise<LtiCatalogueCourse[]> {
  const courses = await catalogueCourses(sql, [], null, orgId);
  const refs = courses.flatMap((course) => courseItemRefs(course.fields));
  const revisions = new Map(
    (
      await currentItemRevisions(
        sql,
        refs.map((ref) => ref.itemId),
      )
    ).map((row) => [row.item_id, row]),
  );
  return courses
    .map((course) => ({
      moduleId: course.item_id,
      title: course.name,
      items: courseItemRefs(course.fields).flatMap((ref) => {
        const revision = revisions.get(ref.itemId);
        return revision && revision.type === contentTypeOf(ref.type)
          ? [{ itemId: ref.itemId, type: ref.type, title: revision.name, graded: isGraded(revision, ref.type) }]
          : [];
      }),
    }))
    .sort((a, b) => a.title.localeCompare(b.title));
}
