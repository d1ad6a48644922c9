import { Module } from '@nestjs/common';
import { AuthModule } from '../../auth/auth.module.js';
import { SlidePlayers } from '../learning/index.js';
import { ListAuditReviewsController } from './queries/list-reviews/list-reviews.controller.js';
import { ListAuditReviewsHandler } from './queries/list-reviews/list-reviews.query.js';
import { ReviewCoverageController } from './queries/review-coverage/review-coverage.controller.js';
import { GetReviewCoverageHandler } from './queries/review-coverage/review-coverage.query.js';
import { ReviewHistoryController } from './queries/review-history/review-history.controller.js';
import { GetReviewHistoryHandler } from './queries/review-history/review-history.query.js';
import { ReviewReplayController } from './queries/review-replay/review-replay.controller.js';
import { GetReviewReplayHandler } from './queries/review-replay/review-replay.query.js';
import { AuditedReviews } from './shared/audited-reviews.js';
import { PageSkills } from './shared/page-skills.js';
import { TissueMasks } from './shared/tissue-masks.js';

/**
 * The review audit (issue 16, docs/adr/0029): auditors list slide reviews, replay one (its events
 * and view samples), download its history, and see each slide's screening coverage. Read only:
 * it reads the stats, users and content read models and the reviews' own streams.
 */
@Module({
  imports: [AuthModule],
  controllers: [ListAuditReviewsController, ReviewReplayController, ReviewHistoryController, ReviewCoverageController],
  providers: [
    ListAuditReviewsHandler,
    GetReviewReplayHandler,
    GetReviewHistoryHandler,
    GetReviewCoverageHandler,
    AuditedReviews,
    SlidePlayers,
    TissueMasks,
    PageSkills,
  ],
})
export class AuditModule {}
