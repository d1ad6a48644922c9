import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@cytocampus/domain';
import { PRACTICE_MSG, type PracticeTaking } from '@cytocampus/contracts';
import type { PracticeAttempt } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { currentRevisions, newestPracticeSet } from '@cytocampus/projections';
import { SQL } from '../../../infra/tokens.js';
import { LearnerCatalogue } from './learner-catalogue.js';

/**
 * Attempts at the practice set test (issue 31; docs/adr/0036 "Taking a practice set"): each fixes
 * at its first checkout the learner's newest set, as a proficiency attempt fixes its draw.
 */
@Injectable()
export class PracticeAttempts {
  constructor(
    @Inject(SQL) private readonly sql: SqlClient,
    private readonly catalogue: LearnerCatalogue,
  ) {}

  /** Where the learner takes their set: the first of their courses (by id) that holds an active practice set test; null when none does. */
  async taking(userId: string): Promise<PracticeTaking | null> {
    const { rows } = await this.sql.query<{ module_id: string; test_id: string }>(
      `select m.item_id as module_id, t.item_id as test_id
         from ${currentRevisions('test')} t
         join ${currentRevisions('module')} m on m.active and m.fields->'items' @> jsonb_build_array(jsonb_build_object('type', 'test', 'itemId', t.item_id))
        where t.active and t.fields->>'practiceSet' = 'true'
        order by m.item_id, t.item_id`,
    );
    for (const row of rows) {
      const course = await this.catalogue.course(userId, row.module_id);
      if (course?.items.some((i) => i.type === 'test' && i.itemId === row.test_id)) return { moduleId: row.module_id, testId: row.test_id };
    }
    return null;
  }

  /** The newest set as an attempt holds it, null when none. */
  async newest(userId: string): Promise<PracticeAttempt | null> {
    const row = await newestPracticeSet(this.sql, userId);
    return row ? { setId: row.set_id, slides: row.slides.map((s) => s.slideId) } : null;
  }

  /** The set a new attempt fixes: 409 with nothing stored when the learner has none yet. */
  async begin(userId: string): Promise<PracticeAttempt> {
    const set = await this.newest(userId);
    if (!set) throw new DomainError('conflict', PRACTICE_MSG.noSet);
    return set;
  }
}
