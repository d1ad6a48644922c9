import { Body, Controller, HttpCode, Post, Put, Req } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { CurrentUser } from '@cytocampus/contracts';
import { SIGNED_IN } from '@cytocampus/permissions';
import { currentUserSchema, NOT_VALID, parsePreferencesUpdate, parseProfileUpdate, parseTermsAcceptance, profileRequestSchema } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { actorContext } from '../../../../es/command-context.js';
import { ApiException } from '../../../../http/api-exception.js';
import { requestId } from '../../../../http/request-info.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { ChangeOwnRecord } from './change-own-record.command.js';
import { GetUploadedFile } from '../../../../messages/uploads.js';

@ApiTags('accounts')
@Controller('user')
export class OwnRecordController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** POST /user/terms {version}: accepts the terms (current version 1). */
  @Post('terms')
  @Authorize(SIGNED_IN)
  @HttpCode(200)
  @Answers(currentUserSchema.nullable())
  terms(@Actor() actor: Principal, @Body({ schema: parseTermsAcceptance.schema }) body: unknown, @Req() req: Request): Promise<CurrentUser | null> {
    const { version } = valid(parseTermsAcceptance(body));
    return this.commands.execute(new ChangeOwnRecord(actor.userId, { type: 'AcceptTerms', version }, actorContext(actor, requestId(req))));
  }

  /** PUT /user/prefs: a batch of preference changes (merged by the client over 2000 ms). */
  @Put('prefs')
  @Authorize(SIGNED_IN)
  @Answers(currentUserSchema.nullable())
  prefs(@Actor() actor: Principal, @Body({ schema: parsePreferencesUpdate.schema }) body: unknown, @Req() req: Request): Promise<CurrentUser | null> {
    const update = valid(parsePreferencesUpdate(body));
    return this.commands.execute(new ChangeOwnRecord(actor.userId, { type: 'ChangePreferences', update }, actorContext(actor, requestId(req))));
  }

  /** PUT /user/profile: the user's own name and bio; `avatar` is the file id of an image they uploaded ('' removes it). */
  @Put('profile')
  @Authorize(SIGNED_IN)
  @Answers(currentUserSchema.nullable())
  async profile(@Actor() actor: Principal, @Body({ schema: profileRequestSchema }) body: unknown, @Req() req: Request): Promise<CurrentUser | null> {
    const { avatar, ...rest } = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const changes = valid(parseProfileUpdate(rest));
    const profile = avatar === undefined ? changes : { ...changes, avatar: await this.avatar(actor, avatar) };
    return this.commands.execute(new ChangeOwnRecord(actor.userId, { type: 'UpdateProfile', changes: profile }, actorContext(actor, requestId(req))));
  }

  /** An avatar is a finished 'image' upload of the user's own (docs/adr/0012-uploads.md). */
  private async avatar(actor: Principal, fileId: unknown): Promise<string> {
    if (fileId === '') return '';
    const file = typeof fileId === 'string' ? await this.queries.execute(new GetUploadedFile(fileId)).catch(() => null) : null;
    if (!file || file.ownerId !== actor.userId || file.purpose !== 'image') throw new ApiException(400, NOT_VALID, 'avatar');
    return file.id;
  }
}
