import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { TEACHING_ROUTES, type NameEntry } from '@cytocampus/contracts';
import { SIGNED_IN } from '@cytocampus/permissions';
import { teachableSlideListSchema } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { ListTeachableSlides } from './teachable-slides.query.js';

@ApiTags('teaching')
@Controller(TEACHING_ROUTES.slides.slice(1))
export class TeachableSlidesController {
  constructor(private readonly queries: QueryBus) {}

  /** GET /teaching/slides: the slides the caller may start a live session on (names, by name); 403 for those who may not teach. */
  @Get()
  @Authorize(SIGNED_IN)
  @Answers(teachableSlideListSchema)
  list(@Actor() actor: Principal): Promise<NameEntry[]> {
    return this.queries.execute(new ListTeachableSlides(actor));
  }
}
