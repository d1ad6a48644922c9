import type { CurrentUser } from '@cytocampus/contracts';
import { hasPermission } from '@cytocampus/permissions';
import { useGetCurrentUserQuery } from '../../session/sessionApi';

/** Whether the user reads anything of the community at all (the alerts are not asked for otherwise): chat, or the area with one of its lists. */
export function readsCommunity(user: CurrentUser | null | undefined): boolean {
  if (!user) return false;
  const holds = (name: string) => hasPermission(user, name);
  return holds('chat') || (holds('community') && (holds('readThreads') || holds('readOrgThreads')));
}

/** The signed-in user (the session's cached GET /user). */
export function useViewer(): CurrentUser | null {
  return useGetCurrentUserQuery().data ?? null;
}
