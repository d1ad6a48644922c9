import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { FeedbackSubmission } from '@cytocampus/contracts';
import type { Principal } from '../../../../auth/principal.js';
import { FeedbackForms } from './feedback-forms.js';

/** The caller's own feedback submissions for a slide test (in one course, or in any): empty when none. */
export class ListFeedbackSubmissions extends Query<FeedbackSubmission[]> {
  constructor(
    readonly actor: Principal,
    readonly testId: string,
    readonly moduleId: string | undefined,
  ) {
    super();
  }
}

@QueryHandler(ListFeedbackSubmissions)
export class ListFeedbackSubmissionsHandler implements IQueryHandler<ListFeedbackSubmissions, FeedbackSubmission[]> {
  constructor(private readonly forms: FeedbackForms) {}

  execute({ actor, testId, moduleId }: ListFeedbackSubmissions): Promise<FeedbackSubmission[]> {
    return this.forms.submissions(actor, testId, moduleId);
  }
}
