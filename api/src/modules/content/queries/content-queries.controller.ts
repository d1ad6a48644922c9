import { Get, Param, Query } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { QueryBus } from '@nestjs/cqrs';
import type { ContentItem, CourseForLearner, NameEntry, Page } from '@cytocampus/contracts';
import { contentItemSchema, courseForLearnerSchema, pageOrNamesOf, parseContentListQuery } from '@cytocampus/schema';
import { SIGNED_IN } from '@cytocampus/permissions';
import { Actor, ruleActor, type Principal } from '../../../auth/principal.js';
import { Authorize } from '../../../auth/authorize.js';
import { Answers } from '../../../openapi/answers.decorator.js';
import { ContentRoutes, controllersPerType } from '../shared/content-routes.js';
import { ListContent, type ContentListValues } from './content-queries.js';
import { GetContentItem } from './get-content-item/get-content-item.query.js';

/** GET /{path} and GET /{path}/{id} of every content type (e.g. /modules, /quizzes). */
export const CONTENT_QUERY_CONTROLLERS = controllersPerType((type) => {
  @ContentRoutes(type)
  class ContentController {
    constructor(private readonly queries: QueryBus) {}

    @Get()
    @Authorize(SIGNED_IN)
    @Answers(pageOrNamesOf(contentItemSchema))
    list(@Actor() actor: Principal, @Query({ schema: parseContentListQuery.schema }) query: unknown): Promise<Page<ContentItem> | NameEntry[]> {
      return this.queries.execute(new ListContent(ruleActor(actor), type, valid<ContentListValues>(parseContentListQuery(query))));
    }

    /** A course answers its learners with `course` (header and items with their stats), also those who may not read content. */
    @Get(':id')
    @Authorize(SIGNED_IN)
    @Answers(type === 'module' ? courseForLearnerSchema : contentItemSchema)
    get(@Actor() actor: Principal, @Param('id') id: string): Promise<CourseForLearner> {
      return this.queries.execute(new GetContentItem(actor, type, id));
    }
  }
  return ContentController;
});
