import { FIELD_SEPARATOR_SQL, RECORD_SEPARATOR_SQL } from './append-records.js';
import { NOTIFY_CHANNEL, STREAM_LOCK_CLASS } from './schema-constants.js';

/**
 * The general append, one call. A plpgsql function because its statements' plans are cached per
 * connection and because one statement cannot do it all: 'any' and 'stream_exists' cannot be
 * refuted by a concurrent append, so such appends to one stream take turns on a lock, and the
 * probe after it needs a fresh snapshot (READ COMMITTED, volatile function) to see the previous
 * holder's commit. Parameters: stream; expectation kind ('no_stream' | 'stream_exists' | 'any' |
 * 'exact'); the exact revision (a separate typed parameter: a cast inside CASE may be folded at
 * plan time); the events (append-records.ts); whether to NOTIFY in this transaction.
 *
 * Nothing is inserted when the expectation fails. Two appends racing on one stream with no_stream
 * or an exact revision both compute the same next revision; the loser fails on the unique
 * (stream_id, stream_revision), as it should. The events parameter is text, not json as in the
 * first version of this function (which may remain in older databases as an overload; calls cast
 * the parameter, so they never mix up).
 */
export const APPEND_FUNCTION = `
create or replace function es_append(
  p_stream text, p_kind text, p_exact bigint, p_events text, p_notify boolean,
  out r_current bigint, out r_last bigint, out r_commit xid8, out r_prepare bigint
) language plpgsql as $fn$
begin
  if p_kind in ('any', 'stream_exists') then
    perform pg_advisory_xact_lock(${STREAM_LOCK_CLASS}, hashtext(p_stream));
  end if;
  select max(e.stream_revision) into r_current from es_events e where e.stream_id = p_stream;
  if not (case p_kind
    when 'no_stream' then r_current is null
    when 'stream_exists' then r_current is not null
    when 'any' then true
    else r_current is not distinct from p_exact
  end) then
    return; -- r_last stays null: the expectation failed
  end if;

  -- One insert for one event or many, positions taken in the order given.
  with inserted as (
    insert into es_events (stream_id, stream_revision, event_id, event_type, data, metadata)
    select p_stream, coalesce(r_current, -1) + u.n, f.a[1]::uuid, f.a[2]::json #>> '{}', f.a[3]::json, f.a[4]::json
    from string_to_table(p_events, ${RECORD_SEPARATOR_SQL}) with ordinality as u(r, n),
      string_to_array(u.r, ${FIELD_SEPARATOR_SQL}) as f(a)
    order by u.n
    returning stream_revision, transaction_id, position
  )
  select i.stream_revision, i.transaction_id, i.position into r_last, r_commit, r_prepare
  from inserted i order by i.position desc limit 1;

  if p_notify then
    perform pg_notify('${NOTIFY_CHANNEL}', '');
  end if;
end
$fn$`;

export const APPEND_SQL = 'select * from es_append($1, $2, $3, $4::text, $5)';

/**
 * The common append, one event with 'no_stream' (null) or an exact revision, in its own transaction:
 * a plain insert of the next revision, only if the expected one exists. Revisions of a stream are
 * contiguous from 0, so "revision n exists and n + 1 does not" is "the stream is at n", and the
 * second half is the unique (stream_id, stream_revision): a stream that moved on makes the insert
 * fail with a unique violation, as a lost race does. Parameters: stream, expected revision or null,
 * id, type, data, metadata (JSON texts).
 */
export const APPEND_ONE_SQL = `
insert into es_events (stream_id, stream_revision, event_id, event_type, data, metadata)
select $1, coalesce($2::bigint, -1) + 1, $3::uuid, $4, $5::json, $6::json
where $2::bigint is null or exists (select from es_events where stream_id = $1 and stream_revision = $2::bigint)
returning stream_revision, transaction_id, position`;

/** Inside a caller's transaction: appends to one stream take turns, so 'any' never loses a race. */
export const LOCK_STREAM_SQL = `select pg_advisory_xact_lock(${STREAM_LOCK_CLASS}, hashtext($1))`;

/** Events of a stream from a revision on, to recognise an idempotent re-append. */
export const STREAM_FROM_SQL = `
select event_id, stream_revision, transaction_id, position from es_events
where stream_id = $1 and stream_revision >= $2 order by stream_revision limit $3`;

export const STREAM_LAST_SQL = `
select stream_revision, transaction_id, position from es_events
where stream_id = $1 order by stream_revision desc limit 1`;
