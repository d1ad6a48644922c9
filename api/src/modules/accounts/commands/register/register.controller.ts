import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { MSG, type CurrentUser } from '@cytocampus/contracts';
import { ANYONE } from '@cytocampus/permissions';
import { currentUserSchema, parseRegisterRequest } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { actorContext } from '../../../../es/command-context.js';
import { ApiException } from '../../../../http/api-exception.js';
import { clientOf, requestId } from '../../../../http/request-info.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { RateLimitsService } from '../../shared/rate-limits.service.js';
import { SessionIssuer } from '../../shared/session-issuer.js';
import { GetCurrentUser } from '../../queries/current-user/current-user.query.js';
import { CaptchaService } from '../../shared/captcha.service.js';
import { RegisterUser } from './register.command.js';

@ApiTags('accounts')
@Controller('register')
export class RegisterController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly captcha: CaptchaService,
    private readonly sessions: SessionIssuer,
    private readonly limits: RateLimitsService,
  ) {}

  /** POST /register: creates the account and signs it in (no organization yet: the waiting screen). */
  @Post()
  @Authorize(ANYONE)
  @HttpCode(200)
  @Answers(currentUserSchema.nullable())
  async register(
    @Body({ schema: parseRegisterRequest.schema }) body: unknown,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CurrentUser | null> {
    const request = valid(parseRegisterRequest(body));
    const ip = clientOf(req).ip ?? 'unknown';
    await this.limits.take('register', ip);
    // Counted before checking, so that over budget nothing is checked (no proof of work done for a
    // bot guessing solutions); a good captcha gets its point back.
    await this.limits.take('registerBadCaptcha', ip);
    if (!(await this.captcha.verify(request.captchaToken))) throw new ApiException(400, MSG.captchaFailed, 'captchaToken');
    await this.limits.refund('registerBadCaptcha', ip);
    const { userId, session } = await this.commands.execute(new RegisterUser(request, clientOf(req), actorContext(null, requestId(req))));
    this.sessions.deliver(res, session);
    return this.queries.execute(new GetCurrentUser(userId));
  }
}
