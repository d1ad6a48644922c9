import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import type { CurrentUser, PinnedItem } from '@cytocampus/contracts';
import { isPinned, userDecider, userStream } from '@cytocampus/domain';
import { ruleActor, type Principal } from '../../../../auth/principal.js';
import type { CommandContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { GetCurrentUser } from '../../queries/current-user/current-user.query.js';
import { GetContent } from '../../../../messages/content.js';
import { GetLearnerCourse } from '../../../../messages/learning.js';

export class ToggleFavoriteModule extends Command<CurrentUser | null> {
  constructor(
    readonly actor: Principal,
    readonly moduleId: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/**
 * PUT /user/favoriteModule: pins the course among the caller's pinned items, or unpins it when it
 * is pinned already (spec part 1 sections 3 and 4). Answers the record; other tabs hear of it from
 * the users projection's notice.
 */
@CommandHandler(ToggleFavoriteModule)
export class ToggleFavoriteModuleHandler implements ICommandHandler<ToggleFavoriteModule, CurrentUser | null> {
  constructor(
    private readonly es: EventSourcing,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actor, moduleId, ctx }: ToggleFavoriteModule): Promise<CurrentUser | null> {
    const { position } = await this.es.aggregate(userStream(actor.userId), userDecider).execute(async (state) => {
      const pinned: PinnedItem = { type: 'module', itemId: moduleId };
      // Removing a pin needs no access to the course: one deleted or no longer shared must not stay
      // pinned for good. A new pin is a course the caller learns or may read (404 otherwise, as GET
      // /modules/{id} answers), pinned by its item id even when the caller named a revision.
      const item = isPinned(state, pinned) ? pinned : { type: 'module', itemId: await this.courseId(actor, moduleId) };
      return [{ type: 'TogglePinned', item }];
    }, ctx);
    await this.es.readYourWrites(position, ['users']);
    return this.queries.execute(new GetCurrentUser(actor.userId));
  }

  private async courseId(actor: Principal, moduleId: string): Promise<string> {
    const learned = await this.queries.execute(new GetLearnerCourse(actor, moduleId));
    return learned?.header.moduleId ?? (await this.queries.execute(new GetContent(ruleActor(actor), 'module', moduleId))).itemId;
  }
}
