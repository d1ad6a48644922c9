import { randomInt, randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { generateAlias, type RegisterRequestValues } from '@cytocampus/schema';
import { userDecider, userStream } from '@cytocampus/domain';

import type { CommandContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { EmailDirectory } from '../../shared/email-directory.js';
import { hashPassword } from '../../shared/passwords.js';
import { SessionIssuer, type NewSession } from '../../shared/session-issuer.js';
import { SessionStreams } from '../../shared/session-streams.js';

export interface Registered {
  userId: string;
  session: NewSession;
}

/** A validated registration (captcha already verified). */
export class RegisterUser extends Command<Registered> {
  constructor(
    readonly request: RegisterRequestValues,
    readonly client: { ip: string | null; userAgent: string | null },
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/**
 * Reserves the address (one account per e-mail, even under concurrent registrations), then
 * creates the account, then its first session (in the session's own stream, ADR 0020): registered
 * users are signed in. A failed account append gives the address back (EmailDirectory.reservedFor);
 * a failed session append does not (the account exists and can sign in).
 */
@CommandHandler(RegisterUser)
export class RegisterUserHandler implements ICommandHandler<RegisterUser, Registered> {
  constructor(
    private readonly es: EventSourcing,
    private readonly emails: EmailDirectory,
    private readonly sessions: SessionIssuer,
    private readonly sessionStreams: SessionStreams,
  ) {}

  async execute({ request, client, ctx }: RegisterUser): Promise<Registered> {
    const userId = randomUUID();
    const email = request.email;
    const passwordHash = await hashPassword(request.password);
    const now = this.es.now();

    const session = this.sessions.create(now);
    const { bio } = request;
    const register = () =>
      this.es.aggregate(userStream(userId), userDecider).execute(
        () => [
          {
            type: 'RegisterUser',
            userId,
            email,
            passwordHash,
            role: 'cytotechnologist',
            orgId: null,
            groupId: null,
            bio: { ...bio, alias: generateAlias(bio.firstName, bio.lastName, (max) => randomInt(max)) },
            preferences: request.siteUsageEmail === 'no' ? { siteUsageEmail: false } : {},
            origin: 'registration',
          },
        ],
        { ...ctx, actorId: userId },
      );
    const { state } = await this.emails.reservedFor(email, userId, { ...ctx, actorId: userId }, register);
    // Appended after the account, so waiting for it covers both.
    const position = await this.sessionStreams.start(state, session, client, { ...ctx, actorId: userId });
    await this.es.readYourWrites(position, ['users', 'sessions']);
    return { userId, session };
  }
}
