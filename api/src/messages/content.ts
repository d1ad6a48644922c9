import { Query } from '@nestjs/cqrs';
import type { AuthoredType, ContentItem, SlideItem } from '@cytocampus/contracts';
import type { Actor } from '@cytocampus/permissions';

// The content context answers these. Other contexts send them on the buses (docs/adr/0037).

export class GetContent extends Query<ContentItem> {
  constructor(
    readonly viewer: Actor,
    readonly type: AuthoredType,
    /** A revision id, or an item id (its current revision). */
    readonly id: string,
    /** The caller is a learner of this course (GetLearnerCourse said so): it reads the course without the content permissions. */
    readonly asLearner = false,
  ) {
    super();
  }
}

export class GetSlide extends Query<SlideItem> {
  constructor(
    readonly viewer: Actor,
    /** A revision id, or an item id (its current revision). */
    readonly id: string,
    readonly withObjects = true,
    /** The caller reviews the slide in one of their courses (LearnsSlide): readable whatever their content rights. */
    readonly asLearner = false,
  ) {
    super();
  }
}
