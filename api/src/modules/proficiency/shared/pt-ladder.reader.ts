import { Inject, Injectable } from '@nestjs/common';
import type { PtPersonStatus } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import type { Actor } from '@cytocampus/permissions';
import { CLOCK, SQL } from '../../../infra/tokens.js';
import type { Clock } from '../../../infra/clock.js';
import { personFor } from './pt-access.js';
import {
  ATTEMPTS_OF,
  attemptOf,
  isOverdue,
  RECORDS_OF,
  recordOf,
  standingOf,
  STATUS_COLUMNS,
  type AttemptRow,
  type RecordRow,
  type StatusRow,
} from './pt-rows.js';

/** One person's ladder of one year, from the ptStatus read model (docs/adr/0035). */
@Injectable()
export class PtLadderReader {
  constructor(
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The attempts and records of the year, in the ladder's order. */
  async facts(userId: string, year: number): Promise<{ attempts: AttemptRow[]; records: RecordRow[] }> {
    const [{ rows: attempts }, { rows: records }] = await Promise.all([
      this.sql.query<AttemptRow>(ATTEMPTS_OF, [userId, year]),
      this.sql.query<RecordRow>(RECORDS_OF, [userId, year]),
    ]);
    return { attempts, records };
  }

  /** Whether the file is the document of one of the person's records of the year; 404 for a viewer who may not see their ladder. */
  async keepsFile(viewer: Actor, userId: string, year: number, fileId: string): Promise<boolean> {
    await personFor(this.sql, viewer, userId, false);
    const { rows } = await this.sql.query(`select 1 from pt_ladder_records where user_id = $1 and year = $2 and upload->>'fileId' = $3 limit 1`, [
      userId,
      year,
      fileId,
    ]);
    return rows.length > 0;
  }

  /** GET /proficiency/{userId}/{year}: for the person, and for whoever may list the users of their organization (others: 404). */
  async person(viewer: Actor, userId: string, year: number): Promise<PtPersonStatus> {
    const { manages } = await personFor(this.sql, viewer, userId, false);
    const [{ rows }, { attempts, records }] = await Promise.all([
      this.sql.query<StatusRow>(`select ${STATUS_COLUMNS} from pt_status s where s.user_id = $1 and s.year = $2`, [userId, year]),
      this.facts(userId, year),
    ]);
    const standing = standingOf(rows[0] ?? null);
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
