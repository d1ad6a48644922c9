import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AuthoredType, ContentItem, CourseForLearner } from '@cytocampus/contracts';
import { ruleActor, type Principal } from '../../../../auth/principal.js';
import { GetContent } from '../../../../messages/content.js';
import { GetLearnerCourse } from '../../../../messages/learning.js';

/** GET /{path}/{id}: an item as its reader sees it; a course as its learner sees it. */
export class GetContentItem extends Query<CourseForLearner> {
  constructor(
    readonly actor: Principal,
    readonly type: AuthoredType,
    readonly id: string,
  ) {
    super();
  }
}

/** A course answers its learners with `course` (header and items with their stats), also those who may not read content. */
@QueryHandler(GetContentItem)
export class GetContentItemHandler implements IQueryHandler<GetContentItem, CourseForLearner> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ actor, type, id }: GetContentItem): Promise<CourseForLearner> {
    const course = type === 'module' ? await this.queries.execute(new GetLearnerCourse(actor, id)) : null;
    const item = await this.queries.execute<GetContent, ContentItem>(
      new GetContent(ruleActor(actor), type, course ? course.header.moduleId : id, course !== null),
    );
    return course ? { ...item, course } : item;
  }
}
