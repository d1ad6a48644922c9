import { Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ANYONE_KNOWN, SIGNED_IN } from '@cytocampus/permissions';
import type { LogoutAnswer } from '@cytocampus/contracts';
import { logoutAnswerSchema } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, OptionalActor, type Principal } from '../../../../auth/principal.js';
import { actorContext } from '../../../../es/command-context.js';
import { requestId } from '../../../../http/request-info.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { SessionIssuer } from '../../shared/session-issuer.js';
import { SignOut } from './logout.command.js';

@ApiTags('accounts')
@Controller('user/logout')
export class LogoutController {
  constructor(
    private readonly commands: CommandBus,
    private readonly sessions: SessionIssuer,
  ) {}

  /**
   * GET /user/logout (spec part 1 section 7). A GET that changes state is safe here: the session
   * cookie is SameSite=Lax and the worst a forged link can do is sign someone out. A session that
   * came through a provider answers `{endSessionUrl}` to end it there too (docs/adr/0041).
   */
  @Get()
  @Authorize(ANYONE_KNOWN)
  @Answers(logoutAnswerSchema)
  async logout(@OptionalActor() actor: Principal | null, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<LogoutAnswer> {
    // An access token is revoked, not signed out (docs/adr/0034).
    const answer =
      actor && actor.tokenId === null
        ? await this.commands.execute(new SignOut(actor.userId, actor.sessionHash, false, actorContext(actor, requestId(req))))
        : null;
    this.sessions.end(res);
    return answer;
  }

  /** POST /user/logout/all: ends every session of the user, this one included. */
  @Post('all')
  @Authorize(SIGNED_IN)
  @HttpCode(200)
  @Answers(logoutAnswerSchema)
  async logoutEverywhere(@Actor() actor: Principal, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<LogoutAnswer> {
    const answer = await this.commands.execute(new SignOut(actor.userId, actor.sessionHash, true, actorContext(actor, requestId(req))));
    this.sessions.end(res);
    return answer;
  }
}
