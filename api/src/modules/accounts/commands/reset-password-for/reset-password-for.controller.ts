import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { DIRECTORY_MSG } from '@cytocampus/contracts';
import { canReadUser, userAbilities } from '@cytocampus/permissions';
import { parseResetRequest, successFlagSchema } from '@cytocampus/schema';
import { Actor, ruleActor, type Principal } from '../../../../auth/principal.js';
import { SignedInGuard } from '../../../../auth/signed-in.guard.js';
import { actorContext } from '../../../../es/command-context.js';
import { ApiException } from '../../../../http/api-exception.js';
import { requestId } from '../../../../http/request-info.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { RequestPasswordReset } from '../password-reset/password-reset.commands.js';
import { EmailDirectory } from '../../shared/email-directory.js';

/**
 * POST /user/resetPassword {email}: an administrator (passwordUser, or passwordOrgUser in the own
 * organization) has a reset link e-mailed to another user.
 */
@ApiTags('users')
@Controller('user/resetPassword')
export class ResetPasswordForController {
  constructor(
    private readonly commands: CommandBus,
    private readonly directory: EmailDirectory,
  ) {}

  @Post()
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  @Answers(successFlagSchema)
  async send(@Actor() actor: Principal, @Body({ schema: parseResetRequest.schema }) body: unknown, @Req() req: Request): Promise<{ success: true }> {
    const { email } = valid(parseResetRequest(body));
    const account = await this.directory.account(email);
    const who = ruleActor(actor);
    const target = account && { id: account.userId, role: account.state.role, orgId: account.state.orgId };
    // Someone the caller may not read does not exist for them (no probing of addresses).
    if (!target || !canReadUser(who, target)) throw new ApiException(404, DIRECTORY_MSG.userNotFound, 'email');
    if (!userAbilities(who, target).canResetPassword) throw new ApiException(403, DIRECTORY_MSG.cannotResetPassword, 'email');
    await this.commands.execute(new RequestPasswordReset(email, actorContext(actor, requestId(req))));
    return { success: true };
  }
}
