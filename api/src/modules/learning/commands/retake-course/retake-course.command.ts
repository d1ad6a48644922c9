import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CourseHeader } from '@cytocampus/contracts';
import { CONTENT_MSG, courseAttemptsDecider, courseAttemptsStream, DomainError } from '@cytocampus/domain';
import type { Principal } from '../../../../auth/principal.js';
import type { CommandContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { LearnerCatalogue } from '../../shared/learner-catalogue.js';

/** Retake course (issue 30): a failed course of the learner's assignment with attempts left begins its next attempt. */
export class RetakeCourse extends Command<CourseHeader> {
  constructor(
    readonly actor: Principal,
    readonly moduleId: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/**
 * The course as the learner's header shows it (standing, attempt, the entry's attempts) and its
 * graded items go to the course attempts decider; a `CourseRetaken` begins the next attempt of each
 * graded item (the next checkout opens a new review of it; the earlier ones stay in the history).
 * Answers the course header once the stats read model shows the retake.
 */
@CommandHandler(RetakeCourse)
export class RetakeCourseHandler implements ICommandHandler<RetakeCourse, CourseHeader> {
  constructor(
    private readonly es: EventSourcing,
    private readonly catalogue: LearnerCatalogue,
  ) {}

  async execute({ actor, moduleId, ctx }: RetakeCourse): Promise<CourseHeader> {
    const course = await this.catalogue.course(actor.userId, moduleId);
    if (!course) throw new DomainError('not_found', CONTENT_MSG.notFound);
    const { header } = course;
    const decided = await this.es.aggregate(courseAttemptsStream(actor.userId, moduleId), courseAttemptsDecider).execute(
      () => [
        {
          type: 'RetakeCourse',
          userId: actor.userId,
          moduleId,
          assigned: header.assigned,
          course: header,
          attempt: header.attempt,
          maxAttempts: header.maxAttempts,
          gradedItemIds: course.items.filter((item) => item.graded).map((item) => item.itemId),
          now: this.es.now().getTime(),
        },
      ],
      ctx,
    );
    await this.es.readYourWrites(decided.position, ['stats']);
    return (await this.catalogue.course(actor.userId, moduleId))!.header;
  }
}
