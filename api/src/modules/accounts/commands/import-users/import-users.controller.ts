import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { ImportPreview, ImportResult } from '@cytocampus/contracts';
import { SIGNED_IN } from '@cytocampus/permissions';
import { importPreviewSchema, importResultSchema, parseUserImportRequest } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { actorContext } from '../../../../es/command-context.js';
import { requestId } from '../../../../http/request-info.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { ImportUsers } from './import-users.command.js';

@ApiTags('users')
@Controller('users/import')
export class ImportUsersController {
  constructor(private readonly commands: CommandBus) {}

  /** POST /users/import/preview {csv, orgId?}: every row with its problems; nothing is written. */
  @Post('preview')
  @Authorize(SIGNED_IN)
  @HttpCode(200)
  @Answers(importPreviewSchema)
  preview(@Actor() actor: Principal, @Body({ schema: parseUserImportRequest.schema }) body: unknown, @Req() req: Request): Promise<ImportPreview> {
    const { csv, orgId } = valid(parseUserImportRequest(body));
    return this.commands.execute(new ImportUsers(actor, csv, orgId, false, actorContext(actor, requestId(req)))) as Promise<ImportPreview>;
  }

  /** POST /users/import {csv, orgId?}: imports the valid rows, reports the others. */
  @Post()
  @Authorize(SIGNED_IN)
  @HttpCode(200)
  @Answers(importResultSchema)
  import(@Actor() actor: Principal, @Body({ schema: parseUserImportRequest.schema }) body: unknown, @Req() req: Request): Promise<ImportResult> {
    const { csv, orgId } = valid(parseUserImportRequest(body));
    return this.commands.execute(new ImportUsers(actor, csv, orgId, true, actorContext(actor, requestId(req)))) as Promise<ImportResult>;
  }
}
