import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { MSG, TOKEN_MSG } from '@cytocampus/contracts';
import { ApiException } from '../http/api-exception.js';
import { bearerOf } from './access-token-secret.js';
import type { RequestWithPrincipal } from './principal.js';
import { SessionsService } from './sessions.service.js';

/** Authenticate step of a route: a valid session or access token, or 401. */
@Injectable()
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
export class MaybeSignedInGuard implements CanActivate {
  constructor(private readonly sessions: SessionsService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await this.sessions.fromRequest(context.switchToHttp().getRequest<RequestWithPrincipal>());
    return true;
  }
}
