import { Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { MSG, TOKEN_MSG } from '@cytocampus/contracts';
import { ApiException } from '../http/api-exception.js';
import { bearerOf } from './access-token-secret.js';
import type { RequestWithPrincipal } from './principal.js';
import { SessionsService } from './sessions.service.js';

/** What a guard asks of the request's session: the API document names the credentials of a route from its guards (api/src/openapi/security.ts). */
export type SessionNeed = 'required' | 'optional';
const SESSION_NEED = 'cytocampus:session-need';
export const AsksForSession = (need: SessionNeed): ClassDecorator => SetMetadata(SESSION_NEED, need);
export const sessionNeedOf = (guard: unknown): SessionNeed | undefined =>
  typeof guard === 'function' ? (Reflect.getMetadata(SESSION_NEED, guard) as SessionNeed | undefined) : undefined;

/** Authenticate step of a route: a valid session or access token, or 401. */
@Injectable()
@AsksForSession('required')
export class SignedInGuard implements CanActivate {
  constructor(private readonly sessions: SessionsService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<RequestWithPrincipal>();
    if (!(await this.sessions.fromRequest(req))) throw new ApiException(401, bearerOf(req) === null ? MSG.notSignedIn : TOKEN_MSG.invalid);
    return true;
  }
}

/** Resolves the principal when there is one; never refuses. */
@Injectable()
@AsksForSession('optional')
export class MaybeSignedInGuard implements CanActivate {
  constructor(private readonly sessions: SessionsService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await this.sessions.fromRequest(context.switchToHttp().getRequest<RequestWithPrincipal>());
    return true;
  }
}
