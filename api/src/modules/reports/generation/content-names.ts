import type { ContentType } from '@cytocampus/domain';
import type { SqlExecutor } from '@cytocampus/event-store';
import { currentReportContent, reportContentRevisions, type ReportContentRow } from '@cytocampus/projections';

/**
 * Content revisions a report names, loaded once per generation as its batches first meet them: the
 * current revision of an item (a course, a slide) or a given revision (the test or form a learner met).
 */
export class ContentNames {
  private readonly current = new Map<string, ReportContentRow | null>();
  private readonly revisions = new Map<string, ReportContentRow | null>();

  constructor(private readonly sql: SqlExecutor) {}

  /** Loads the current revisions of these items of a type that are not loaded yet. */
  async loadCurrent(type: ContentType, itemIds: Iterable<string>): Promise<void> {
    const missing = [...new Set(itemIds)].filter((id) => !this.current.has(`${type}/${id}`));
    if (missing.length === 0) return;
    const rows = await currentReportContent(this.sql, type, missing);
    for (const id of missing) this.current.set(`${type}/${id}`, null);
    for (const row of rows) this.current.set(`${type}/${row.item_id}`, row);
  }

  currentOf(type: ContentType, itemId: string): ReportContentRow | null {
    return this.current.get(`${type}/${itemId}`) ?? null;
  }

  /** Loads these revisions (of any type) that are not loaded yet. */
  async loadRevisions(ids: Iterable<string>): Promise<void> {
    const missing = [...new Set(ids)].filter((id) => !this.revisions.has(id));
    if (missing.length === 0) return;
    const rows = await reportContentRevisions(this.sql, missing);
    for (const id of missing) this.revisions.set(id, null);
    for (const row of rows) this.revisions.set(row.id, row);
  }

  revision(id: string): ReportContentRow | null {
    return this.revisions.get(id) ?? null;
  }
}
