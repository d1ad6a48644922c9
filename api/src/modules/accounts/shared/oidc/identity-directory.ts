import { Injectable } from '@nestjs/common';
import { identityReservationDecider, identityStream, userDecider, userStream } from '@cytocampus/domain';
import type { CommandContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';

/**
 * Finds the account a provider subject belongs to through its reservation stream
 * (`identity-<provider>.<sha256(sub)>`), which is written before the link and never lags like a read
 * model can; and reserves a subject for the commands that link one (as EmailDirectory does for addresses).
 */
@Injectable()
export class IdentityDirectory {
  constructor(private readonly es: EventSourcing) {}

  async ownerOf(providerId: string, subject: string): Promise<string | null> {
    const { state } = await this.es.aggregate(identityStream(providerId, subject), identityReservationDecider).load();
    return state.ownerId;
  }

  /**
   * Reserves the subject for `userId` (409 identityTaken when another account holds it), then runs
   * `write`, the account's own append; a `write` that fails releases it again, so a refused link
   * never keeps a subject from the account that will own it.
   */
  async reservedFor<T>(providerId: string, subject: string, userId: string, ctx: CommandContext, write: () => Promise<T>): Promise<T> {
    const reservation = this.es.aggregate(identityStream(providerId, subject), identityReservationDecider);
    const { events } = await reservation.execute(async (state) => {
      const owner = state.ownerId === null ? null : await this.es.aggregate(userStream(state.ownerId), userDecider).load();
      return [{ type: 'ClaimIdentity', providerId, subject, userId, ownerHasAccount: owner?.state.exists ?? false, now: this.es.now().toISOString() }];
    }, ctx);
    try {
      return await write();
    } catch (error) {
      if (events.length > 0) await this.release(providerId, subject, userId, ctx);
      throw error;
    }
  }

  /** Gives up `userId`'s hold on the subject (nothing when someone else holds it): a deleted account's provider account may sign in anew. */
  async release(providerId: string, subject: string, userId: string, ctx: CommandContext): Promise<void> {
    await this.es.aggregate(identityStream(providerId, subject), identityReservationDecider).execute(() => [{ type: 'ReleaseIdentity', userId }], ctx);
  }
}
