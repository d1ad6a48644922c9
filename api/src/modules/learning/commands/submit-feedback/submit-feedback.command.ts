import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { FORM_ERROR, type FeedbackSubmissionRequest } from '@cytocampus/contracts';
import { DomainError, feedbackDecider, feedbackItemCount, feedbackStream, type FeedbackEvent, type FeedbackState } from '@cytocampus/domain';
import type { Principal } from '../../../../auth/principal.js';
import type { CommandContext } from '../../../../es/command-context.js';
import { EventSourcing, type Decided } from '../../../../es/event-sourcing.service.js';
import { FeedbackForms } from '../../queries/feedback/feedback-forms.js';
import { reviewIdOf } from '../../shared/review-records.js';

export class SubmitTestFeedback extends Command<{ success: true }> {
  constructor(
    readonly actor: Principal,
    readonly testId: string,
    readonly moduleId: string,
    readonly body: FeedbackSubmissionRequest,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/**
 * PUT /tests/{id}/submitFeedback?moduleId (docs/adr/0025): the learner's ratings of the test's form,
 * once per course test, in `evaluation-<id of the test's review>`. The decider checks the form, the
 * program number and that every item is rated before anything is appended; the answer waits until
 * the feedback read model has it, so the list read next shows it.
 */
@CommandHandler(SubmitTestFeedback)
export class SubmitTestFeedbackHandler implements ICommandHandler<SubmitTestFeedback, { success: true }> {
  constructor(
    private readonly forms: FeedbackForms,
    private readonly es: EventSourcing,
  ) {}

  async execute({ actor, testId, moduleId, body, ctx }: SubmitTestFeedback): Promise<{ success: true }> {
    const target = await this.forms.target(actor, testId, moduleId);
    const stream = feedbackStream(reviewIdOf(actor.userId, moduleId, testId));
    let decided: Decided<FeedbackState, FeedbackEvent>;
    try {
      decided = await this.es.aggregate(stream, feedbackDecider).execute(
        () => [
          {
            type: 'SubmitFeedback',
            userId: actor.userId,
            moduleId,
            testId,
            submittedAt: this.es.now().getTime(),
            formId: body.formId,
            paceProgramNumber: body.paceProgramNumber,
            ratings: body.feedback,
            form: { id: target.form.item_id, revisionId: target.form.id, itemCount: feedbackItemCount(target.sections) },
            coursePaceProgramNumber: target.programNumber,
          },
        ],
        ctx,
      );
    } catch (error) {
      // A body that does not fit the form is a validation error like the schema's: {field, message, code}.
      if (error instanceof DomainError && error.kind === 'invalid')
        throw DomainError.invalid([{ field: error.field, message: error.message, code: FORM_ERROR.invalid }]);
      throw error;
    }
    await this.es.readYourWrites(decided.position, ['feedback']);
    return { success: true };
  }
}
