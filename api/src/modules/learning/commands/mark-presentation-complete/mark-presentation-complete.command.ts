import { Command, CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { REVIEW_MSG, type PresentationProgressAnswer } from '@cytocampus/contracts';
import { CONTENT_MSG, DomainError, reviewDecider, reviewStream } from '@cytocampus/domain';
import { ruleActor, type Principal } from '../../../../auth/principal.js';
import type { CommandContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { LearnerCatalogue } from '../../shared/learner-catalogue.js';
import { reviewSubjectOf } from '../../shared/reviews.service.js';
import { ClearProgress } from '../clear-progress/clear-progress.command.js';
import { GetUser } from '../../../../messages/accounts.js';

export class SetPresentationProgress extends Command<PresentationProgressAnswer> {
  constructor(
    readonly actor: Principal,
    readonly userId: string,
    readonly moduleId: string,
    readonly itemId: string,
    readonly progress: 0 | 1,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

const notFound = (message: string): never => {
  throw new DomainError('not_found', message);
};

/**
 * PUT /user/progress/update-video-presentation-progress (spec part 2 sections 6 and 7): an admin or
 * super marks a learner's presentation complete (1: ReviewMarkedComplete, creating the review when
 * the learner never opened it) or clears it (0: ReviewCleared). Answers once the stats read model shows it.
 */
@CommandHandler(SetPresentationProgress)
export class SetPresentationProgressHandler implements ICommandHandler<SetPresentationProgress, PresentationProgressAnswer> {
  constructor(
    private readonly es: EventSourcing,
    private readonly catalogue: LearnerCatalogue,
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  async execute({ actor, userId, moduleId, itemId, progress, ctx }: SetPresentationProgress): Promise<PresentationProgressAnswer> {
    const user = await this.queries.execute(new GetUser(ruleActor(actor), userId));
    const course = (await this.catalogue.course(userId, moduleId)) ?? notFound(CONTENT_MSG.notFound);
    if (!course.items.some((i) => i.type === 'presentation' && i.itemId === itemId)) notFound(REVIEW_MSG.itemNotInCourse);
    const answer = { userId, moduleId, itemId, progress };
    if (progress === 0) {
      await this.commands.execute(new ClearProgress(actor, userId, { moduleId, itemId }, ctx));
      return answer;
    }
    // A review never begun is created at the presentation's current revision, as the learner's checkout would.
    const subject = reviewSubjectOf(userId, moduleId, 'presentation', course.revisions.get(`presentation/${itemId}`)!);
    const decided = await this.es
      .aggregate(reviewStream(subject.reviewId), reviewDecider)
      .execute(() => [{ type: 'MarkReviewComplete', subject, orgId: user.orgId, now: this.es.now().getTime() }], ctx);
    await this.es.readYourWrites(decided.position, ['stats']);
    return answer;
  }
}
