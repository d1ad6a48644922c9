import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { MSG } from '@cytocampus/contracts';
import { ANYONE } from '@cytocampus/permissions';
import { messageSchema, parseResetConfirm, parseResetRequest } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { actorContext } from '../../../../es/command-context.js';
import { clientOf, requestId } from '../../../../http/request-info.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { RateLimitsService } from '../../shared/rate-limits.service.js';
import { RequestPasswordReset, ResetPassword } from './password-reset.commands.js';

@ApiTags('accounts')
@Controller('reset')
export class PasswordResetController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limits: RateLimitsService,
  ) {}

  /** POST /reset {email}: always the same neutral answer, whether or not the address has an account. */
  @Post()
  @Authorize(ANYONE)
  @HttpCode(200)
  @Answers(messageSchema)
  async request(@Body({ schema: parseResetRequest.schema }) body: unknown, @Req() req: Request): Promise<{ message: string }> {
    const { email } = valid(parseResetRequest(body));
    await this.limits.take('reset', `${clientOf(req).ip ?? 'unknown'}`);
    await this.commands.execute(new RequestPasswordReset(email, actorContext(null, requestId(req))));
    return { message: MSG.resetSent };
  }

  /** POST /reset/confirm {token, password}: sets the new password from the e-mailed link. */
  @Post('confirm')
  @Authorize(ANYONE)
  @HttpCode(200)
  @Answers(messageSchema)
  async confirm(@Body({ schema: parseResetConfirm.schema }) body: unknown, @Req() req: Request): Promise<{ message: string }> {
    const { token, password } = valid(parseResetConfirm(body));
    const email = await this.commands.execute(new ResetPassword(token, password, actorContext(null, requestId(req))));
    // Whoever could follow the e-mailed link owns the address: a sign-in lockout on it ends too.
    await this.limits.unlock('login', email);
    return { message: 'Your password has been reset. You can sign in with it now.' };
  }
}
