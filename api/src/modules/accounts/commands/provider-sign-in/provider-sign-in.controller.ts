import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { MSG, OIDC_MSG, type CurrentUser, type ProviderAuthorization, type ProviderSignInAnswer } from '@cytocampus/contracts';
import { DomainError, valid } from '@cytocampus/domain';
import { ANYONE } from '@cytocampus/permissions';
import {
  parseProviderCallbackRequest,
  parseProviderLinkRequest,
  parseStartProviderSignInRequest,
  providerAuthorizationSchema,
  providerSignInAnswerSchema,
} from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { actorContext } from '../../../../es/command-context.js';
import { ApiException } from '../../../../http/api-exception.js';
import { clientOf, requestId } from '../../../../http/request-info.js';
import type { Logger } from '../../../../infra/logger.js';
import { LOGGER } from '../../../../infra/tokens.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { GetCurrentUser } from '../../queries/current-user/current-user.query.js';
import { FlowCookies } from '../../shared/oidc/flow-cookies.js';
import { withProviderTiming } from '../../shared/oidc/provider-timing.js';
import type { ProviderSession } from '../../shared/oidc/provider-accounts.js';
import { RateLimitsService } from '../../shared/rate-limits.service.js';
import { SessionIssuer } from '../../shared/session-issuer.js';
import { CompleteProviderSignIn } from './complete-provider-sign-in.command.js';
import { LinkProviderIdentity } from './link-provider-identity.command.js';
import { StartProviderSignIn } from './start-provider-sign-in.command.js';

/**
 * `Server-Timing` of a route that calls the provider: its share by endpoint (idp-discovery,
 * idp-token, idp-keys, idp-userinfo) and the total, refusals included, so that our own time is the
 * difference (bench/provider-sign-in.bench.ts) and a slow sign-in shows whose it is.
 */
function timed<T>(res: Response, work: () => Promise<T>): Promise<T> {
  return withProviderTiming(async (header) => {
    try {
      return await work();
    } finally {
      res.setHeader('Server-Timing', header());
    }
  });
}

/**
 * Sign-in through an organization's OpenID provider (docs/adr/0041). Every route is a JSON POST
 * behind the CSRF check, like /login: the provider returns the browser to our web page, which posts
 * the callback's query here, so the Strict flow cookie travels with a same-site request.
 */
@ApiTags('accounts')
@Controller('auth/oidc')
export class ProviderSignInController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly cookies: FlowCookies,
    private readonly sessions: SessionIssuer,
    private readonly limits: RateLimitsService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** POST /auth/oidc/start {providerId, returnTo?, email?}: the provider's authorization address; the flow goes into a sealed cookie. */
  @Post('start')
  @Authorize(ANYONE)
  @HttpCode(200)
  @Answers(providerAuthorizationSchema)
  async start(
    @Body({ schema: parseStartProviderSignInRequest.schema }) body: unknown,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ProviderAuthorization> {
    const request = valid(parseStartProviderSignInRequest(body));
    await this.limits.take('providerSignInPerIp', clientOf(req).ip ?? 'unknown');
    return timed(res, async () => {
      const { authorizationUrl, flow } = await this.commands.execute(new StartProviderSignIn(request));
      // One flow per browser: a second start replaces the first, whose callback then answers flowExpired.
      this.cookies.putFlow(res, flow);
      return { authorizationUrl };
    });
  }

  /** POST /auth/oidc/callback {query}: signs in, or answers linkRequired with the link in its sealed cookie. The flow cookie is cleared whatever happens. */
  @Post('callback')
  @Authorize(ANYONE)
  @HttpCode(200)
  @Answers(providerSignInAnswerSchema)
  async callback(
    @Body({ schema: parseProviderCallbackRequest.schema }) body: unknown,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ProviderSignInAnswer> {
    const { query } = valid(parseProviderCallbackRequest(body));
    const client = clientOf(req);
    await this.limits.take('providerSignInPerIp', client.ip ?? 'unknown');
    const flow = this.cookies.takeFlow(req, res);
    if (!flow) throw new DomainError('invalid', OIDC_MSG.flowExpired);
    return timed(res, async () => {
      const outcome = await this.commands.execute(new CompleteProviderSignIn(flow, query, client, actorContext(null, requestId(req))));
      if (outcome.status === 'linkRequired') {
        this.cookies.putLink(res, outcome.link);
        return { status: 'linkRequired', providerName: outcome.providerName, email: outcome.email };
      }
      return { status: 'signedIn', user: await this.deliver(res, outcome), returnTo: outcome.returnTo };
    });
  }

  /** POST /auth/oidc/link {password, website}: the existing account's password links the provider's account and signs in. The budgets and lockout of POST /login. */
  @Post('link')
  @Authorize(ANYONE)
  @HttpCode(200)
  @Answers(providerSignInAnswerSchema)
  async link(
    @Body({ schema: parseProviderLinkRequest.schema }) body: unknown,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ProviderSignInAnswer> {
    const { password, website } = valid(parseProviderLinkRequest(body));
    const client = clientOf(req);
    const link = this.cookies.takeLink(req, res);
    if (!link) throw new DomainError('invalid', OIDC_MSG.linkExpired);
    if (website) {
      this.logger.warn({ ip: client.ip }, 'provider link honeypot filled');
      throw new ApiException(401, MSG.loginIncorrect);
    }
    const ip = client.ip ?? 'unknown';
    // Guessing a password here is guessing it at /login: the same budgets, and the same account lockout.
    await this.limits.take('loginPerIp', ip);
    await this.limits.take('loginPerIpAndAddress', `${ip}:${link.email}`);
    await this.limits.takeOrLock('login', link.email);
    let session: ProviderSession;
    try {
      session = await this.commands.execute(new LinkProviderIdentity(link, password, client, actorContext(null, requestId(req))));
    } catch (error) {
      // A wrong password may be typed again within the link's 10 minutes; the provider's sign-in is not asked twice.
      if (error instanceof DomainError && error.kind === 'unauthorized') this.cookies.putLink(res, link);
      throw error;
    }
    await Promise.all([this.limits.reset('loginPerIpAndAddress', `${ip}:${link.email}`), this.limits.unlock('login', link.email)]);
    return { status: 'signedIn', user: await this.deliver(res, session), returnTo: link.returnTo };
  }

  /** The session's cookie, the CSRF token rotated to it, and the user (the handlers waited for the read models). */
  private async deliver(res: Response, { userId, session }: ProviderSession): Promise<CurrentUser> {
    this.sessions.deliver(res, session);
    return (await this.queries.execute(new GetCurrentUser(userId)))!;
  }
}
