import { Injectable } from '@nestjs/common';
import { emailReservationDecider, emailStream, userDecider, userStream, type UserState } from '@cytocampus/domain';
import type { CommandContext } from '../../../es/command-context.js';
import { EventSourcing } from '../../../es/event-sourcing.service.js';

/**
 * Finds accounts by e-mail through the reservation streams, which are written before the account
 * and never lag like a read model can; and reserves addresses for the commands that write accounts.
 */
@Injectable()
export class EmailDirectory {
  constructor(private readonly es: EventSourcing) {}

  async ownerOf(email: string): Promise<string | null> {
    const { state } = await this.es.aggregate(emailStream(email), emailReservationDecider).load();
    return state.ownerId;
  }

  async account(email: string): Promise<{ userId: string; state: UserState } | null> {
    const userId = await this.ownerOf(email);
    if (!userId) return null;
    const { state } = await this.es.aggregate(userStream(userId), userDecider).load();
    return state.exists ? { userId, state } : null;
  }

  /**
   * Reserves `email` for `userId` (409 'Account with that email already exists.' when another
   * account holds it), then runs `write`, the account's own append. Two streams cannot be written
   * in one transaction on every store, so a `write` that fails releases the address again: a
   * refused or failed account never keeps an address from its real owner. (A process killed
   * between the two leaves a reservation without an account, which a later registration takes
   * over after ABANDONED_RESERVATION_MS.)
   */
  async reservedFor<T>(email: string, userId: string, ctx: CommandContext, write: () => Promise<T>): Promise<T> {
    const reservation = this.es.aggregate(emailStream(email), emailReservationDecider);
    const { events } = await reservation.execute(async (state) => {
      const owner = state.ownerId === null ? null : await this.es.aggregate(userStream(state.ownerId), userDecider).load();
      return [{ type: 'ReserveEmail', email, userId, ownerHasAccount: owner?.state.exists ?? false, now: this.es.now().toISOString() }];
    }, ctx);
    try {
      return await write();
    } catch (error) {
      // Only a reservation this call made is undone; one the user already held stays theirs.
      if (events.length > 0) await this.release(email, userId, ctx);
      throw error;
    }
  }

  /** Gives up `userId`'s hold on `email` (nothing when someone else holds it). */
  async release(email: string, userId: string, ctx: CommandContext): Promise<void> {
    await this.es.aggregate(emailStream(email), emailReservationDecider).execute(() => [{ type: 'ReleaseEmail', userId }], ctx);
  }
}
