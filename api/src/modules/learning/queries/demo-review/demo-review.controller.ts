import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { REVIEW_MSG, type DemoCheckout, type ReviewedItemType } from '@cytocampus/contracts';
import { demoCheckoutSchema } from '@cytocampus/schema';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { SignedInGuard } from '../../../../auth/signed-in.guard.js';
import { ApiException } from '../../../../http/api-exception.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { DemoReviews } from './demo-reviews.js';

const DEMO_TYPES: readonly ReviewedItemType[] = ['presentation', 'quiz', 'test', 'case', 'known', 'unknown'];

@ApiTags('learning')
@Controller('demo')
@UseGuards(SignedInGuard)
export class DemoReviewController {
  constructor(private readonly demos: DemoReviews) {}

  /** GET /demo/{type}/{id} (ours): an item and a fresh review for a demo run, with every page's answer; nothing is stored. */
  @Get(':type/:id')
  @Answers(demoCheckoutSchema)
  checkout(@Actor() actor: Principal, @Param('type') type: string, @Param('id') id: string): Promise<DemoCheckout> {
    if (!DEMO_TYPES.includes(type as ReviewedItemType)) throw new ApiException(404, REVIEW_MSG.notFound);
    return this.demos.checkout(actor, type as ReviewedItemType, id);
  }
}
