import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PracticeRecommendation } from '@cytocampus/contracts';
import { practiceDecider, practiceProfile, practiceReason, practiceStream } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { ruleActor, type Principal } from '../../../../auth/principal.js';
import type { CommandContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { SQL } from '../../../../infra/tokens.js';
import { PracticeLibrary } from '../../queries/practice/practice-library.js';
import { practiceLearner, PracticeReader } from '../../queries/practice/practice.reader.js';

export class AssignPracticeSet extends Command<PracticeRecommendation> {
  constructor(
    readonly actor: Principal,
    readonly userId: string,
    readonly slideIds: readonly string[],
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/**
 * POST /users/{userId}/skills/practice {slideIds} (docs/adr/0036 "Practice sets"): a manager of
 * the learner, an admin, or the learner records the set (`PracticeSetAssigned` in
 * `practice-<userId>`). Each slide must be one the learner still has to review (the recommender's
 * candidates), its reason the recommender's for it; the answer waits for the practiceSets model.
 */
@CommandHandler(AssignPracticeSet)
export class AssignPracticeSetHandler implements ICommandHandler<AssignPracticeSet, PracticeRecommendation> {
  constructor(
    @Inject(SQL) private readonly sql: SqlClient,
    private readonly es: EventSourcing,
    private readonly library: PracticeLibrary,
    private readonly reader: PracticeReader,
  ) {}

  async execute({ actor, userId, slideIds, ctx }: AssignPracticeSet): Promise<PracticeRecommendation> {
    const viewer = ruleActor(actor);
    const { orgId } = await practiceLearner(this.sql, viewer, userId);
    const setId = randomUUID();
    const decided = await this.es.aggregate(practiceStream(userId), practiceDecider).execute(async () => {
      const [facts, candidates] = await Promise.all([this.library.facts(userId), this.library.candidates(userId, orgId)]);
      const profile = practiceProfile(facts);
      const byId = new Map(candidates.map((c) => [c.slideId, c]));
      const slides = slideIds.map((slideId) => {
        const candidate = byId.get(slideId);
        return { slideId, reason: candidate ? practiceReason(profile, candidate) : '' };
      });
      return [{ type: 'AssignPracticeSet', userId, setId, slides, library: new Set(byId.keys()), assignedBy: actor.userId, at: this.es.now().getTime() }];
    }, ctx);
    await this.es.readYourWrites(decided.position, ['practiceSets']);
    return this.reader.read(viewer, userId);
  }
}
