import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { FORM_ERROR, TEACHING_TEXT, type SlideItem, type StartTeachingRequest, type TeachingSession } from '@cytocampus/contracts';
import { DomainError, teachingDecider, teachingStream } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { canStartTeaching, mayTeach, type Actor } from '@cytocampus/permissions';
import { groupOrganization } from '@cytocampus/projections';
import { ruleActor, type Principal } from '../../../../auth/principal.js';
import type { CommandContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { SQL } from '../../../../infra/tokens.js';
import { TeachingSessions } from '../../shared/teaching-sessions.js';
import { GetSlide } from '../../../../messages/content.js';
import { OrganizationTeachesSlide } from '../../../../messages/learning.js';

export class StartTeachingSession extends Command<TeachingSession> {
  constructor(
    readonly actor: Principal,
    readonly body: StartTeachingRequest & { id: string | null },
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/**
 * POST /teaching/sessions (docs/adr/0030): a manager or above of an organization, on a slide they
 * may read as content or that is in a course assigned within their organization, for a group of
 * their organization or by a link. Records TeachingSessionStarted.
 */
@CommandHandler(StartTeachingSession)
export class StartTeachingSessionHandler implements ICommandHandler<StartTeachingSession, TeachingSession> {
  constructor(
    private readonly es: EventSourcing,
    private readonly sessions: TeachingSessions,
    private readonly queries: QueryBus,
    @Inject(SQL) private readonly sql: SqlClient,
  ) {}

  async execute({ actor, body, ctx }: StartTeachingSession): Promise<TeachingSession> {
    const who = ruleActor(actor);
    if (!mayTeach(actor)) throw new DomainError('forbidden', TEACHING_TEXT.cannotStart);
    const inOrganizationCourses = await this.queries.execute<OrganizationTeachesSlide, boolean>(new OrganizationTeachesSlide(actor.orgId, body.slideId));
    const slide = await this.slide(who, body.slideId);
    // An unknown slide is refused as an unreadable one is: the answer tells nothing of which slides exist.
    if (!slide || !canStartTeaching(who, { ...slide, ownerId: slide.userId }, { inOrganizationCourses }))
      throw new DomainError('forbidden', TEACHING_TEXT.cannotStart);
    if (body.audience.kind === 'group' && (await groupOrganization(this.sql, body.audience.groupId)) !== actor.orgId)
      throw DomainError.invalid([{ field: 'audience.groupId', message: TEACHING_TEXT.groupNotInOrganization, code: FORM_ERROR.invalid }]);

    const sessionId = body.id ?? randomUUID();
    const decided = await this.es.aggregate(teachingStream(sessionId), teachingDecider).execute(
      () => [
        {
          type: 'StartTeachingSession',
          sessionId,
          slideId: slide.itemId,
          revisionId: slide.id,
          title: body.title,
          instructorId: actor.userId,
          orgId: actor.orgId,
          audience: body.audience,
          at: this.es.now().getTime(),
        },
      ],
      ctx,
    );
    await this.es.readYourWrites(decided.position, ['teaching_sessions']);
    return this.sessions.view(actor, await this.sessions.readable(actor, sessionId));
  }

  /** The slide whatever the caller's content rights (the rule decides), or null when there is none. */
  private async slide(who: Actor, slideId: string): Promise<SlideItem | null> {
    try {
      return await this.queries.execute<GetSlide, SlideItem>(new GetSlide(who, slideId, false, true));
    } catch (error: unknown) {
      if (error instanceof DomainError && error.kind === 'not_found') return null;
      throw error;
    }
  }
}
