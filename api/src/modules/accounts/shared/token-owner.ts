import { DIRECTORY_MSG, TOKEN_MSG } from '@cytocampus/contracts';
import { DomainError, type TokenOwner, userDecider, userStream } from '@cytocampus/domain';
import { canReadUser, userAbilities } from '@cytocampus/permissions';
import { ruleActor, type Principal } from '../../../auth/principal.js';
import type { EventSourcing } from '../../../es/event-sourcing.service.js';

/**
 * The user whose tokens the actor means to issue or revoke, as their stream has them now: 404 for
 * someone the actor may not read (no probing by id), 403 without the right to manage their tokens
 * (userAbilities.canManageTokens: docs/adr/0034).
 */
export async function tokenOwner(es: EventSourcing, actor: Principal, userId: string): Promise<TokenOwner> {
  const { state } = await es.aggregate(userStream(userId), userDecider).load();
  const target = { id: userId, role: state.role, orgId: state.orgId };
  if (!state.exists || !canReadUser(ruleActor(actor), target)) throw new DomainError('not_found', DIRECTORY_MSG.userNotFound);
  if (!userAbilities(ruleActor(actor), target).canManageTokens) throw new DomainError('forbidden', TOKEN_MSG.cannotManageTokens);
  return { exists: state.exists, userId: state.userId, disabled: state.disabled };
}
