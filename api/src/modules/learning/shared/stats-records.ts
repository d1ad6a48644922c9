import { Inject, Injectable } from '@nestjs/common';
import type { StatsPage, StatsRecord } from '@cytocampus/contracts';
import { STANDING_ATTEMPT_ORDER, STANDING_RECORD } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { SQL } from '../../../infra/tokens.js';

interface StatsRecordRow {
  id: string;
  user_id: string;
  module_id: string;
  ref_id: string | null;
  revision_id: string;
  item_id: string;
  item_type: string;
  page_count: number;
  completed_pages: number;
  progress: number;
  result: number | null;
  graded: boolean;
  start_time: Date | null;
  submitted_on: Date | null;
  pages: StatsPage[];
  attempt: number;
  version: number;
}

export interface StatsFilter {
  moduleId?: string | undefined;
  itemId?: string | undefined;
  refId?: string | undefined;
  itemType?: string | undefined;
  recordId?: string | undefined;
}

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
    const { rows } = await this.sql.query<StatsRecordRow>(
      `select ${standingOnly ? 'distinct on (module_id, item_id)' : ''} id, user_id, module_id, ref_id, revision_id, item_id, item_type, page_count,
              completed_pages, progress, result, graded, start_time, submitted_on, pages, attempt, version
         from stats_records
        where user_id = $1 and start_time is not null and ($2::text is null or module_id = $2) and ($3::text is null or item_id = $3)
          and ($4::text is null or ref_id = $4) and ($5::text is null or item_type = $5) and ($6::text is null or id = $6)
          ${standingOnly ? `and ${STANDING_RECORD}` : ''}
        order by ${standingOnly ? `module_id, item_id, ${STANDING_ATTEMPT_ORDER}` : 'start_time, id'}`,
      [userId, filter.moduleId ?? null, filter.itemId ?? null, filter.refId ?? null, filter.itemType ?? null, filter.recordId ?? null],
    );
    return rows.map((row) => toStatsRecord(row, verbose));
  }
}
