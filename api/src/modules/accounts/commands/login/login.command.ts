import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MSG } from '@cytocampus/contracts';
import { DomainError, userDecider, userStream } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import type { Config } from '../../../../infra/config.js';
import type { CommandContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { CONFIG, SQL } from '../../../../infra/tokens.js';
import { demoAccountRefused } from '../../shared/demo-accounts.js';
import { passwordSignInRefusal } from '../../shared/oidc/provider-requirement.js';
import { EmailDirectory } from '../../shared/email-directory.js';
import { verifyPassword } from '../../shared/passwords.js';
import { SessionIssuer, type NewSession } from '../../shared/session-issuer.js';
import { SessionStreams } from '../../shared/session-streams.js';

export class SignIn extends Command<{ userId: string; session: NewSession }> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly client: { ip: string | null; userAgent: string | null },
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(SignIn)
export class SignInHandler implements ICommandHandler<SignIn, { userId: string; session: NewSession }> {
  constructor(
    private readonly es: EventSourcing,
    private readonly directory: EmailDirectory,
    private readonly sessions: SessionIssuer,
    private readonly sessionStreams: SessionStreams,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(SQL) private readonly sql: SqlClient,
  ) {}

  async execute({ email, password, client, ctx }: SignIn): Promise<{ userId: string; session: NewSession }> {
    const userId = await this.directory.ownerOf(email);
    const session = this.sessions.create(this.es.now());
    const demoRefused = demoAccountRefused(email, this.config);
    // The user's stream is only read: the session goes into a stream of its own (ADR 0020). A
    // password change or deactivation stored meanwhile still ends it (the session epoch).
    const { state } = await this.es.aggregate(userStream(userId ?? 'unknown'), userDecider).load();
    // Same answer for an unknown address and a wrong password; the deactivation message only
    // to someone who knows the password.
    if (!(await verifyPassword(state.exists ? state.passwordHash : null, password)) || demoRefused) throw new DomainError('unauthorized', MSG.loginIncorrect);
    // Only to someone who knows the password, as the deactivation message.
    const refusal = await passwordSignInRefusal(this.sql, state);
    if (refusal) throw new DomainError('forbidden', refusal);
    const position = await this.sessionStreams.start(state, session, client, { ...ctx, actorId: userId });
    await this.es.readYourWrites(position, ['sessions', 'users']);
    return { userId: userId!, session };
  }
}
