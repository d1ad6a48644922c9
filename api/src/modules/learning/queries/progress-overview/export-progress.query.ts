import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ProgressCourse, ProgressExportTable, ProgressOverview, ProgressTest } from '@cytocampus/contracts';
import type { Principal } from '../../../../auth/principal.js';
import { ProgressTables } from './progress-tables.js';

/** What an export of the overlay holds: the learner's first name (the file's name) and the one table asked for. */
export type ProgressExport = { firstName: string } & (
  { table: 'courses'; overview: ProgressOverview } | { table: 'items'; course: ProgressCourse } | { table: 'slides'; test: ProgressTest }
);

/** One of the overlay's tables, for the viewer to download (items need their course, slides their course and test). */
export class ExportProgressTable extends Query<ProgressExport> {
  constructor(
    readonly viewer: Principal,
    readonly userId: string,
    readonly table: ProgressExportTable,
    readonly moduleId: string | undefined,
    readonly testId: string | undefined,
  ) {
    super();
  }
}

@QueryHandler(ExportProgressTable)
export class ExportProgressTableHandler implements IQueryHandler<ExportProgressTable, ProgressExport> {
  constructor(private readonly tables: ProgressTables) {}

  async execute({ viewer, userId, table, moduleId, testId }: ExportProgressTable): Promise<ProgressExport> {
    const { firstName } = await this.tables.learner(viewer, userId);
    // The query's schema requires the course for items and slides, and the test for slides.
    if (table === 'courses') return { firstName, table, overview: await this.tables.overview(viewer, userId) };
    if (table === 'items') return { firstName, table, course: await this.tables.course(viewer, userId, moduleId!) };
    return { firstName, table, test: await this.tables.test(viewer, userId, moduleId!, testId!) };
  }
}
