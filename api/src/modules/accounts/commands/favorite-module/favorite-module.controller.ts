import { Body, Controller, Put, Req } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { CurrentUser, FavoriteModuleRequest } from '@cytocampus/contracts';
import { SIGNED_IN } from '@cytocampus/permissions';
import { compileObject, currentUserSchema, validate } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { actorContext } from '../../../../es/command-context.js';
import { requestId } from '../../../../http/request-info.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { ToggleFavoriteModule } from './favorite-module.command.js';

/** The body as a schema field definition: a course id (content ids are UUIDs), nothing else. */
const favoriteModuleRequestSchema = compileObject({ type: 'object', fields: { moduleId: { type: 'uuid', required: true } } }, 'create');

@ApiTags('accounts')
@Controller('user')
export class FavoriteModuleController {
  constructor(private readonly commands: CommandBus) {}

  /** PUT /user/favoriteModule {moduleId}: toggles the course among the caller's pinned items; answers the updated record. */
  @Put('favoriteModule')
  @Authorize(SIGNED_IN)
  @Answers(currentUserSchema.nullable())
  favoriteModule(@Actor() actor: Principal, @Body({ schema: favoriteModuleRequestSchema }) body: unknown, @Req() req: Request): Promise<CurrentUser | null> {
    const { moduleId } = valid(validate(favoriteModuleRequestSchema, body ?? {})) as FavoriteModuleRequest;
    return this.commands.execute(new ToggleFavoriteModule(actor, moduleId, actorContext(actor, requestId(req))));
  }
}
