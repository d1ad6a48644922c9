import type { ReactNode } from 'react';
import { canAccess } from '@cytocampus/permissions';
import { useGetCurrentUserQuery } from '../../../session/sessionApi';
import { PlayerStatus } from './PlayerStatus';

/**
 * The players (/course/{moduleId}/...) need ctAccess (spec part 2 section 2); a user without it is
 * told so. The route's guard (RequireSignedIn) has already sent a signed-out visitor to the login.
 */
export function PlayerGate({ children }: { children: ReactNode }) {
  const { data: user } = useGetCurrentUserQuery();
  if (!user) return null;
  if (!canAccess(user, { permissions: ['ctAccess'] })) return <PlayerStatus />;
  return children;
}
