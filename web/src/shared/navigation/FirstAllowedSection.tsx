import { Navigate } from 'react-router';
import { canAccess } from '@cytocampus/permissions';
import { useGetCurrentUserQuery } from '../../session/sessionApi';
import type { Section } from './sections';

/** An area's index (/dashboard/admin, /dashboard/org): the first of its sections this user may open. */
export function FirstAllowedSection({ sections }: { sections: readonly Section[] }) {
  const { data: user } = useGetCurrentUserQuery();
  const first = sections.find((section) => canAccess(user, section.access)) ?? sections[0];
  return first ? <Navigate to={first.path} replace /> : null;
}
