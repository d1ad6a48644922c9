import { directoryRoom, ptStatusNoticeId, userRoom } from '@cytocampus/contracts';
import { ptLadderStatus, type PtFact, type PtLadderEvent, type ReviewCheckedOut } from '@cytocampus/domain';
import type { RecordedEvent, SqlExecutor } from '@cytocampus/event-store';
import { idsOf, type LiveNotice } from '../../live-notices.js';

/** A person and a year whose status the batch may have changed. */
interface Pair {
  userId: string;
  year: number;
}

/** The pairs the events name, and those of the attempts graded or cleared in the batch (read back: neither event names a person). */
export async function touchedPairs(db: SqlExecutor, events: readonly RecordedEvent[]): Promise<Pair[]> {
  const pairs = new Map<string, Pair>();
  const add = (userId: string, year: number) => pairs.set(`${year}/${userId}`, { userId, year });
  for (const event of events) {
    if (event.type === 'PtRemediationRecorded' || event.type === 'PtEducationRecorded') {
      const d = (event as unknown as PtLadderEvent).data;
      add(d.userId, d.year);
    } else if (event.type === 'ReviewCheckedOut') {
      const d = event.data as ReviewCheckedOut['data'];
      if (d.proficiency) add(d.userId, new Date(d.proficiency.startedAt).getUTCFullYear());
    }
  }
  const graded = idsOf(
    events.filter((e) => e.type === 'ProficiencyTestGraded' || e.type === 'ReviewCleared'),
    'review',
  );
  if (graded.length > 0) {
    const { rows } = await db.query<{ user_id: string; year: number }>('select user_id, year from pt_ladder_attempts where review_id = any($1)', [graded]);
    for (const r of rows) add(r.user_id, r.year);
  }
  return [...pairs.values()];
}

interface AttemptRow {
  user_id: string;
  year: number;
  review_id: string;
  size: number;
  deadline: Date;
  graded_at: Date | null;
  passed: boolean | null;
  score: number | null;
  automatic_failures: string[];
}

const PAIRS = `(user_id, year) in (select * from unnest($1::text[], $2::int[]))`;
const key = (userId: string, year: number) => `${year}/${userId}`;

/**
 * Folds each pair's status from its graded attempts and records (ptLadderStatus) and writes its
 * `pt_status` row; the version moves only when something the row shows changed.
 */
export async function refoldPtStatus(db: SqlExecutor, pairs: readonly Pair[]): Promise<void> {
  if (pairs.length === 0) return;
  const params = [pairs.map((p) => p.userId), pairs.map((p) => p.year)];
  // One after the other: the runner's transaction is one connection.
  const { rows: attempts } = await db.query<AttemptRow>(
    `select user_id, year, review_id, size, deadline, graded_at, passed, score, automatic_failures from pt_ladder_attempts
        where ${PAIRS} and cleared_at is null order by started_at, review_id`,
    params,
  );
  const { rows: records } = await db.query<{ user_id: string; year: number; kind: string; at: Date; hours: number | null }>(
    `select user_id, year, kind, at, hours from pt_ladder_records where ${PAIRS} order by revision`,
    params,
  );
  const rows = pairs.map((pair) => {
    const own = attempts.filter((a) => a.user_id === pair.userId && a.year === pair.year);
    const graded = own.filter((a) => a.graded_at !== null).sort((a, b) => a.graded_at!.getTime() - b.graded_at!.getTime());
    const facts: PtFact[] = graded.map((a) => ({
      type: 'PtAttemptGraded',
      at: a.graded_at!.getTime(),
      size: a.size === 20 ? 20 : 10,
      passed: a.passed === true,
    }));
    const recorded: PtFact[] = records
      .filter((r) => key(r.user_id, r.year) === key(pair.userId, pair.year))
      .map((r) =>
        r.kind === 'education'
          ? { type: 'PtEducationRecorded', at: r.at.getTime(), hours: r.hours ?? 0 }
          : { type: 'PtRemediationRecorded', at: r.at.getTime() },
      );
    const status = ptLadderStatus(facts, recorded);
    const open = own.filter((a) => a.graded_at === null).at(-1) ?? null;
    const last = graded.at(-1) ?? null;
    const next = status.next;
    return [
      pair.userId,
      pair.year,
      status.state,
      status.failures,
      next.kind,
      next.kind === 'test' ? next.size : null,
      next.kind === 'test' && next.dueBy !== null ? new Date(next.dueBy).toISOString() : null,
      next.kind === 'education' ? next.hoursRecorded : 0,
      next.kind === 'education' ? next.hoursNeeded : 0,
      status.mayScreenGyn,
      status.reexamineScreenedSlides,
      status.failedAt === null ? null : new Date(status.failedAt).toISOString(),
      status.passedAt === null ? null : new Date(status.passedAt).toISOString(),
      open?.review_id ?? null,
      open ? open.deadline.toISOString() : null,
      last?.score ?? null,
      last?.automatic_failures.length ?? 0,
    ];
  });
  const columns = ['user_id', 'year', 'state', 'failures', 'next', 'next_size', 'due_by', 'hours_recorded', 'hours_needed', 'may_screen_gyn', 'reexamine'];
  const all = [...columns, 'failed_at', 'passed_at', 'open_review_id', 'open_deadline', 'last_score', 'automatic_failures'];
  const changing = all.slice(2);
  await db.query(
    `insert into pt_status (${all.join(', ')})
     select * from jsonb_to_recordset($1::jsonb) as r(user_id text, year int, state text, failures int, next text, next_size int, due_by timestamptz,
       hours_recorded float8, hours_needed float8, may_screen_gyn boolean, reexamine boolean, failed_at timestamptz, passed_at timestamptz,
       open_review_id text, open_deadline timestamptz, last_score float8, automatic_failures int)
     on conflict (year, user_id) do update set ${changing.map((c) => `${c} = excluded.${c}`).join(', ')}, version = pt_status.version + 1
     where (${changing.map((c) => `pt_status.${c}`).join(', ')}) is distinct from (${changing.map((c) => `excluded.${c}`).join(', ')})`,
    [JSON.stringify(rows.map((values) => Object.fromEntries(all.map((c, i) => [c, values[i]]))))],
  );
}

/** To the person's own room and to those who may list them (their organization's directory room and every organization's). */
export async function ptStatusNotices(db: SqlExecutor, events: readonly RecordedEvent[]): Promise<LiveNotice[]> {
  const pairs = await touchedPairs(db, events);
  if (pairs.length === 0) return [];
  const { rows } = await db.query<{ user_id: string; year: number; version: number; org_id: string | null }>(
    `select s.user_id, s.year, s.version, u.org_id from pt_status s left join users u on u.id = s.user_id where (s.user_id, s.year) in (select * from unnest($1::text[], $2::int[]))`,
    [pairs.map((p) => p.userId), pairs.map((p) => p.year)],
  );
  return rows.map((r) => ({
    rooms: [userRoom(r.user_id), directoryRoom(r.org_id), directoryRoom(null)],
    notice: { model: 'ptStatus', id: ptStatusNoticeId(r.user_id, r.year), version: r.version },
  }));
}
