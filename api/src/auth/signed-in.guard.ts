import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { MSG } from '@cytocampus/contracts';
import { ApiException } from '../http/api-exception.js';
import type { RequestWithPrincipal } from './principal.js';
import { SessionsService } from './sessions.service.js';

/** Authenticate step of a route: a valid session, or 401. */
@Injectable()
export class SignedInGuard implements CanActivate {
  constructor(private readonly sessions: SessionsService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const principal = await this.sessions.fromRequest(context.switchToHttp().getRequest<RequestWithPrincipal>());
    if (!principal) throw new ApiException(401, MSG.notSignedIn);
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
