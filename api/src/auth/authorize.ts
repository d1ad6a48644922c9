import { applyDecorators, Injectable, SetMetadata, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { MSG, TOKEN_MSG } from '@cytocampus/contracts';
import { permits, readsSession, type Policy } from '@cytocampus/permissions';
import { ApiException } from '../http/api-exception.js';
import { bearerOf } from './access-token-secret.js';
import { ruleActor, type RequestWithPrincipal } from './principal.js';
import { SessionsService } from './sessions.service.js';

const POLICY = 'cytocampus:policy';

/**
 * Declares who may call a route's use case (a policy of libs/permissions, docs/adr/0038) and checks
 * it before the route runs: 401 without a session where one is needed, 403 without a permission the
 * policy names. Every route declares one; the API does not start otherwise (assertEveryRouteDeclaresAPolicy).
 */
export const Authorize = (policy: Policy): MethodDecorator => applyDecorators(SetMetadata(POLICY, policy), UseGuards(PolicyGuard));

/** The policy a route handler declares, if any. */
export const policyOf = (handler: unknown): Policy | undefined =>
  typeof handler === 'function' ? (Reflect.getMetadata(POLICY, handler) as Policy | undefined) : undefined;

/**
 * Runs after the route's class guards: a guard that already knows the caller (the slide viewer's,
 * which remembers sessions for a minute) saves the lookup here.
 */
@Injectable()
export class PolicyGuard implements CanActivate {
  constructor(private readonly sessions: SessionsService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const policy = policyOf(context.getHandler());
    if (!policy) throw new Error(`${context.getClass().name}.${context.getHandler().name} declares no policy`);
    const req = context.switchToHttp().getRequest<RequestWithPrincipal>();
    const principal = readsSession(policy) ? await this.sessions.fromRequest(req) : null;
    const answer = permits(policy, principal ? ruleActor(principal) : null);
    if (answer === 'signIn') throw new ApiException(401, bearerOf(req) === null ? MSG.notSignedIn : TOKEN_MSG.invalid);
    if (answer === 'forbidden') throw new ApiException(403, MSG.forbidden);
    return true;
  }
}
