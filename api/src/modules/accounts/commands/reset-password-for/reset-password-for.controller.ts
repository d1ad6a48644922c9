import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { SIGNED_IN } from '@cytocampus/permissions';
import { parseResetRequest, successFlagSchema } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, ruleActor, type Principal } from '../../../../auth/principal.js';
import { actorContext } from '../../../../es/command-context.js';
import { requestId } from '../../../../http/request-info.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { RequestPasswordResetFor } from './reset-password-for.command.js';

/**
 * POST /user/resetPassword {email}: an administrator (passwordUser, or passwordOrgUser in the own
 * organization) has a reset link e-mailed to another user.
 */
@ApiTags('users')
@Controller('user/resetPassword')
export class ResetPasswordForController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @Authorize(SIGNED_IN)
  @HttpCode(200)
  @Answers(successFlagSchema)
  send(@Actor() actor: Principal, @Body({ schema: parseResetRequest.schema }) body: unknown, @Req() req: Request): Promise<{ success: true }> {
    const { email } = valid(parseResetRequest(body));
    return this.commands.execute(new RequestPasswordResetFor(ruleActor(actor), email, actorContext(actor, requestId(req))));
  }
}
