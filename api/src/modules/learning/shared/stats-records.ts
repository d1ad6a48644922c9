import { Inject, Injectable } from '@nestjs/common';
import type { StatsRecord } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { statsRecordsOfUser, type StatsRecordFilter, type StatsRecordRow } from '@cytocampus/projections';
import { SQL } from '../../../infra/tokens.js';

/** Which of a learner's records a list shows (the stats reader's filter). */
export type StatsFilter = StatsRecordFilter;

const ms = (date: Date | null): number | null => date?.getTime() ?? null;

function toStatsRecord(row: StatsRecordRow, verbose: boolean): StatsRecord {
  const start = ms(row.start_time);
  return {
    id: row.id,
    userId: row.user_id,
    moduleId: row.module_id,
    refId: row.ref_id,
    revisionId: row.revision_id,
    itemId: row.item_id,
    itemType: row.item_type,
    data: { startTime: start, firstStart: start, pageCount: row.page_count, completedPages: row.completed_pages, ...(verbose ? { pages: row.pages } : {}) },
    submittedOn: ms(row.submitted_on),
    progress: row.progress,
    result: row.result,
    graded: row.graded,
    attempt: row.attempt,
    version: row.version,
  };
}

/**
 * A learner's stats records as the stats projection keeps them (read only: reviews write them); a
 * cleared one is none. Each attempt at an item is a record; `standingOnly` keeps the one that
 * stands for each item (STANDING_RECORD, STANDING_ATTEMPT_ORDER), as the course page shows it.
 */
@Injectable()
export class StatsRecords {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  async list(userId: string, filter: StatsFilter, verbose: boolean, standingOnly = false): Promise<StatsRecord[]> {
    const rows = await statsRecordsOfUser(this.sql, userId, filter, standingOnly);
    return rows.map((row) => toStatsRecord(row, verbose));
  }
}
