import { Body, Controller, Get, Param, Put, Req } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { SkillOutlierSettings } from '@cytocampus/contracts';
import { SIGNED_IN } from '@cytocampus/permissions';
import { skillOutlierSettingsSchema, validate } from '@cytocampus/schema';
import { Authorize } from '../../../auth/authorize.js';
import { Actor, ruleActor, type Principal } from '../../../auth/principal.js';
import { actorContext } from '../../../es/command-context.js';
import { requestId } from '../../../http/request-info.js';
import { Answers } from '../../../openapi/answers.decorator.js';
import { ChangeSkillOutlierSettings, GetSkillOutlierSettings } from './outlier-settings.js';

/** An organization's screening skill outlier thresholds (docs/adr/0036): its managers and admins read and change them. */
@ApiTags('screening-skill')
@Controller('organizations')
export class OutlierSettingsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  /** GET /organizations/{orgId}/skills/settings. */
  @Get(':orgId/skills/settings')
  @Authorize(SIGNED_IN)
  @Answers(skillOutlierSettingsSchema)
  read(@Actor() actor: Principal, @Param('orgId') orgId: string): Promise<SkillOutlierSettings> {
    return this.queries.execute(new GetSkillOutlierSettings(ruleActor(actor), orgId));
  }

  /** PUT /organizations/{orgId}/skills/settings {factor, minSlides}. */
  @Put(':orgId/skills/settings')
  @Authorize(SIGNED_IN)
  @Answers(skillOutlierSettingsSchema)
  change(
    @Actor() actor: Principal,
    @Param('orgId') orgId: string,
    @Body({ schema: skillOutlierSettingsSchema }) body: unknown,
    @Req() req: Request,
  ): Promise<SkillOutlierSettings> {
    const settings = valid(validate(skillOutlierSettingsSchema, body));
    return this.commands.execute(new ChangeSkillOutlierSettings(ruleActor(actor), orgId, settings, actorContext(actor, requestId(req))));
  }
}
