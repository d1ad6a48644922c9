import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { UserDetail } from '@cytocampus/contracts';
import { SIGNED_IN } from '@cytocampus/permissions';
import { parseUserCreate, userDetailSchema } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { actorContext } from '../../../../es/command-context.js';
import { requestId } from '../../../../http/request-info.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { CreateUser } from './create-user.command.js';

@ApiTags('users')
@Controller('users')
export class CreateUserController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @Authorize(SIGNED_IN)
  @HttpCode(200)
  @Answers(userDetailSchema)
  create(@Actor() actor: Principal, @Body({ schema: parseUserCreate.schema }) body: unknown, @Req() req: Request): Promise<UserDetail> {
    return this.commands.execute(new CreateUser(actor, valid(parseUserCreate(body)), actorContext(actor, requestId(req))));
  }
}
