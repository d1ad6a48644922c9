import { describe, expect, it } from '@jest/globals';
import { createElement } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { routePaths } from './routePaths';

const page = () => Promise.resolve({});

describe('routePaths', () => {
  it('lists the pages of a nested table by their whole path, leaving out the layouts that only hold children', () => {
    const routes: RouteObject[] = [
      {
        element: null,
        children: [
          { path: 'login/*', lazy: page },
          {
            path: 'dashboard',
            lazy: page,
            children: [
              { path: 'home', lazy: page, handle: { title: 'Home', access: { minLevel: 1 } } },
              { path: 'admin', children: [{ path: 'users/:contentId/back?', lazy: page, handle: { title: 'User' } }] },
            ],
          },
          { path: '*', element: null },
        ],
      },
    ];
    expect(routePaths(routes)).toEqual([
      { path: '/login/*' },
      { path: '/dashboard/home', access: { minLevel: 1 } },
      { path: '/dashboard/admin/users/:contentId/back?' },
      { path: '/*' },
    ]);
  });

  it("names an index route by its parent's path, and tells where a route that only redirects lands", () => {
    const routes: RouteObject[] = [
      { index: true, element: createElement(Navigate, { to: '/login', replace: true }) },
      {
        path: 'learning',
        children: [
          { index: true, element: createElement(Navigate, { to: 'courses' }) },
          { path: 'courses', lazy: page },
        ],
      },
    ];
    expect(routePaths(routes)).toEqual([{ path: '/', redirectsTo: '/login' }, { path: '/learning', redirectsTo: 'courses' }, { path: '/learning/courses' }]);
  });
});
