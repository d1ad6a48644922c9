import { Get, Param, Query } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { QueryBus } from '@nestjs/cqrs';
import type { ContentItem, CourseForLearner, NameEntry, Page } from '@cytocampus/contracts';
import { contentItemSchema, courseForLearnerSchema, pageOrNamesOf, parseContentListQuery } from '@cytocampus/schema';
import { Actor, ruleActor, type Principal } from '../../../auth/principal.js';
import { Answers } from '../../../openapi/answers.decorator.js';
import { ContentRoutes, controllersPerType } from '../shared/content-routes.js';
import { ListContent, type ContentListValues } from './content-queries.js';
import { GetLearnerCourse } from '../../../messages/learning.js';
import { GetContent } from '../../../messages/content.js';

/** GET /{path} and GET /{path}/{id} of every content type (e.g. /modules, /quizzes). */
export const CONTENT_QUERY_CONTROLLERS = controllersPerType((type) => {
  @ContentRoutes(type)
  class ContentController {
    constructor(readonly queries: QueryBus) {}

    @Get()
    @Answers(pageOrNamesOf(contentItemSchema))
    list(@Actor() actor: Principal, @Query({ schema: parseContentListQuery.schema }) query: unknown): Promise<Page<ContentItem> | NameEntry[]> {
      return this.queries.execute(new ListContent(ruleActor(actor), type, valid<ContentListValues>(parseContentListQuery(query))));
    }

    /** A course answers its learners with `course` (header and items with their stats), also those who may not read content. */
    @Get(':id')
    @Answers(type === 'module' ? courseForLearnerSchema : contentItemSchema)
    async get(@Actor() actor: Principal, @Param('id') id: string): Promise<CourseForLearner> {
      const course = type === 'module' ? await this.queries.execute(new GetLearnerCourse(actor, id)) : null;
      const item = await this.queries.execute(new GetContent(ruleActor(actor), type, course ? course.header.moduleId : id, course !== null));
      return course ? { ...item, course } : item;
    }
  }
  return ContentController;
});
