import { isValidElement } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { AccessRule } from '@cytocampus/permissions';
import type { RouteHandle } from '../shared/navigation/routeHandle';

/**
 * Every path the route table answers, as one flat list (issue 35): the accessibility sweep
 * (web/e2e/accessibility.spec.ts) visits each, and fails when the router has one it does not list,
 * so a new page cannot be left out of the audit.
 */
export interface RoutePath {
  /** The whole pattern from the root, without a trailing slash ('/dashboard/admin/users/:contentId/back?'). */
  path: string;
  /** Where a route that only redirects sends the browser (a `Navigate` element's target); absent for pages. */
  redirectsTo?: string;
  /** Who may open it, when its handle says (others see '401'); absent when the page or the API decides. */
  access?: AccessRule;
}

/** '/dashboard' + 'home' → '/dashboard/home'; an index or pathless route keeps its parent's path. */
function join(parent: string, path: string | undefined): string {
  if (!path) return parent || '/';
  return `${parent === '/' ? '' : parent}/${path}`;
}

/** The `to` of a route's element when the element is a `<Navigate>`. */
function navigateTarget(route: RouteObject): string | undefined {
  const { element } = route;
  if (!isValidElement<{ to?: unknown }>(element) || element.type !== Navigate) return undefined;
  return typeof element.props.to === 'string' ? element.props.to : undefined;
}

/**
 * The routes that show something (a page, a redirect or an area's index), depth first: the leaves
 * of the table. A route with children lays them out (a guard, a shell, an area's gate); what shows
 * at its own path is its index child.
 */
export function routePaths(routes: readonly RouteObject[], parent = ''): RoutePath[] {
  const found: RoutePath[] = [];
  for (const route of routes) {
    const path = join(parent, route.path);
    const children = route.children ?? [];
    if (children.length === 0) {
      const redirectsTo = navigateTarget(route);
      const { access } = (route.handle ?? {}) as RouteHandle;
      found.push({ path, ...(redirectsTo === undefined ? {} : { redirectsTo }), ...(access ? { access } : {}) });
    }
    found.push(...routePaths(children, path));
  }
  return found;
}
