import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { MSG, type CurrentUser } from '@cytocampus/contracts';
import { ANYONE } from '@cytocampus/permissions';
import { currentUserSchema, parseLoginRequest } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { actorContext } from '../../../../es/command-context.js';
import { ApiException } from '../../../../http/api-exception.js';
import { clientOf, requestId } from '../../../../http/request-info.js';
import type { Logger } from '../../../../infra/logger.js';
import { LOGGER } from '../../../../infra/tokens.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { GetCurrentUser } from '../../queries/current-user/current-user.query.js';
import { RateLimitsService } from '../../shared/rate-limits.service.js';
import { SessionIssuer } from '../../shared/session-issuer.js';
import { SignIn } from './login.command.js';

@ApiTags('accounts')
@Controller('login')
export class LoginController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly sessions: SessionIssuer,
    private readonly limits: RateLimitsService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** POST /login {email, password, website (honeypot)}: signs in and answers the user record. */
  @Post()
  @Authorize(ANYONE)
  @HttpCode(200)
  @Answers(currentUserSchema.nullable())
  async login(
    @Body({ schema: parseLoginRequest.schema }) body: unknown,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CurrentUser | null> {
    const { email, password, website } = valid(parseLoginRequest(body));
    const client = clientOf(req);
    if (website) {
      // A filled honeypot is a bot: it never signs in and learns nothing.
      this.logger.warn({ ip: client.ip }, 'login honeypot filled');
      throw new ApiException(401, MSG.loginIncorrect);
    }
    const ip = client.ip ?? 'unknown';
    await this.limits.take('loginPerIp', ip);
    await this.limits.take('loginPerIpAndAddress', `${ip}:${email}`);
    // Per account from every address: guesses spread over many IPs slow down too. Keyed by the
    // address, known or not, so that a 429 never tells whether an account exists.
    await this.limits.takeOrLock('login', email);
    const { userId, session } = await this.commands.execute(new SignIn(email, password, client, actorContext(null, requestId(req))));
    await Promise.all([this.limits.reset('loginPerIpAndAddress', `${ip}:${email}`), this.limits.unlock('login', email)]);
    this.sessions.deliver(res, session);
    return this.queries.execute(new GetCurrentUser(userId));
  }
}
