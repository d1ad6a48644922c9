import { Inject, Injectable } from '@nestjs/common';
import type { PtPersonStatus } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import type { Actor } from '@cytocampus/permissions';
import {
  ptLadderAttempts,
  ptLadderRecordKeepsFile,
  ptLadderRecords,
  ptStatusRow,
  type PtLadderAttemptRow,
  type PtLadderRecordRow,
} from '@cytocampus/projections';
import { CLOCK, SQL } from '../../../infra/tokens.js';
import type { Clock } from '../../../infra/clock.js';
import { personFor } from './pt-access.js';
import { attemptOf, isOverdue, recordOf, standingOf } from './pt-rows.js';

/** One person's ladder of one year, from the ptStatus read model (docs/adr/0035). */
@Injectable()
export class PtLadderReader {
  constructor(
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The attempts and records of the year, in the ladder's order. */
  async facts(userId: string, year: number): Promise<{ attempts: PtLadderAttemptRow[]; records: PtLadderRecordRow[] }> {
    const [attempts, records] = await Promise.all([ptLadderAttempts(this.sql, userId, year), ptLadderRecords(this.sql, userId, year)]);
    return { attempts, records };
  }

  /** Whether the file is the document of one of the person's records of the year; 404 for a viewer who may not see their ladder. */
  async keepsFile(viewer: Actor, userId: string, year: number, fileId: string): Promise<boolean> {
    await personFor(this.sql, viewer, userId, false);
    return ptLadderRecordKeepsFile(this.sql, userId, year, fileId);
  }

  /** GET /proficiency/{userId}/{year}: for the person, and for whoever may list the users of their organization (others: 404). */
  async person(viewer: Actor, userId: string, year: number): Promise<PtPersonStatus> {
    const { manages } = await personFor(this.sql, viewer, userId, false);
    const [row, { attempts, records }] = await Promise.all([ptStatusRow(this.sql, userId, year), this.facts(userId, year)]);
    const standing = standingOf(row);
    return {
      ...standing,
      userId,
      year,
      overdue: isOverdue(standing, this.clock.now().getTime()),
      attempts: attempts.map(attemptOf),
      records: records.map(recordOf),
      canRecord: manages,
    };
  }
}
