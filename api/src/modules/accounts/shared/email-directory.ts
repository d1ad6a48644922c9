import { Injectable } from '@nestjs/common';
import { emailReservationDecider, emailStream, userDecider, userStream, type UserState } from '@cytocampus/domain';
import { EventSourcing } from '../../../es/event-sourcing.service.js';

/**
 * Finds accounts by e-mail through the reservation streams, which are written before the account
 * and never lag like a read model can.
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
}
