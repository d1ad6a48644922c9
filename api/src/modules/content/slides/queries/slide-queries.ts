import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { OOI_CATEGORIES, type NameEntry, type Page, type SlideItem } from '@cytocampus/contracts';
import { CONTENT_MSG, DomainError } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { canReadContent, type Actor } from '@cytocampus/permissions';
import { currentRevisions, slideImageReady, slideObjects, slideRevision } from '@cytocampus/projections';
import { pageOf } from '../../../../infra/page.js';
import { SQL } from '../../../../infra/tokens.js';
import { CONTENT_COLUMNS, targetOf } from '../../shared/content-rows.js';
import { contentListFilter, type ContentListValues } from '../../queries/content-queries.js';
import { objectsOf, slideSelect, toSlideItem, type SlideRow } from '../shared/slide-rows.js';
import { GetSlide } from '../../../../messages/content.js';

/** `images`: 'ready' leaves out slides still NEW or UPLOADING (the spec's list filter), 'all' shows them. */
export type SlideListValues = ContentListValues & { images: 'ready' | 'all' };

export class ListSlides extends Query<Page<SlideItem> | NameEntry[]> {
  constructor(
    readonly viewer: Actor,
    readonly query: SlideListValues,
  ) {
    super();
  }
}

const NO_OBJECTS = () => OOI_CATEGORIES.map(() => []);

@QueryHandler(ListSlides)
export class ListSlidesHandler implements IQueryHandler<ListSlides, Page<SlideItem> | NameEntry[]> {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  execute({ viewer, query }: ListSlides): Promise<Page<SlideItem> | NameEntry[]> {
    const filter = contentListFilter(viewer, 'slide', query);
    if (query.images === 'ready') filter.add(slideImageReady('c'));
    const from = `${currentRevisions('slide')} c`;
    return pageOf<SlideRow, SlideItem>(
      this.sql,
      slideSelect(currentRevisions('slide')),
      from,
      filter,
      query,
      (row) => toSlideItem(viewer, row, NO_OBJECTS()),
      (row) => ({ name: row.name, itemid: row.item_id }),
    );
  }
}

/** GET /slides/{id}: the slide with its objects; 404 alike for unknown and unreadable slides. */
@QueryHandler(GetSlide)
export class GetSlideHandler implements IQueryHandler<GetSlide, SlideItem> {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  async execute({ viewer, id, withObjects, asLearner }: GetSlide): Promise<SlideItem> {
    const row = await slideRevision<SlideRow>(this.sql, CONTENT_COLUMNS, id);
    if (!row || !(asLearner || canReadContent(viewer, targetOf(row)))) throw new DomainError('not_found', CONTENT_MSG.notFound);
    if (!withObjects) return toSlideItem(viewer, row, NO_OBJECTS());
    return toSlideItem(viewer, row, objectsOf(await slideObjects(this.sql, row.id)));
  }
}
