import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { HistoryLine } from '@cytocampus/contracts';
import type { Actor } from '@cytocampus/permissions';
import { AuditedReviews } from '../../shared/audited-reviews.js';
import { historyFileName, historyLinesOf } from '../../shared/history-lines.js';
import { actorsOf, replayOf } from '../../shared/replay-of.js';

/** The history to send: its lines, and the file name it is downloaded under. */
export interface ReviewHistory {
  fileName: string;
  lines: HistoryLine[];
}

export class GetReviewHistory extends Query<ReviewHistory> {
  constructor(
    readonly viewer: Actor,
    readonly reviewId: string,
    readonly format: 'json' | 'csv',
  ) {
    super();
  }
}

/** A replay's events as lines for an inspector (the view samples left out), to those who may replay it. */
@QueryHandler(GetReviewHistory)
export class GetReviewHistoryHandler implements IQueryHandler<GetReviewHistory, ReviewHistory> {
  constructor(private readonly reviews: AuditedReviews) {}

  async execute({ viewer, reviewId, format }: GetReviewHistory): Promise<ReviewHistory> {
    const review = await this.reviews.load(viewer, reviewId);
    const replay = replayOf(review, await this.reviews.names(actorsOf(review)));
    return { fileName: historyFileName(review.row.userName, review.row.itemName, format), lines: historyLinesOf(replay.events, replay.slides) };
  }
}
