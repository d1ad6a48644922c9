import { Body, Controller, HttpCode, Post, Put, Req, UseGuards } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { CurrentUser } from '@cytocampus/contracts';
import { currentUserSchema, NOT_VALID, parsePreferencesUpdate, parseProfileUpdate, parseTermsAcceptance, profileRequestSchema } from '@cytocampus/schema';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { SignedInGuard } from '../../../../auth/signed-in.guard.js';
import { actorContext } from '../../../../es/command-context.js';
import { ApiException } from '../../../../http/api-exception.js';
import { requestId } from '../../../../http/request-info.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { ChangeOwnRecord, type OwnRecordChange } from './change-own-record.command.js';
import { GetUploadedFile } from '../../../../messages/uploads.js';

@ApiTags('accounts')
@Controller('user')
@UseGuards(SignedInGuard)
export class OwnRecordController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** POST /user/terms {version}: accepts the terms (current version 1). */
  @Post('terms')
  @HttpCode(200)
  @Answers(currentUserSchema.nullable())
  terms(@Actor() actor: Principal, @Body({ schema: parseTermsAcceptance.schema }) body: unknown, @Req() req: Request): Promise<CurrentUser | null> {
    return this.change(actor, req, { type: 'AcceptTerms', version: valid(parseTermsAcceptance(body)).version });
  }

  /** PUT /user/prefs: a batch of preference changes (merged by the client over 2000 ms). */
  @Put('prefs')
  @Answers(currentUserSchema.nullable())
  prefs(@Actor() actor: Principal, @Body({ schema: parsePreferencesUpdate.schema }) body: unknown, @Req() req: Request): Promise<CurrentUser | null> {
    return this.change(actor, req, { type: 'ChangePreferences', update: valid(parsePreferencesUpdate(body)) });
  }

  /** PUT /user/profile: the user's own name and bio; `avatar` is the file id of an image they uploaded ('' removes it). */
  @Put('profile')
  @Answers(currentUserSchema.nullable())
  async profile(@Actor() actor: Principal, @Body({ schema: profileRequestSchema }) body: unknown, @Req() req: Request): Promise<CurrentUser | null> {
    const { avatar, ...rest } = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const changes = valid(parseProfileUpdate(rest));
    return this.change(actor, req, {
      type: 'UpdateProfile',
      changes: avatar === undefined ? changes : { ...changes, avatar: await this.avatar(actor, avatar) },
    });
  }

  /** An avatar is a finished 'image' upload of the user's own (docs/adr/0012-uploads.md). */
  private async avatar(actor: Principal, fileId: unknown): Promise<string> {
    if (fileId === '') return '';
    const file = typeof fileId === 'string' ? await this.queries.execute(new GetUploadedFile(fileId)).catch(() => null) : null;
    if (!file || file.ownerId !== actor.userId || file.purpose !== 'image') throw new ApiException(400, NOT_VALID, 'avatar');
    return file.id;
  }

  private change(actor: Principal, req: Request, change: OwnRecordChange): Promise<CurrentUser | null> {
    return this.commands.execute(new ChangeOwnRecord(actor.userId, change, actorContext(actor, requestId(req))));
  }
}
