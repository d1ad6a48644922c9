import { Get, Param, Query } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { QueryBus } from '@nestjs/cqrs';
import type { NameEntry, Page, SlideItem, SlideLibraryProgress } from '@cytocampus/contracts';
import {
  pageOrNamesOf,
  parseSlideListQuery,
  parseSlideProgressQuery,
  slideItemSchema,
  slideLibraryProgressSchema,
  slideStatusSchema,
} from '@cytocampus/schema';
import { SIGNED_IN } from '@cytocampus/permissions';
import { Actor, ruleActor, type Principal } from '../../../../auth/principal.js';
import { Authorize } from '../../../../auth/authorize.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { SlideRoutes } from '../shared/slide-routes.js';
import { GetSlideLibraryProgress } from './slide-library-progress.js';
import { ListSlides } from './slide-queries.js';
import { GetSlide } from '../../../../messages/content.js';

@SlideRoutes()
export class SlideQueriesController {
  constructor(private readonly queries: QueryBus) {}

  /** GET /slides: `images=all` also lists slides still NEW or UPLOADING (left out by default, as the spec's list filter does). */
  @Get()
  @Authorize(SIGNED_IN)
  @Answers(pageOrNamesOf(slideItemSchema))
  list(@Actor() actor: Principal, @Query({ schema: parseSlideListQuery.schema }) query: unknown): Promise<Page<SlideItem> | NameEntry[]> {
    return this.queries.execute(new ListSlides(ruleActor(actor), valid(parseSlideListQuery(query))));
  }

  /** GET /slides/progress (ours, issue 29): how far the images of the list's slides have come. Before ':id', which would take it for an id. */
  @Get('progress')
  @Authorize(SIGNED_IN)
  @Answers(slideLibraryProgressSchema)
  progress(@Actor() actor: Principal, @Query({ schema: parseSlideProgressQuery.schema }) query: unknown): Promise<SlideLibraryProgress> {
    return this.queries.execute(new GetSlideLibraryProgress(ruleActor(actor), valid(parseSlideProgressQuery(query)).orgId));
  }

  @Get(':id')
  @Authorize(SIGNED_IN)
  @Answers(slideItemSchema)
  get(@Actor() actor: Principal, @Param('id') slideId: string): Promise<SlideItem> {
    return this.queries.execute(new GetSlide(ruleActor(actor), slideId));
  }

  /** GET /slides/{id}/slide/status: refetched by the refresh button (at most every 5000 ms, spec). */
  @Get(':id/slide/status')
  @Authorize(SIGNED_IN)
  @Answers(slideStatusSchema)
  async status(@Actor() actor: Principal, @Param('id') slideId: string): Promise<Pick<SlideItem, 'id' | 'status' | 'error'>> {
    const { id: revision, status, error } = await this.queries.execute<GetSlide, SlideItem>(new GetSlide(ruleActor(actor), slideId, false));
    return { id: revision, status, error };
  }
}
