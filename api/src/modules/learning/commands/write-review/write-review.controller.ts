import { Body, Param, Put, Req } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import type { ReviewRecord } from '@cytocampus/contracts';
import { reviewRecordSchema, reviewUpdateRequestSchema, reviewVisitRequestSchema, reviewWriteRequestSchema, validate } from '@cytocampus/schema';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { actorContext } from '../../../../es/command-context.js';
import { requestId } from '../../../../http/request-info.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { controllersPerRouteType, ReviewRoutes } from '../../shared/review-routes.js';
import { WriteReview, type ReviewWrite } from './write-review.command.js';

/** Presentations and quizzes are written through their own paths, slide tests through their slides' (spec part 3 section 7). */
export const WRITE_REVIEW_CONTROLLERS = controllersPerRouteType(['presentation', 'quiz', 'slide'] as const, (type) => {
  @ReviewRoutes(type)
  class WriteReviewController {
    constructor(readonly commands: CommandBus) {}

    private run(actor: Principal, id: string, reviewId: string, write: ReviewWrite, req: Request): Promise<ReviewRecord> {
      return this.commands.execute(new WriteReview(actor, { type, itemId: id }, reviewId, write, actorContext(actor, requestId(req))));
    }

    /** Work on a page: a quiz answer, what a video played, a slide's marks and diagnosis. */
    @Put(':id/review/:reviewId/update')
    @Answers(reviewRecordSchema)
    update(
      @Actor() actor: Principal,
      @Param('id') id: string,
      @Param('reviewId') reviewId: string,
      @Body({ schema: reviewUpdateRequestSchema }) body: unknown,
      @Req() req: Request,
    ) {
      return this.run(actor, id, reviewId, { action: 'update', ...valid(validate(reviewUpdateRequestSchema, body ?? {})) }, req);
    }

    /** Opening a page records its start. */
    @Put(':id/review/:reviewId/visit')
    @Answers(reviewRecordSchema)
    visit(
      @Actor() actor: Principal,
      @Param('id') id: string,
      @Param('reviewId') reviewId: string,
      @Body({ schema: reviewVisitRequestSchema }) body: unknown,
      @Req() req: Request,
    ) {
      return this.run(actor, id, reviewId, { action: 'visit', ...valid(validate(reviewVisitRequestSchema, body ?? {})) }, req);
    }

    /** Keep the work for later; the session ends. */
    @Put(':id/review/:reviewId/save')
    @Answers(reviewRecordSchema)
    save(
      @Actor() actor: Principal,
      @Param('id') id: string,
      @Param('reviewId') reviewId: string,
      @Body({ schema: reviewWriteRequestSchema }) body: unknown,
      @Req() req: Request,
    ) {
      return this.run(actor, id, reviewId, { action: 'save', review: valid(validate(reviewWriteRequestSchema, body ?? {})).review }, req);
    }

    /** Submit the first incomplete page (a quiz or slide may send its answer along); the last completes the item. */
    @Put(':id/review/:reviewId/submit')
    @Answers(reviewRecordSchema)
    submit(
      @Actor() actor: Principal,
      @Param('id') id: string,
      @Param('reviewId') reviewId: string,
      @Body({ schema: reviewWriteRequestSchema }) body: unknown,
      @Req() req: Request,
    ) {
      return this.run(actor, id, reviewId, { action: 'submit', ...valid(validate(reviewWriteRequestSchema, body ?? {})) }, req);
    }
  }
  return WriteReviewController;
});
