import { Controller, Delete, Param, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { SIGNED_IN } from '@cytocampus/permissions';
import { successFlagSchema } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { actorContext } from '../../../../es/command-context.js';
import { requestId } from '../../../../http/request-info.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { DeleteUser } from './delete-user.command.js';

@ApiTags('users')
@Controller('users')
export class DeleteUserController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':id')
  @Authorize(SIGNED_IN)
  @Answers(successFlagSchema)
  remove(@Actor() actor: Principal, @Param('id') id: string, @Req() req: Request): Promise<{ success: true }> {
    return this.commands.execute(new DeleteUser(actor, id, actorContext(actor, requestId(req))));
  }
}
