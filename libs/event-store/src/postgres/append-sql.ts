import { NOTIFY_CHANNEL, STREAM_LOCK_CLASS } from './schema-constants.js';

/**
 * The append: one call, so one round trip outside a transaction. A plpgsql function because its
 * statements' plans are cached per connection (planning an equivalent single CTE statement cost
 * more than executing it: ADR 0003). Parameters:
 * stream; expectation kind ('no_stream' | 'stream_exists' | 'any' | 'exact'); the exact revision
 * (a separate typed parameter: a cast inside CASE may be folded at plan time); the events as one
 * JSON array of {id, type, data, metadata}; whether to NOTIFY in this transaction.
 *
 * Nothing is inserted when the expectation fails. An event id already stored fails the insert on
 * its unique index; either way the caller then checks for an idempotent re-append (the slow path
 * only). Two appends racing on one stream with no_stream or an exact revision both compute the
 * same next revision; the loser fails on the unique (stream_id, stream_revision), as it should.
 */
export const APPEND_FUNCTION = `
create or replace function es_append(
  p_stream text, p_kind text, p_exact bigint, p_events json, p_notify boolean,
  out r_current bigint, out r_last bigint, out r_commit xid8, out r_prepare bigint
) language plpgsql as $fn$
begin
  -- 'any' and 'stream_exists' cannot be refuted by a concurrent append, so such appends to one stream
  -- take turns instead of failing on the unique revision. The next statement takes a fresh snapshot
  -- (READ COMMITTED, volatile function), so it sees the previous holder's commit.
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

  if json_array_length(p_events) = 1 then
    -- The common case, one event: the cheapest statement there is.
    insert into es_events (stream_id, stream_revision, event_id, event_type, data, metadata)
    values (p_stream, coalesce(r_current, -1) + 1, (p_events->0->>'id')::uuid, p_events->0->>'type',
            p_events->0->'data', p_events->0->'metadata')
    returning stream_revision, transaction_id, position into r_last, r_commit, r_prepare;
  else
    -- Many events: one multi-row insert, positions taken in the order given.
    with inserted as (
      insert into es_events (stream_id, stream_revision, event_id, event_type, data, metadata)
      select p_stream, coalesce(r_current, -1) + u.n, u.id, u.type, u.data, u.metadata
      from rows from (json_to_recordset(p_events) as (id uuid, type text, data json, metadata json))
        with ordinality as u(id, type, data, metadata, n)
      order by u.n
      returning stream_revision, transaction_id, position
    )
    select i.stream_revision, i.transaction_id, i.position into r_last, r_commit, r_prepare
    from inserted i order by i.position desc limit 1;
  end if;

  if p_notify then
    perform pg_notify('${NOTIFY_CHANNEL}', '');
  end if;
end
$fn$`;

export const APPEND_SQL = 'select * from es_append($1, $2, $3, $4::json, $5)';

/** Inside a caller's transaction: appends to one stream take turns, so 'any' never loses a race. */
export const LOCK_STREAM_SQL = `select pg_advisory_xact_lock(${STREAM_LOCK_CLASS}, hashtext($1))`;

/** Events of a stream from a revision on, to recognise an idempotent re-append. */
export const STREAM_FROM_SQL = `
select event_id, stream_revision, transaction_id, position from es_events
where stream_id = $1 and stream_revision >= $2 order by stream_revision limit $3`;

export const STREAM_LAST_SQL = `
select stream_revision, transaction_id, position from es_events
where stream_id = $1 order by stream_revision desc limit 1`;
