import { Controller, Get, Inject, Param, Query, UseGuards } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { ContentItem, CurriculumModuleEntry } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { canReadContent, visibleInOrganization } from '@cytocampus/permissions';
import { curriculumModuleEntrySchema, curriculumModulesQuerySchema, validate } from '@cytocampus/schema';
import { Actor, ruleActor, type Principal } from '../../../auth/principal.js';
import { SignedInGuard } from '../../../auth/signed-in.guard.js';
import { currentRevisions } from '../../../infra/read-models.js';
import { SQL } from '../../../infra/tokens.js';
import { Answers } from '../../../openapi/answers.decorator.js';
import { targetOf, type ContentRow } from '../shared/content-rows.js';
import { GetContent } from '../../../messages/content.js';

type ModuleRow = Pick<ContentRow, 'type' | 'item_id' | 'name' | 'active' | 'owner_id' | 'org_id' | 'is_public' | 'allowed_orgs' | 'filter_orgs' | 'locked'>;

/**
 * GET /curricula/{id}/modules: the names of an assignment's courses. Reading the assignment is
 * what entitles the caller to them (a manager reads assignments without reading content by
 * default), as long as the course is visible in the caller's organization or readable by them.
 */
@ApiTags('content')
@Controller('curricula/:id/modules')
@UseGuards(SignedInGuard)
export class CurriculumModulesController {
  constructor(
    private readonly queries: QueryBus,
    @Inject(SQL) private readonly sql: SqlClient,
  ) {}

  @Get()
  @Answers(curriculumModuleEntrySchema.array())
  async modules(
    @Actor() actor: Principal,
    @Param('id') id: string,
    @Query({ schema: curriculumModulesQuerySchema }) query: unknown,
  ): Promise<CurriculumModuleEntry[]> {
    const { modules } = valid(validate(curriculumModulesQuerySchema, query));
    const viewer = ruleActor(actor);
    const curriculum = await this.queries.execute<GetContent, ContentItem>(new GetContent(viewer, 'curriculum', id));
    const entries = Array.isArray(curriculum.fields.entries) ? (curriculum.fields.entries as { moduleId: string }[]) : [];
    const assigned = new Set(entries.map((entry) => entry.moduleId));
    // The spec's `modules` comma list; none: every course of the assignment.
    const wanted = modules.length > 0 ? modules : [...assigned];
    const { rows } = await this.sql.query<ModuleRow>(
      `select type, item_id, name, active, owner_id, org_id, is_public, allowed_orgs, filter_orgs, locked from ${currentRevisions('module')} c where item_id = any($1)`,
      [wanted.filter((moduleId) => assigned.has(moduleId))],
    );
    const shown = rows.filter((row) => canReadContent(viewer, targetOf(row)) || visibleInOrganization(targetOf(row), viewer.orgId));
    const found = new Map(shown.map((row) => [row.item_id, row]));
    return wanted.map((moduleId) => {
      const row = found.get(moduleId);
      return { moduleId, name: row?.name ?? null, active: row?.active ?? false };
    });
  }
}
