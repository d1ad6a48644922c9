import { Body, Controller, Put, Req } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { PresentationProgressAnswer } from '@cytocampus/contracts';
import { atLeastRole } from '@cytocampus/permissions';
import { presentationProgressAnswerSchema, presentationProgressRequestSchema, validate } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { actorContext } from '../../../../es/command-context.js';
import { requestId } from '../../../../http/request-info.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { SetPresentationProgress } from './mark-presentation-complete.command.js';

@ApiTags('learning')
@Controller('user/progress')
export class MarkPresentationCompleteController {
  constructor(private readonly commands: CommandBus) {}

  /** PUT /user/progress/update-video-presentation-progress {userId, moduleId, itemId, progress: 1 | 0}: admin or super (docs/adr/0023). */
  @Put('update-video-presentation-progress')
  @Authorize(atLeastRole('admin'))
  @Answers(presentationProgressAnswerSchema)
  update(
    @Actor() actor: Principal,
    @Body({ schema: presentationProgressRequestSchema }) body: unknown,
    @Req() req: Request,
  ): Promise<PresentationProgressAnswer> {
    const { userId, moduleId, itemId, progress } = valid(validate(presentationProgressRequestSchema, body ?? {}));
    return this.commands.execute(new SetPresentationProgress(actor, userId, moduleId, itemId, progress, actorContext(actor, requestId(req))));
  }
}
