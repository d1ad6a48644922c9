import type { SqlExecutor } from '@cytocampus/event-store';
import { currentRevisions } from '@cytocampus/projections';

/** What the reports read of a content revision: its name and the few fields they show. */
export interface ContentRow {
  id: string;
  item_id: string;
  name: string;
  /** Only slides (a test's), solution.type and .result (a slide's category and diagnosis), formData (an evaluation form's questions) and items (a course's). */
  fields: Record<string, unknown>;
}

type CurrentType = Parameters<typeof currentRevisions>[0];
const COLUMNS = `c.id, c.item_id, c.name, jsonb_strip_nulls(jsonb_build_object('slides', c.fields->'slides', 'solution', jsonb_build_object('type', c.fields->'solution'->'type', 'result', c.fields->'solution'->'result'),
  'formData', c.fields->'formData', 'items', c.fields->'items')) as fields`;

/**
 * Content revisions a report names, loaded once per generation as its batches first meet them: the
 * current revision of an item (a course, a slide) or a given revision (the test or form a learner met).
 */
export class ContentNames {
  private readonly current = new Map<string, ContentRow | null>();
  private readonly revisions = new Map<string, ContentRow | null>();

  constructor(private readonly sql: SqlExecutor) {}

  /** Loads the current revisions of these items of a type that are not loaded yet. */
  async loadCurrent(type: CurrentType, itemIds: Iterable<string>): Promise<void> {
    const missing = [...new Set(itemIds)].filter((id) => !this.current.has(`${type}/${id}`));
    if (missing.length === 0) return;
    const { rows } = await this.sql.query<ContentRow>(`select ${COLUMNS} from ${currentRevisions(type)} c where c.item_id = any($1::text[])`, [missing]);
    for (const id of missing) this.current.set(`${type}/${id}`, null);
    for (const row of rows) this.current.set(`${type}/${row.item_id}`, row);
  }

  currentOf(type: CurrentType, itemId: string): ContentRow | null {
    return this.current.get(`${type}/${itemId}`) ?? null;
  }

  /** Loads these revisions (of any type) that are not loaded yet. */
  async loadRevisions(ids: Iterable<string>): Promise<void> {
    const missing = [...new Set(ids)].filter((id) => !this.revisions.has(id));
    if (missing.length === 0) return;
    const { rows } = await this.sql.query<ContentRow>(`select ${COLUMNS} from content_items c where c.id = any($1::text[])`, [missing]);
    for (const id of missing) this.revisions.set(id, null);
    for (const row of rows) this.revisions.set(row.id, row);
  }

  revision(id: string): ContentRow | null {
    return this.revisions.get(id) ?? null;
  }
}
