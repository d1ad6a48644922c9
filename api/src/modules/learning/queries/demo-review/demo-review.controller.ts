import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { REVIEW_MSG, type DemoCheckout, type ReviewedItemType } from '@cytocampus/contracts';
import { holding } from '@cytocampus/permissions';
import { demoCheckoutSchema } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { ApiException } from '../../../../http/api-exception.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { DemoReview } from './demo-review.query.js';

const DEMO_TYPES: readonly ReviewedItemType[] = ['presentation', 'quiz', 'test', 'case', 'known', 'unknown'];

@ApiTags('learning')
@Controller('demo')
export class DemoReviewController {
  constructor(private readonly queries: QueryBus) {}

  /** GET /demo/{type}/{id} (ours): an item and a fresh review for a demo run, with every page's answer; nothing is stored. */
  @Get(':type/:id')
  @Authorize(holding('readContent'))
  @Answers(demoCheckoutSchema)
  checkout(@Actor() actor: Principal, @Param('type') type: string, @Param('id') id: string): Promise<DemoCheckout> {
    if (!DEMO_TYPES.includes(type as ReviewedItemType)) throw new ApiException(404, REVIEW_MSG.notFound);
    return this.queries.execute(new DemoReview(actor, type as ReviewedItemType, id));
  }
}
