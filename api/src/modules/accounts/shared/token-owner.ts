import { DIRECTORY_MSG, TOKEN_MSG } from '@cytocampus/contracts';
import { userDecider, userStream, type TokenOwner } from '@cytocampus/domain';
import { canReadUser, userAbilities } from '@cytocampus/permissions';
import { ruleActor, type Principal } from '../../../auth/principal.js';
import type { EventSourcing } from '../../../es/event-sourcing.service.js';
import { ApiException } from '../../../http/api-exception.js';

/**
 * The user whose tokens the actor means to issue or revoke, as their stream has them now: 404 for
 * someone the actor may not read (no probing by id), 403 without the right to manage their tokens
 * (userAbilities.canManageTokens: docs/adr/0034).
 */
export async function tokenOwner(es: EventSourcing, actor: Principal, userId: string): Promise<TokenOwner> {
  const { state } = await es.aggregate(userStream(userId), userDecider).load();
  const target = { id: userId, role: state.role, orgId: state.orgId };
  if (!state.exists || !canReadUser(ruleActor(actor), target)) throw new ApiException(404, DIRECTORY_MSG.userNotFound);
  if (!userAbilities(ruleActor(actor), target).canManageTokens) throw new ApiException(403, TOKEN_MSG.cannotManageTokens);
  return { exists: state.exists, userId: state.userId, disabled: state.disabled };
}
