import type { ProficiencyTestGraded, PtEducationRecorded, PtRemediationRecorded, ReviewCheckedOut, ReviewCleared } from '@cytocampus/domain';
import type { RecordedEvent, SqlExecutor } from '@cytocampus/event-store';
import { perEvent, streamEntityId, type Projection } from '../../projection.js';
import { execAll } from '../../sql.js';
import { ptStatusNotices, refoldPtStatus, touchedPairs } from './pt-status-fold.js';

const iso = (ms: number): string => new Date(ms).toISOString();

const writes = perEvent({
  // Every checkout repeats the subject: the first one makes the attempt's row.
  ReviewCheckedOut: (db, event) => {
    const d = event.data as ReviewCheckedOut['data'];
    const pt = d.proficiency;
    if (!pt) return Promise.resolve();
    return db.query(
      `insert into pt_ladder_attempts (review_id, user_id, year, module_id, item_id, size, grid, started_at, deadline)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict (review_id) do nothing`,
      [d.reviewId, d.userId, new Date(pt.startedAt).getUTCFullYear(), d.moduleId, d.itemId, pt.size, pt.grid, iso(pt.startedAt), iso(pt.deadline)],
    );
  },
  ProficiencyTestGraded: (db, event) => {
    const d = event.data as ProficiencyTestGraded['data'];
    return db.query(
      `update pt_ladder_attempts set year = $2, graded_at = $3, graded_by = $4, points = $5, max_points = $6, score = $7, passed = $8,
              automatic_failures = $9::jsonb, grid = $10, size = $11
        where review_id = $1`,
      [streamEntityId(event), d.year, iso(d.submitTime), d.by, d.points, d.maxPoints, d.score, d.passed, JSON.stringify(d.automaticFailures), d.grid, d.size],
    );
  },
  // A cleared attempt (an administrator's Clear Stats) no longer counts; its row stays so that the batch finds whose ladder to refold.
  ReviewCleared: (db, event) =>
    db.query(`update pt_ladder_attempts set cleared_at = $2 where review_id = $1`, [
      streamEntityId(event),
      iso((event.data as ReviewCleared['data']).clearedAt),
    ]),
  PtRemediationRecorded: (db, event) => record(db, event, 'remediation', null),
  PtEducationRecorded: (db, event) => record(db, event, 'education', (event.data as PtEducationRecorded['data']).hours),
});

function record(db: SqlExecutor, event: RecordedEvent, kind: 'remediation' | 'education', hours: number | null) {
  const d = event.data as PtRemediationRecorded['data'];
  return db.query(
    `insert into pt_ladder_records (user_id, year, revision, kind, at, by_user, note, hours, upload)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb) on conflict (user_id, year, revision) do nothing`,
    [d.userId, d.year, Number(event.revision), kind, iso(d.at), d.by, d.note, hours, d.upload ? JSON.stringify(d.upload) : null],
  );
}

/**
 * The retest ladder per person and year (docs/adr/0035, "The ladder and the PT page"): the
 * proficiency attempts (from the review streams: the checkout's `proficiency` subject,
 * ProficiencyTestGraded, and ReviewCleared, after which an attempt stops counting), what managers recorded (`ptladder-…`), and `pt_status`, one row per
 * person and year folded with the domain's ptStatusOf after each batch. Its own attempts table,
 * not the taking side's `pt_attempts`, so each read model rebuilds alone.
 */
export const ptStatusProjection: Projection<'ptStatus'> = {
  name: 'ptStatus',
  version: 2,
  tables: ['pt_status', 'pt_ladder_attempts', 'pt_ladder_records'],
  eventTypes: writes.eventTypes,
  notices: ptStatusNotices,
  migrate: (db) =>
    execAll(db, [
      `create table if not exists pt_ladder_attempts (
        review_id text primary key,
        user_id text not null,
        year int not null,
        module_id text not null,
        item_id text not null,
        size int not null,
        grid text not null,
        started_at timestamptz not null,
        deadline timestamptz not null,
        graded_at timestamptz,
        graded_by text,
        points float8,
        max_points float8,
        score float8,
        passed boolean,
        automatic_failures jsonb not null default '[]',
        cleared_at timestamptz
      )`,
      `create index if not exists pt_ladder_attempts_user_idx on pt_ladder_attempts (user_id, year, started_at)`,
      `create table if not exists pt_ladder_records (
        user_id text not null,
        year int not null,
        revision int not null,
        kind text not null,
        at timestamptz not null,
        by_user text not null,
        note text not null,
        hours float8,
        upload jsonb,
        primary key (user_id, year, revision)
      )`,
      `create table if not exists pt_status (
        user_id text not null,
        year int not null,
        state text not null,
        failures int not null,
        next text not null,
        next_size int,
        due_by timestamptz,
        hours_recorded float8 not null,
        hours_needed float8 not null,
        may_screen_gyn boolean not null,
        reexamine boolean not null,
        failed_at timestamptz,
        passed_at timestamptz,
        open_review_id text,
        open_deadline timestamptz,
        last_score float8,
        automatic_failures int not null,
        version int not null default 1,
        primary key (year, user_id)
      )`,
    ]),
  apply: async (db, events) => {
    await writes.apply(db, events);
    await refoldPtStatus(db, await touchedPairs(db, events));
  },
};
