import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { RawImportResult } from '@cytocampus/contracts';
import { atLeastRole } from '@cytocampus/permissions';
import { parseRawImportRequest, rawImportResultSchema } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { actorContext } from '../../../../es/command-context.js';
import { ApiException } from '../../../../http/api-exception.js';
import { requestId } from '../../../../http/request-info.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { RawImportUsers } from './raw-import.command.js';

/** The records of `userJson`: one, or an array of them. */
function records(userJson: string): unknown[] {
  try {
    const parsed: unknown = JSON.parse(userJson);
    return Array.isArray(parsed) ? parsed : [parsed];
  } catch {
    throw new ApiException(400, 'Invalid JSON provided.', 'userJson');
  }
}

/**
 * POST /user/rawImport {userJson}: super only ('Add from JSON'). Each record that validates is
 * created; records that do not are skipped silently, as the spec says; the answer counts them.
 */
@ApiTags('users')
@Controller('user/rawImport')
export class RawImportController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @Authorize(atLeastRole('super'))
  @HttpCode(200)
  @Answers(rawImportResultSchema)
  import(@Actor() actor: Principal, @Body({ schema: parseRawImportRequest.schema }) body: unknown, @Req() req: Request): Promise<RawImportResult> {
    const { userJson } = valid(parseRawImportRequest(body));
    return this.commands.execute(new RawImportUsers(records(userJson), actorContext(actor, requestId(req))));
  }
}
