import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { FeedbackFormAnswer } from '@cytocampus/contracts';
import type { Principal } from '../../../../auth/principal.js';
import { FeedbackForms } from './feedback-forms.js';

/** The evaluation form of a slide test the caller completed in a P.A.C.E. course, with the page's header. */
export class GetFeedbackForm extends Query<FeedbackFormAnswer> {
  constructor(
    readonly actor: Principal,
    readonly testId: string,
    readonly moduleId: string,
  ) {
    super();
  }
}

@QueryHandler(GetFeedbackForm)
export class GetFeedbackFormHandler implements IQueryHandler<GetFeedbackForm, FeedbackFormAnswer> {
  constructor(private readonly forms: FeedbackForms) {}

  execute({ actor, testId, moduleId }: GetFeedbackForm): Promise<FeedbackFormAnswer> {
    return this.forms.form(actor, testId, moduleId);
  }
}
