import { Controller, Get, Inject, Param, Query, Res, UseGuards } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { SCREENING_SKILL_TEXT, type OrganizationSkills } from '@cytocampus/contracts';
import { organizationSkillsSchema, orgSkillsQuerySchema, skillPeriodQuerySchema, validate } from '@cytocampus/schema';
import { Actor, ruleActor, type Principal } from '../../../../auth/principal.js';
import { SignedInGuard } from '../../../../auth/signed-in.guard.js';
import { sendWorkbook, XLSX_TYPE } from '../../../../http/workbook.js';
import type { Clock } from '../../../../infra/clock.js';
import { CLOCK } from '../../../../infra/tokens.js';
import { Answers, AnswersFile } from '../../../../openapi/answers.decorator.js';
import { skillPeriod } from '../../shared/skill-period.js';
import { orgSkillTables } from './org-skills-export.js';
import { OrgSkillsReader } from './org-skills.reader.js';

/** The export lists every learner, by name. */
const EVERY_LEARNER = { sort: 'name', order: 'asc', page: 1, limit: null } as const;

/** The organization's screening skills (docs/adr/0036): for whoever may list its users; another organization's manager is refused (403). */
@ApiTags('screening-skill')
@Controller('organizations')
@UseGuards(SignedInGuard)
export class OrgSkillsController {
  constructor(
    private readonly reader: OrgSkillsReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** GET /organizations/{orgId}/skills?from&to&sort&order&page&limit. */
  @Get(':orgId/skills')
  @Answers(organizationSkillsSchema)
  skills(
    @Actor() actor: Principal,
    @Param('orgId') orgId: string,
    @Query({ schema: orgSkillsQuerySchema }) query: Record<string, unknown>,
  ): Promise<OrganizationSkills> {
    const { sort, order, page, limit, ...period } = valid(validate(orgSkillsQuerySchema, query));
    return this.reader.read(ruleActor(actor), orgId, skillPeriod(period, this.clock.now()), { sort, order, page, limit });
  }

  /** GET /organizations/{orgId}/skills/export?from&to: the same as .xlsx. */
  @Get(':orgId/skills/export')
  @AnswersFile(XLSX_TYPE, "The organization's screening skills: one row per learner, and the confusion matrix (.xlsx).")
  async export(
    @Actor() actor: Principal,
    @Param('orgId') orgId: string,
    @Query({ schema: skillPeriodQuerySchema }) query: Record<string, unknown>,
    @Res() res: Response,
  ): Promise<void> {
    const skills = await this.reader.read(ruleActor(actor), orgId, this.period(query), EVERY_LEARNER);
    await sendWorkbook(res, SCREENING_SKILL_TEXT.fileName(skills.orgName, skills.from, skills.to), orgSkillTables(skills));
  }

  private period(query: Record<string, unknown>) {
    return skillPeriod(valid(validate(skillPeriodQuerySchema, query)), this.clock.now());
  }
}
