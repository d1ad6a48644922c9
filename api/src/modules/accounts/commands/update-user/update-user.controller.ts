import { Body, Controller, Param, Put, Req } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { UserDetail } from '@cytocampus/contracts';
import { SIGNED_IN } from '@cytocampus/permissions';
import { parseUserUpdate, userDetailSchema } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { actorContext } from '../../../../es/command-context.js';
import { requestId } from '../../../../http/request-info.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { UpdateUser } from '../../../../messages/accounts.js';

@ApiTags('users')
@Controller('users')
export class UpdateUserController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id')
  @Authorize(SIGNED_IN)
  @Answers(userDetailSchema)
  update(
    @Actor() actor: Principal,
    @Param('id') id: string,
    @Body({ schema: parseUserUpdate.schema }) body: unknown,
    @Req() req: Request,
  ): Promise<UserDetail> {
    return this.commands.execute(new UpdateUser(actor, id, valid(parseUserUpdate(body)), actorContext(actor, requestId(req))));
  }
}
