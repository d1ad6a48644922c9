import type { INestApplication } from '@nestjs/common';
import { routeHandlersOf } from '../http/routes.js';
import { policyOf } from './authorize.js';

/** Fails the start when a route declares no policy: a route nobody decided about is not served. */
export function assertEveryRouteDeclaresAPolicy(app: INestApplication): void {
  const undeclared = routeHandlersOf(app).filter((route) => policyOf(route.handler) === undefined);
  if (undeclared.length > 0) throw new Error(`routes without a policy (@Authorize): ${undeclared.map((route) => route.operationId).join(', ')}`);
}
