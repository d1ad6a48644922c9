import { Command, Query, type QueryBus } from '@nestjs/cqrs';
import { DIRECTORY_MSG, type GroupItem } from '@cytocampus/contracts';
import { DomainError } from '@cytocampus/domain';
import type { GroupValues } from '@cytocampus/schema';
import type { Principal } from '../auth/principal.js';
import type { CommandContext } from '../es/command-context.js';

// The organizations context answers these. Other contexts send them on the buses (docs/adr/0037).

/**
 * Whether an organization (null: users without one) may see an assignment: the content rule of
 * ADR 0011 (`visibleInOrganization`) on the item's current revision; false when it does not exist.
 * Accounts ask it for users' assignments, this module for default assignments.
 */
export class AssignmentVisibleIn extends Query<boolean> {
  constructor(
    readonly curriculum: string,
    readonly orgId: string | null,
  ) {
    super();
  }
}

/**
 * 400 on `field` unless the organization may see the assignment (null: none given, nothing to
 * check). Missing and hidden ids get the same answer, so private assignments cannot be probed.
 */
export async function requireAssignmentFor(
  queries: QueryBus,
  curriculum: string | null,
  orgId: string | null,
  field: 'curriculum' | 'defaultCurriculum',
): Promise<void> {
  if (curriculum === null) return;
  if (!(await queries.execute(new AssignmentVisibleIn(curriculum, orgId)))) throw new DomainError('invalid', DIRECTORY_MSG.assignmentNotAvailable, field);
}

export type GroupChange = { create: GroupValues } | { update: Partial<Omit<GroupValues, 'orgId'>> } | 'remove';

/** Creates, changes or deletes a group as `actor` may (the groups route; an LTI roster sync makes the course's group). */
export class ChangeGroup extends Command<GroupItem | { success: true }> {
  constructor(
    readonly actor: Principal,
    readonly groupId: string | null,
    readonly change: GroupChange,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
