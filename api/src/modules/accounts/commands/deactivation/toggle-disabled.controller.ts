import { Controller, Param, ParseUUIDPipe, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { SIGNED_IN } from '@cytocampus/permissions';
import { disabledToggleSchema } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { actorContext } from '../../../../es/command-context.js';
import { requestId } from '../../../../http/request-info.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { ToggleDisabled } from './toggle-disabled.command.js';

@ApiTags('users')
@Controller('user/disabled')
export class ToggleDisabledController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id')
  @Authorize(SIGNED_IN)
  @Answers(disabledToggleSchema)
  toggle(@Actor() actor: Principal, @Param('id', new ParseUUIDPipe()) id: string, @Req() req: Request): Promise<{ success: true; disabled: boolean }> {
    return this.commands.execute(new ToggleDisabled(actor, id, actorContext(actor, requestId(req))));
  }
}
