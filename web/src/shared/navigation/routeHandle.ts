import { useMatches } from 'react-router';
import type { AccessRule } from '@cytocampus/permissions';

/** What a route tells the shell about itself (set as `handle` in the route table). */
export interface RouteHandle {
  /** Header title and page title ('<title> | CytoCampus'). */
  title?: string;
  /** Who may open the page; others see '401'. */
  access?: AccessRule;
  /** Reachable by users still waiting for an organization (profile, settings). */
  allowWithoutOrganization?: boolean;
  /** The page is a root (home): no back button. */
  isRoot?: boolean;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return {};
}
