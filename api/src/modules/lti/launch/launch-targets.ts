import { LTI_MSG, LTI_TARGET_PARAMETER, parseLtiTarget, type LtiTarget } from '@cytocampus/contracts';
import { DomainError } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { catalogueCourses } from '@cytocampus/projections';
import { courseItemRefs } from '../../learning/index.js';

/** The target a resource link names in its custom parameters; refused when it names none. */
export function targetOfLaunch(custom: Record<string, unknown>): LtiTarget {
  const target = parseLtiTarget(custom[LTI_TARGET_PARAMETER]);
  if (!target) throw new DomainError('invalid', LTI_MSG.missingTarget);
  return target;
}

/** Refuses a target that is not an active course the organization sees, or not an item of that course. */
export async function checkTarget(sql: SqlClient, target: LtiTarget, orgId: string): Promise<void> {
  const [course] = await catalogueCourses(sql, [], target.moduleId, orgId);
  const item = target.item;
  const found = course !== undefined && (item === null || courseItemRefs(course.fields).some((ref) => ref.itemId === item.itemId && ref.type === item.type));
  if (!found) throw new DomainError('not_found', LTI_MSG.targetNotFound);
}
