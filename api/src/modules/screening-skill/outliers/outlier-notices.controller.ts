import { Controller, HttpCode, Param, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { SIGNED_IN } from '@cytocampus/permissions';
import { successFlagSchema } from '@cytocampus/schema';
import { Authorize } from '../../../auth/authorize.js';
import { Actor, ruleActor, type Principal } from '../../../auth/principal.js';
import { actorContext } from '../../../es/command-context.js';
import { requestId } from '../../../http/request-info.js';
import { Answers } from '../../../openapi/answers.decorator.js';
import { ReadSkillOutlierNotice } from './outlier-notices.js';

/** The recipient's outlier notifications (docs/adr/0036): listed with the alerts (GET /threads/alerts), read here. */
@ApiTags('screening-skill')
@Controller('skills/notices')
export class OutlierNoticesController {
  constructor(private readonly commands: CommandBus) {}

  /** PUT /skills/notices/{id}/read: the recipient opened it; someone else's is 404. */
  @Put(':id/read')
  @HttpCode(200)
  @Authorize(SIGNED_IN)
  @Answers(successFlagSchema)
  read(@Actor() actor: Principal, @Param('id') id: string, @Req() req: Request): Promise<{ success: true }> {
    return this.commands.execute(new ReadSkillOutlierNotice(ruleActor(actor), id, actorContext(actor, requestId(req))));
  }
}
