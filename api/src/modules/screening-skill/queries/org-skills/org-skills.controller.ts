import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { SCREENING_SKILL_TEXT, type OrganizationSkills } from '@cytocampus/contracts';
import { SIGNED_IN } from '@cytocampus/permissions';
import { organizationSkillsSchema, orgSkillsQuerySchema, skillPeriodQuerySchema, validate } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, ruleActor, type Principal } from '../../../../auth/principal.js';
import { sendWorkbook, XLSX_TYPE } from '../../../../http/workbook.js';
import { Answers, AnswersFile } from '../../../../openapi/answers.decorator.js';
import { orgSkillTables } from './org-skills-export.js';
import { GetOrgSkills } from './org-skills.query.js';

/** The export lists every learner, by name. */
const EVERY_LEARNER = { sort: 'name', order: 'asc', page: 1, limit: null } as const;

/** The organization's screening skills (docs/adr/0036): for whoever may list its users; another organization's manager is refused (403). */
@ApiTags('screening-skill')
@Controller('organizations')
export class OrgSkillsController {
  constructor(private readonly queries: QueryBus) {}

  /** GET /organizations/{orgId}/skills?from&to&sort&order&page&limit. */
  @Get(':orgId/skills')
  @Authorize(SIGNED_IN)
  @Answers(organizationSkillsSchema)
  skills(
    @Actor() actor: Principal,
    @Param('orgId') orgId: string,
    @Query({ schema: orgSkillsQuerySchema }) query: Record<string, unknown>,
  ): Promise<OrganizationSkills> {
    const { sort, order, page, limit, ...months } = valid(validate(orgSkillsQuerySchema, query));
    return this.queries.execute(new GetOrgSkills(ruleActor(actor), orgId, months, { sort, order, page, limit }));
  }

  /** GET /organizations/{orgId}/skills/export?from&to: the same as .xlsx. */
  @Get(':orgId/skills/export')
  @Authorize(SIGNED_IN)
  @AnswersFile(XLSX_TYPE, "The organization's screening skills: one row per learner, and the confusion matrix (.xlsx).")
  async export(
    @Actor() actor: Principal,
    @Param('orgId') orgId: string,
    @Query({ schema: skillPeriodQuerySchema }) query: Record<string, unknown>,
    @Res() res: Response,
  ): Promise<void> {
    const months = valid(validate(skillPeriodQuerySchema, query));
    const skills = await this.queries.execute(new GetOrgSkills(ruleActor(actor), orgId, months, EVERY_LEARNER));
    await sendWorkbook(res, SCREENING_SKILL_TEXT.fileName(skills.orgName, skills.from, skills.to), orgSkillTables(skills));
  }
}
