import type { ProficiencyTestGraded, ReviewCheckedOut } from '@cytocampus/domain';
import { perEvent, streamEntityId, type Projection } from '../../projection.js';
import { execAll } from '../../sql.js';

const iso = (ms: number): string => new Date(ms).toISOString();

/**
 * Proficiency test attempts (issue 30; docs/adr/0035 "Taking a proficiency test"): one row per
 * attempt from its first checkout, graded when it is submitted. The API's time-out finds the open
 * attempts by `deadline` (indexed); the managers' PT page, the ladder and the result read the rest.
 *
 * Columns: review_id (the attempt's review), user_id, org_id (the learner's at checkout), module_id,
 * item_id (the test), revision_id, attempt (within the course), size (10 or 20), grid ('technologist'
 * or 'pathologist'), slides (jsonb: slide item ids in the examinee's order), started_at, deadline;
 * once graded: submitted_at, submitted_by ('learner' or 'time'), year (UTC, the ladder's), points,
 * max_points, score (points / max, may be below 0), passed, automatic_failures (jsonb: slide ids),
 * results (jsonb: per slide {slideId, reference, response, points}), code (the verification code);
 * version (1 at checkout, +1 when graded). A cleared attempt's row is deleted (nothing of it counts).
 */
export const ptAttemptsProjection: Projection<'ptAttempts'> = {
  name: 'ptAttempts',
  version: 1,
  tables: ['pt_attempts'],
  migrate: (db) =>
    execAll(db, [
      `create table if not exists pt_attempts (
        review_id text primary key,
        user_id text not null,
        org_id text,
        module_id text not null,
        item_id text not null,
        revision_id text not null,
        attempt int not null,
        size int not null,
        grid text not null,
        slides jsonb not null,
        started_at timestamptz not null,
        deadline timestamptz not null,
        submitted_at timestamptz,
        submitted_by text,
        year int,
        points float8,
        max_points float8,
        score float8,
        passed boolean,
        automatic_failures jsonb,
        results jsonb,
        code text,
        version int not null default 1
      )`,
      // The time-out's question: which open attempts are due first.
      `create index if not exists pt_attempts_open_deadline_idx on pt_attempts (deadline) where submitted_at is null`,
      `create index if not exists pt_attempts_user_idx on pt_attempts (user_id, started_at)`,
      `create index if not exists pt_attempts_org_idx on pt_attempts (org_id, started_at)`,
      `create unique index if not exists pt_attempts_code_idx on pt_attempts (code) where code is not null`,
    ]),
  ...perEvent({
    ReviewCheckedOut: async (db, event) => {
      const d = event.data as ReviewCheckedOut['data'];
      const pt = d.proficiency;
      if (!pt) return;
      await db.query(
        `insert into pt_attempts (review_id, user_id, org_id, module_id, item_id, revision_id, attempt, size, grid, slides, started_at, deadline)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12) on conflict (review_id) do nothing`,
        [
          d.reviewId,
          d.userId,
          event.metadata.orgId,
          d.moduleId,
          d.itemId,
          d.revisionId,
          d.attempt ?? 1,
          pt.size,
          pt.grid,
          JSON.stringify(pt.slides),
          iso(pt.startedAt),
          iso(pt.deadline),
        ],
      );
    },
    ProficiencyTestGraded: (db, event) => {
      const d = event.data as ProficiencyTestGraded['data'];
      return db.query(
        `update pt_attempts set submitted_at = $2, submitted_by = $3, year = $4, points = $5, max_points = $6, score = $7, passed = $8,
                automatic_failures = $9::jsonb, results = $10::jsonb, code = $11, version = version + 1
          where review_id = $1 and submitted_at is null`,
        [
          streamEntityId(event),
          iso(d.submitTime),
          d.by,
          d.year,
          d.points,
          d.maxPoints,
          d.score,
          d.passed,
          JSON.stringify(d.automaticFailures),
          JSON.stringify(d.slides),
          d.code,
        ],
      );
    },
    ReviewCleared: (db, event) => db.query(`delete from pt_attempts where review_id = $1`, [streamEntityId(event)]),
  }),
};
