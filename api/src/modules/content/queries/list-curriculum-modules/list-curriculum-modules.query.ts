import { Inject } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ContentItem, CurriculumModuleEntry } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { canReadContent, visibleInOrganization, type Actor } from '@cytocampus/permissions';
import { currentRevisions } from '@cytocampus/projections';
import { SQL } from '../../../../infra/tokens.js';
import { GetContent } from '../../../../messages/content.js';
import { targetOf, type ContentRow } from '../../shared/content-rows.js';

type ModuleRow = Pick<ContentRow, 'type' | 'item_id' | 'name' | 'active' | 'owner_id' | 'org_id' | 'is_public' | 'allowed_orgs' | 'filter_orgs' | 'locked'>;

export class ListCurriculumModules extends Query<CurriculumModuleEntry[]> {
  constructor(
    readonly viewer: Actor,
    readonly curriculumId: string,
    /** The spec's `modules` comma list; empty: every course of the assignment. */
    readonly modules: readonly string[],
  ) {
    super();
  }
}

/**
 * GET /curricula/{id}/modules: the names of an assignment's courses. Reading the assignment is
 * what entitles the caller to them (a manager reads assignments without reading content by
 * default), as long as the course is visible in the caller's organization or readable by them.
 */
@QueryHandler(ListCurriculumModules)
export class ListCurriculumModulesHandler implements IQueryHandler<ListCurriculumModules, CurriculumModuleEntry[]> {
  constructor(
    private readonly queries: QueryBus,
    @Inject(SQL) private readonly sql: SqlClient,
  ) {}

  async execute({ viewer, curriculumId, modules }: ListCurriculumModules): Promise<CurriculumModuleEntry[]> {
    const curriculum = await this.queries.execute<GetContent, ContentItem>(new GetContent(viewer, 'curriculum', curriculumId));
    const entries = Array.isArray(curriculum.fields.entries) ? (curriculum.fields.entries as { moduleId: string }[]) : [];
    const assigned = new Set(entries.map((entry) => entry.moduleId));
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
