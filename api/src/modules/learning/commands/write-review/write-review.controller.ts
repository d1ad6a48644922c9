import { Body, Param, Put, Req } from '@nestjs/common';
import { valid, type ReviewWrite } from '@cytocampus/domain';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import type { ReviewRecord } from '@cytocampus/contracts';
import { holding } from '@cytocampus/permissions';
import { reviewRecordSchema, reviewUpdateRequestSchema, reviewVisitRequestSchema, reviewWriteRequestSchema, validate } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { actorContext } from '../../../../es/command-context.js';
import { requestId } from '../../../../http/request-info.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { controllersPerRouteType, ReviewRoutes } from '../../shared/review-routes.js';
import { WriteReview } from './write-review.command.js';

/** Presentations and quizzes are written through their own paths, slide tests through their slides' (spec part 3 section 7). */
export const WRITE_REVIEW_CONTROLLERS = controllersPerRouteType(['presentation', 'quiz', 'slide'] as const, (type) => {
  @ReviewRoutes(type)
  class WriteReviewController {
    constructor(private readonly commands: CommandBus) {}

    /** Work on a page: a quiz answer, what a video played, a slide's marks and diagnosis. */
    @Put(':id/review/:reviewId/update')
    @Authorize(holding('ctSubmit'))
    @Answers(reviewRecordSchema)
    update(
      @Actor() actor: Principal,
      @Param('id') id: string,
      @Param('reviewId') reviewId: string,
      @Body({ schema: reviewUpdateRequestSchema }) body: unknown,
      @Req() req: Request,
    ): Promise<ReviewRecord> {
      const write: ReviewWrite = { action: 'update', ...valid(validate(reviewUpdateRequestSchema, body ?? {})) };
      return this.commands.execute(new WriteReview(actor, { type, itemId: id }, reviewId, write, actorContext(actor, requestId(req))));
    }

    /** Opening a page records its start. */
    @Put(':id/review/:reviewId/visit')
    @Authorize(holding('ctSubmit'))
    @Answers(reviewRecordSchema)
    visit(
      @Actor() actor: Principal,
      @Param('id') id: string,
      @Param('reviewId') reviewId: string,
      @Body({ schema: reviewVisitRequestSchema }) body: unknown,
      @Req() req: Request,
    ): Promise<ReviewRecord> {
      const write: ReviewWrite = { action: 'visit', ...valid(validate(reviewVisitRequestSchema, body ?? {})) };
      return this.commands.execute(new WriteReview(actor, { type, itemId: id }, reviewId, write, actorContext(actor, requestId(req))));
    }

    /** Keep the work for later; the session ends. */
    @Put(':id/review/:reviewId/save')
    @Authorize(holding('ctSubmit'))
    @Answers(reviewRecordSchema)
    save(
      @Actor() actor: Principal,
      @Param('id') id: string,
      @Param('reviewId') reviewId: string,
      @Body({ schema: reviewWriteRequestSchema }) body: unknown,
      @Req() req: Request,
    ): Promise<ReviewRecord> {
      const write: ReviewWrite = { action: 'save', review: valid(validate(reviewWriteRequestSchema, body ?? {})).review };
      return this.commands.execute(new WriteReview(actor, { type, itemId: id }, reviewId, write, actorContext(actor, requestId(req))));
    }

    /** Submit the first incomplete page (a quiz or slide may send its answer along); the last completes the item. */
    @Put(':id/review/:reviewId/submit')
    @Authorize(holding('ctSubmit'))
    @Answers(reviewRecordSchema)
    submit(
      @Actor() actor: Principal,
      @Param('id') id: string,
      @Param('reviewId') reviewId: string,
      @Body({ schema: reviewWriteRequestSchema }) body: unknown,
      @Req() req: Request,
    ): Promise<ReviewRecord> {
      const write: ReviewWrite = { action: 'submit', ...valid(validate(reviewWriteRequestSchema, body ?? {})) };
      return this.commands.execute(new WriteReview(actor, { type, itemId: id }, reviewId, write, actorContext(actor, requestId(req))));
    }
  }
  return WriteReviewController;
});
