import { Body, Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { ApiTags } from '@nestjs/swagger';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import type { ReviewActivityAnswer } from '@cytocampus/contracts';
import { holding } from '@cytocampus/permissions';
import { reviewActivityAnswerSchema, reviewActivityBatchSchema, validate } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { actorContext } from '../../../../es/command-context.js';
import { requestId } from '../../../../http/request-info.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { SlideViewerGuard } from '../../../content/index.js';
import { RecordReviewActivity } from './record-review-activity.command.js';

/**
 * A reviewer sends a batch every 2 s: like the slide's tiles, the route remembers the session for a
 * minute (SlideViewerGuard, which runs before the policy) instead of looking it up for every batch.
 */
@ApiTags('learning')
@Controller('slides')
@UseGuards(SlideViewerGuard)
export class RecordReviewActivityController {
  constructor(private readonly commands: CommandBus) {}

  /** POST /slides/{id}/review/{reviewId}/activity {batch, session, events}: the reviewer's clicks and view samples, appended at once. */
  @Post(':id/review/:reviewId/activity')
  @HttpCode(200)
  @Authorize(holding('ctAccess'))
  @Answers(reviewActivityAnswerSchema)
  record(
    @Actor() actor: Principal,
    @Param('id') id: string,
    @Param('reviewId') reviewId: string,
    @Body({ schema: reviewActivityBatchSchema }) body: unknown,
    @Req() req: Request,
  ): Promise<ReviewActivityAnswer> {
    const batch = valid(validate(reviewActivityBatchSchema, body ?? {}));
    return this.commands.execute(new RecordReviewActivity(actor, id, reviewId, batch, actorContext(actor, requestId(req))));
  }
}
