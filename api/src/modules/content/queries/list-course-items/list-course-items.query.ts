import { Inject } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ContentItem, CourseItemEntry } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { canReadContent, type Actor } from '@cytocampus/permissions';
import { currentItemStates } from '@cytocampus/projections';
import { SQL } from '../../../../infra/tokens.js';
import { GetContent } from '../../../../messages/content.js';
import { targetOf } from '../../shared/content-rows.js';

/** Case, known and unknown items are slides seen three ways (spec part 3). */
const STORED_TYPE: Record<string, string> = { case: 'slide', known: 'slide', unknown: 'slide' };

export class ListCourseItems extends Query<CourseItemEntry[]> {
  constructor(
    readonly viewer: Actor,
    readonly courseId: string,
  ) {
    super();
  }
}

/**
 * GET /modules/{id}/items: the course's items in order, with the name and state of each one's
 * current revision. An item the caller may not read keeps its place (the course lists its id
 * anyway) but answers like a missing one: no name, not active.
 */
@QueryHandler(ListCourseItems)
export class ListCourseItemsHandler implements IQueryHandler<ListCourseItems, CourseItemEntry[]> {
  constructor(
    private readonly queries: QueryBus,
    @Inject(SQL) private readonly sql: SqlClient,
  ) {}

  async execute({ viewer, courseId }: ListCourseItems): Promise<CourseItemEntry[]> {
    const course = await this.queries.execute<GetContent, ContentItem>(new GetContent(viewer, 'module', courseId));
    const items = Array.isArray(course.fields.items) ? (course.fields.items as { type: string; itemId: string }[]) : [];
    const rows = await currentItemStates(
      this.sql,
      items.map((item) => item.itemId),
    );
    const readable = new Map(rows.filter((r) => canReadContent(viewer, targetOf(r))).map((r) => [`${r.type}:${r.item_id}`, r]));
    return items.map(({ type, itemId }) => {
      const row = readable.get(`${STORED_TYPE[type] ?? type}:${itemId}`);
      return { type, itemId, name: row?.name ?? null, active: row?.active ?? false };
    });
  }
}
