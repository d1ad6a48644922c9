import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { CourseItemEntry } from '@cytocampus/contracts';
import { SIGNED_IN } from '@cytocampus/permissions';
import { courseItemEntrySchema } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, ruleActor, type Principal } from '../../../../auth/principal.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { ListCourseItems } from './list-course-items.query.js';

@ApiTags('content')
@Controller('modules/:id/items')
export class CourseItemsController {
  constructor(private readonly queries: QueryBus) {}

  /** GET /modules/{id}/items: the course's items in order, those the caller may not read without name. */
  @Get()
  @Authorize(SIGNED_IN)
  @Answers(courseItemEntrySchema.array())
  items(@Actor() actor: Principal, @Param('id') id: string): Promise<CourseItemEntry[]> {
    return this.queries.execute(new ListCourseItems(ruleActor(actor), id));
  }
}
