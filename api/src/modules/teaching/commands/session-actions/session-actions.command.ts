import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { resultSetOf, TEACHING_TEXT, type SlideItem, type TeachingSession, type TeachingSolution } from '@cytocampus/contracts';
import { DomainError, type TeachingCommand, teachingDecider, teachingStream } from '@cytocampus/domain';
import { ruleActor, type Principal } from '../../../../auth/principal.js';
import type { CommandContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { TeachingSessions } from '../../shared/teaching-sessions.js';
import { GetSlide } from '../../../../messages/content.js';

/** What a participant or the instructor does in a session (docs/adr/0030). */
export type SessionAction =
  | { kind: 'join' }
  | { kind: 'control'; userId: string | null }
  | { kind: 'openPoll' }
  | { kind: 'closePoll' }
  | { kind: 'answer'; pollId: string; answer: string }
  | { kind: 'reveal' }
  | { kind: 'end' };

export class ActOnTeachingSession extends Command<TeachingSession> {
  constructor(
    readonly actor: Principal,
    readonly sessionId: string,
    readonly action: SessionAction,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

type SlideSolution = { type?: unknown; result?: unknown; objects?: unknown };
const solutionOf = (slide: SlideItem): SlideSolution => slide.fields.solution ?? {};

/**
 * The session's commands after its 404 check (the caller may see it): the decider refuses what
 * the caller's place does not allow (instructor-only commands, answers of non-participants).
 */
@CommandHandler(ActOnTeachingSession)
export class ActOnTeachingSessionHandler implements ICommandHandler<ActOnTeachingSession, TeachingSession> {
  constructor(
    private readonly es: EventSourcing,
    private readonly sessions: TeachingSessions,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actor, sessionId, action, ctx }: ActOnTeachingSession): Promise<TeachingSession> {
    const row = await this.sessions.readable(actor, sessionId);
    const at = this.es.now().getTime();
    const by = actor.userId;
    // Instructor-only actions that read the slide are refused before reading it.
    if ((action.kind === 'openPoll' || action.kind === 'reveal') && row.instructor_id !== by) throw new DomainError('forbidden', TEACHING_TEXT.notInstructor);
    const command = await this.commandFor(action, row.revision_id, by, at);
    const decided = await this.es.aggregate(teachingStream(sessionId), teachingDecider).execute(() => [command], ctx);
    await this.es.readYourWrites(decided.position, ['teaching_sessions']);
    return this.sessions.view(actor, await this.sessions.readable(actor, sessionId));
  }

  private async commandFor(action: SessionAction, revisionId: string, by: string, at: number): Promise<TeachingCommand> {
    switch (action.kind) {
      case 'join':
        return { type: 'JoinTeachingSession', userId: by, at };
      case 'control':
        return { type: 'HandTeachingControl', by, userId: action.userId, at };
      case 'openPoll': {
        const options = resultSetOf(solutionOf(await this.slide(revisionId)).type).map((r) => r.value);
        return { type: 'OpenTeachingPoll', by, pollId: randomUUID(), options, at };
      }
      case 'closePoll':
        return { type: 'CloseTeachingPoll', by, at };
      case 'answer':
        return { type: 'AnswerTeachingPoll', userId: by, pollId: action.pollId, answer: action.answer, at };
      case 'reveal':
        return { type: 'RevealTeachingSolution', by, at, ...this.solution(await this.slide(revisionId, true)) };
      case 'end':
        return { type: 'EndTeachingSession', by, at };
    }
  }

  /** The slide as the session shows it (its instructor could read it when starting). */
  private slide(revisionId: string, withObjects = false): Promise<SlideItem> {
    const system = ruleActor({ userId: 'teaching', email: '', role: 'cytotechnologist', orgId: null, permissions: {}, sessionHash: '', tokenId: null });
    return this.queries.execute<GetSlide, SlideItem>(new GetSlide(system, revisionId, withObjects, true));
  }

  /** The slide's reference result and its solution objects with their places. */
  private solution(slide: SlideItem): TeachingSolution {
    const solution = solutionOf(slide);
    const ids = new Set(Array.isArray(solution.objects) ? solution.objects.filter((id): id is string => typeof id === 'string') : []);
    const objects = slide.objects
      .flat()
      .filter((o) => ids.has(o.id))
      .map((o) => ({ id: o.id, x: o.coords.x, y: o.coords.y }));
    return { result: typeof solution.result === 'string' ? solution.result : null, objects };
  }
}
