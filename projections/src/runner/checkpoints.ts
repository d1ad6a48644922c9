import { START, comparePositions, positionFromString, positionToString, type Position, type SqlExecutor } from '@cytocampus/event-store';

/**
 * Channel on which the runner announces each committed checkpoint: "<name> <position>", or
 * "<name> <position> parked" when the checkpoint moved past an event it had to park.
 */
export const CHECKPOINT_CHANNEL = 'projection_checkpoint';

export async function migrateCheckpoints(db: SqlExecutor): Promise<void> {
  await db.query(`
    create table if not exists projection_checkpoints (
      name text primary key,
      version int not null,
      position text not null,
      updated timestamptz not null default now()
    )`);
  await db.query(`
    create table if not exists projection_parked (
      id bigserial primary key,
      projection text not null,
      position text not null,
      event_id text not null,
      event_type text not null,
      stream_id text not null,
      error text not null,
      attempts int not null,
      parked_at timestamptz not null default now()
    )`);
}

export interface Checkpoint {
  version: number;
  position: Position;
}

export async function readCheckpoints(db: SqlExecutor): Promise<Map<string, Checkpoint>> {
  const { rows } = await db.query<{ name: string; version: number; position: string }>('select name, version, position from projection_checkpoints');
  return new Map(rows.map((r) => [r.name, { version: r.version, position: positionFromString(r.position) }]));
}

/** Locks the projection's checkpoint row for this transaction (a rebuild swap holds the same lock). */
export async function lockCheckpoint(db: SqlExecutor, name: string, version: number): Promise<Position> {
  await db.query(`insert into projection_checkpoints (name, version, position) values ($1, $2, $3) on conflict (name) do nothing`, [
    name,
    version,
    positionToString(START),
  ]);
  const { rows } = await db.query<{ position: string }>('select position from projection_checkpoints where name = $1 for update', [name]);
  return positionFromString(rows[0]!.position);
}

export async function saveCheckpoint(db: SqlExecutor, name: string, version: number, position: Position, parked = false): Promise<void> {
  const text = positionToString(position);
  await db.query('update projection_checkpoints set position = $2, version = $3, updated = now() where name = $1', [name, text, version]);
  await db.query('select pg_notify($1, $2)', [CHECKPOINT_CHANNEL, `${name} ${text}${parked ? ' parked' : ''}`]);
}

/**
 * Moves the checkpoints of several projections past `position` in the caller's transaction, with
 * one statement each for creating, locking, moving and announcing them (not one transaction per
 * projection): for projections that no event of a batch concerns. Only checkpoints behind move.
 */
export async function moveCheckpoints(db: SqlExecutor, projections: readonly { name: string; version: number }[], position: Position): Promise<void> {
  const names = projections.map((p) => p.name);
  const versions = projections.map((p) => p.version);
  await db.query(
    `insert into projection_checkpoints (name, version, position) select n, v, $3 from unnest($1::text[], $2::int[]) as t(n, v) on conflict (name) do nothing`,
    [names, versions, positionToString(START)],
  );
  const { rows } = await db.query<{ name: string; position: string }>(
    'select name, position from projection_checkpoints where name = any($1) order by name for update',
    [names],
  );
  const behind = rows.filter((r) => comparePositions(positionFromString(r.position), position) < 0).map((r) => r.name);
  if (behind.length === 0) return;
  const text = positionToString(position);
  await db.query(
    `update projection_checkpoints c set position = $3, version = t.v, updated = now() from unnest($1::text[], $2::int[]) as t(n, v) where c.name = t.n and c.name = any($4)`,
    [names, versions, text, behind],
  );
  await db.query(`select pg_notify($1, n || ' ' || $2) from unnest($3::text[]) as n`, [CHECKPOINT_CHANNEL, text, behind]);
}

export interface ParkedRow {
  id: number;
  projection: string;
  position: Position;
}

/** Parked events recorded after `afterId`, oldest first. */
export async function readParkedSince(db: SqlExecutor, afterId: number): Promise<ParkedRow[]> {
  const { rows } = await db.query<{ id: string; projection: string; position: string }>(
    'select id, projection, position from projection_parked where id > $1 order by id limit 1000',
    [afterId],
  );
  return rows.map((r) => ({ id: Number(r.id), projection: r.projection, position: positionFromString(r.position) }));
}

/** How many events each read model has parked (an incident until a rebuild applies them). */
export async function countParked(db: SqlExecutor): Promise<Map<string, number>> {
  const { rows } = await db.query<{ projection: string; parked: string }>('select projection, count(*) as parked from projection_parked group by projection');
  return new Map(rows.map((r) => [r.projection, Number(r.parked)]));
}
