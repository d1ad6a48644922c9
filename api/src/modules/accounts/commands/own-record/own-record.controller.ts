import { Body, Controller, HttpCode, Post, Put, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { CurrentUser } from '@cytocampus/contracts';
import { parsePreferencesUpdate, parseProfileUpdate, parseTermsAcceptance } from '@cytocampus/schema';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { SignedInGuard } from '../../../../auth/signed-in.guard.js';
import { actorContext } from '../../../../es/command-context.js';
import { requestId } from '../../../../http/request-info.js';
import { valid } from '../../../../http/validate.js';
import { ChangeOwnRecord, type OwnRecordChange } from './change-own-record.command.js';

@ApiTags('accounts')
@Controller('user')
@UseGuards(SignedInGuard)
export class OwnRecordController {
  constructor(private readonly commands: CommandBus) {}

  /** POST /user/terms {version}: accepts the terms (current version 1). */
  @Post('terms')
  @HttpCode(200)
  terms(@Actor() actor: Principal, @Body() body: unknown, @Req() req: Request): Promise<CurrentUser | null> {
    return this.change(actor, req, { type: 'AcceptTerms', version: valid(parseTermsAcceptance(body)).version });
  }

  /** PUT /user/prefs: a batch of preference changes (merged by the client over 2000 ms). */
  @Put('prefs')
  prefs(@Actor() actor: Principal, @Body() body: unknown, @Req() req: Request): Promise<CurrentUser | null> {
    return this.change(actor, req, { type: 'ChangePreferences', update: valid(parsePreferencesUpdate(body)) });
  }

  /** PUT /user/profile: the user's own name and bio. */
  @Put('profile')
  profile(@Actor() actor: Principal, @Body() body: unknown, @Req() req: Request): Promise<CurrentUser | null> {
    return this.change(actor, req, { type: 'UpdateProfile', changes: valid(parseProfileUpdate(body)) });
  }

  private change(actor: Principal, req: Request, change: OwnRecordChange): Promise<CurrentUser | null> {
    return this.commands.execute(new ChangeOwnRecord(actor.userId, change, actorContext(actor, requestId(req))));
  }
}
