import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useGetCurrentUserQuery } from '../../session/sessionApi';
import { contentScopeOf } from './contentAccess';

/**
 * The content area (/dashboard/content): admins with readContent or managers with readOrgContent
 * (spec part 2 section 6). A route's access rule holds all of its conditions, so this either-or
 * check is made here; `denied` is the shell's 401 page.
 */
export function ContentAreaGate({ denied }: { denied: ReactNode }) {
  const { data: user } = useGetCurrentUserQuery();
  if (!user) return null;
  return contentScopeOf(user, 'content') ? <Outlet /> : denied;
}
