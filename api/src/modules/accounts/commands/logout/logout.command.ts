import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MSG, type LogoutAnswer } from '@cytocampus/contracts';
import { userDecider, userStream } from '@cytocampus/domain';
import type { CommandContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { Broadcaster } from '../../../../realtime/broadcaster.js';
import { ProviderSignOut } from '../../shared/oidc/provider-sign-out.js';
import { SessionStreams } from '../../shared/session-streams.js';

/**
 * Ends one session (in its own stream), or with `everywhere` every session of the user (a user
 * event, ADR 0020); their tabs go to the login screen. Answers where the browser goes next when
 * this session came through a provider (docs/adr/0041).
 */
export class SignOut extends Command<LogoutAnswer> {
  constructor(
    readonly userId: string,
    readonly sessionHash: string,
    readonly everywhere: boolean,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(SignOut)
export class SignOutHandler implements ICommandHandler<SignOut, LogoutAnswer> {
  constructor(
    private readonly es: EventSourcing,
    private readonly broadcaster: Broadcaster,
    private readonly sessionStreams: SessionStreams,
    private readonly providerSignOut: ProviderSignOut,
  ) {}

  async execute({ userId, sessionHash, everywhere, ctx }: SignOut): Promise<LogoutAnswer> {
    // Before the end: the session's row, which names its provider, goes with it.
    const answer = await this.providerSignOut.answerFor(sessionHash);
    const position = everywhere
      ? (await this.es.aggregate(userStream(userId), userDecider).execute(() => [{ type: 'SignOutEverywhere' }], ctx)).position
      : await this.sessionStreams.end(userId, sessionHash, ctx);
    await this.es.readYourWrites(position, ['sessions']);
    if (everywhere) this.broadcaster.endSessions({ userId }, 'signed-out-everywhere', MSG.signedOutEverywhere);
    else this.broadcaster.endSessions({ sessionHash }, 'signed-out', MSG.signedOut);
    return answer;
  }
}
