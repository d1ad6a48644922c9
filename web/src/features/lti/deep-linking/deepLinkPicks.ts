import { ltiTargetText, type LtiCatalogueCourse } from '@cytocampus/contracts';

type CatalogueItem = LtiCatalogueCourse['items'][number];

/** A whole course's link: it opens the course's page. */
export const courseTarget = (course: Pick<LtiCatalogueCourse, 'moduleId'>): string => ltiTargetText({ moduleId: course.moduleId, item: null });

/** One item's link: it opens the item's player within the course (its score comes back when it is graded). */
export const itemTarget = (course: Pick<LtiCatalogueCourse, 'moduleId'>, item: Pick<CatalogueItem, 'type' | 'itemId'>): string =>
  ltiTargetText({ moduleId: course.moduleId, item: { type: item.type, itemId: item.itemId } });

/** A pick added or taken away: each checkbox is a link of its own. */
export function togglePick(picked: ReadonlySet<string>, target: string): Set<string> {
  const next = new Set(picked);
  if (next.has(target)) next.delete(target);
  else next.add(target);
  return next;
}

/**
 * POST /lti/deep-links' targets: the picks in the catalogue's order (each course, then its items), so
 * the platform lists the links as the picker showed them; a pick no longer in the catalogue is dropped.
 */
export function pickedTargets(catalogue: readonly LtiCatalogueCourse[], picked: ReadonlySet<string>): string[] {
  return catalogue.flatMap((course) => [courseTarget(course), ...course.items.map((item) => itemTarget(course, item))]).filter((target) => picked.has(target));
}
