import { Injectable } from '@nestjs/common';
import { sessionDecider, sessionStream, type SessionOwner, type SessionVia } from '@cytocampus/domain';
import type { Position } from '@cytocampus/event-store';
import type { CommandContext } from '../../../es/command-context.js';
import { EventSourcing } from '../../../es/event-sourcing.service.js';
import type { NewSession } from './session-issuer.js';

/**
 * Starts and ends sessions in streams of their own (`session-<hash>`), never in the user's stream:
 * every user command replays that one, and sign-ins would make it grow without bound (ADR 0020).
 * Ending every session at once stays a user event (sign out everywhere, password, deactivation).
 */
@Injectable()
export class SessionStreams {
  constructor(private readonly es: EventSourcing) {}

  /**
   * Records a new session of `owner` (as loaded from the user's stream or as an append left it, the
   * password or the provider already checked); 403 for a deactivated account. `via` names the
   * provider of a sign-in through one (docs/adr/0041), which the history shows.
   */
  async start(
    owner: SessionOwner,
    session: NewSession,
    client: { ip: string | null; userAgent: string | null },
    ctx: CommandContext,
    via: SessionVia | null = null,
  ): Promise<Position | null> {
    const { position } = await this.es
      .aggregate(sessionStream(session.hash), sessionDecider)
      .execute(() => [{ type: 'StartSession', owner, expiresAt: session.expiresAt.toISOString(), userAgent: client.userAgent, ip: client.ip, via }], ctx);
    return position;
  }

  /** Signs one session out; null when it was already over. */
  async end(userId: string, sessionHash: string, ctx: CommandContext): Promise<Position | null> {
    const { position } = await this.es.aggregate(sessionStream(sessionHash), sessionDecider).execute(() => [{ type: 'EndSession', userId }], ctx);
    return position;
  }
}
