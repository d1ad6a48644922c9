import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PtResult, ReviewCopy } from '@cytocampus/contracts';
import type { Principal } from '../../../../auth/principal.js';
import type { CommandContext } from '../../../../es/command-context.js';
import { ProficiencyResults } from '../../shared/proficiency-results.js';
import { Reviews } from '../../shared/reviews.service.js';

/** PUT /tests/{id}/review/{reviewId}/submit: the examinee submits their proficiency test attempt whole. */
export class SubmitProficiencyTestCommand extends Command<PtResult> {
  constructor(
    readonly actor: Principal,
    readonly testId: string,
    readonly reviewId: string,
    readonly copy: ReviewCopy,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(SubmitProficiencyTestCommand)
export class SubmitProficiencyTestHandler implements ICommandHandler<SubmitProficiencyTestCommand, PtResult> {
  constructor(
    private readonly reviews: Reviews,
    private readonly results: ProficiencyResults,
  ) {}

  /** Only the examinee's own attempt at this test (404 otherwise); the decider checks their copy and the deadline. Answers the result. */
  async execute({ actor, testId, reviewId, copy, ctx }: SubmitProficiencyTestCommand): Promise<PtResult> {
    const position = await this.results.submit(reviewId, 'learner', copy, ctx, async (state) => {
      await this.reviews.reached(actor, state, { type: 'test', itemId: testId });
    });
    await this.results.caughtUp(position);
    return this.results.resultFor(actor, reviewId);
  }
}
