import { Inject, Injectable } from '@nestjs/common';
import type { PtSetSize } from '@cytocampus/domain';
import { ptAttemptRefusal, ptFactsInOrder } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { ptLadderAttempts, ptLadderRecords } from '@cytocampus/projections';
import type { Clock } from '../../../infra/clock.js';
import { CLOCK, SQL } from '../../../infra/tokens.js';
import { attemptFacts, recordFacts } from './pt-rows.js';

/**
 * The ladder's gate before a proficiency test attempt starts (docs/adr/0035): the checkout asks
 * `attemptRefusal` and refuses with its message (409) when there is one. The year is the calendar
 * year (UTC) of now unless given.
 */
@Injectable()
export class PtGate {
  constructor(
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Why a new attempt of `size` slides may not start now for the person, or null when it may. */
  async attemptRefusal(userId: string, size: PtSetSize, year: number = this.clock.now().getUTCFullYear()): Promise<string | null> {
    const [attempts, records] = await Promise.all([ptLadderAttempts(this.sql, userId, year), ptLadderRecords(this.sql, userId, year)]);
    return ptAttemptRefusal(ptFactsInOrder(attemptFacts(attempts), recordFacts(records)), size, this.clock.now().getTime());
  }
}
