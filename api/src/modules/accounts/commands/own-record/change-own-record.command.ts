import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import type { CurrentUser } from '@cytocampus/contracts';
import { userDecider, userStream, type UserCommand } from '@cytocampus/domain';
import type { CommandContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { GetCurrentUser } from '../../queries/current-user/current-user.query.js';

/** What a user may change on their own record without any other permission. */
export type OwnRecordChange = Extract<UserCommand, { type: 'AcceptTerms' | 'ChangePreferences' | 'UpdateProfile' }>;

export class ChangeOwnRecord extends Command<CurrentUser | null> {
  constructor(
    readonly userId: string,
    readonly change: OwnRecordChange,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** Applies the change, waits for the users read model, answers the record (the other tabs hear it from the projection). */
@CommandHandler(ChangeOwnRecord)
export class ChangeOwnRecordHandler implements ICommandHandler<ChangeOwnRecord, CurrentUser | null> {
  constructor(
    private readonly es: EventSourcing,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId, change, ctx }: ChangeOwnRecord): Promise<CurrentUser | null> {
    const { position } = await this.es.aggregate(userStream(userId), userDecider).execute(() => [change], ctx);
    await this.es.readYourWrites(position, ['users']);
    return this.queries.execute(new GetCurrentUser(userId));
  }
}
