import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { MSG } from '@cytocampus/contracts';
import { bearerOf } from '../../../../auth/access-token-secret.js';
import type { RequestWithPrincipal } from '../../../../auth/principal.js';
import { SessionsService } from '../../../../auth/sessions.service.js';
import { ApiException } from '../../../../http/api-exception.js';
import { hashToken } from '../../../../auth/secret-tokens.js';
import { sessionTokenOf } from '../../../../http/session-cookie.js';
import { SlideAccessCache } from './slide-access-cache.js';

/**
 * The signed-in check of the slide image routes, with the session remembered as long as slide
 * access is (SlideAccessCache, a minute): a viewer asks for hundreds of tiles a minute, and each
 * would otherwise cost a session lookup in the database before the remembered access is reached.
 */
@Injectable()
export class SlideViewerGuard implements CanActivate {
  constructor(
    private readonly sessions: SessionsService,
    private readonly access: SlideAccessCache,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<RequestWithPrincipal>();
    const token = sessionTokenOf(req.cookies as Record<string, string | undefined>);
    // An access token is checked at every request: a revoked one is refused at once (docs/adr/0034).
    if (bearerOf(req) !== null) await this.sessions.fromRequest(req);
    else req.principal = token ? await this.access.principal(hashToken(token), () => this.sessions.principal(token)) : null;
    if (!req.principal) throw new ApiException(401, MSG.notSignedIn);
    return true;
  }
}
