import { MSG } from '@cytocampus/contracts';
import { mayListUsersOf, type Actor } from '@cytocampus/permissions';
import { ApiException } from '../http/api-exception.js';

/** An organization's pages of its people (PT page, Skills view): 403 for a viewer who may not list its users. */
export function requireListsUsersOf(viewer: Actor, orgId: string): void {
  if (!mayListUsersOf(viewer, orgId)) throw new ApiException(403, MSG.forbidden);
}
