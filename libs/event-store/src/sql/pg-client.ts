import pg from 'pg';
import { assertChannelName } from './errors.js';
import { PgListener } from './pg-listener.js';
import type { QueryOptions, QueryResult, SqlClient, SqlExecutor } from './types.js';
import { pgTypes } from './value-parsers.js';

export interface PgClientOptions {
  /** Pool size (default 10). The LISTEN connection and each session's own (withSession) come on top. */
  max?: number;
  /** Errors of idle or listening connections, which have no caller to throw to. */
  onError?: (error: Error) => void;
}

type PgQueryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

function executor(target: PgQueryable): SqlExecutor {
  return {
    async query<R>(text: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResult<R>> {
      const values = params as unknown[] | undefined;
      const result = (await (options?.name ? target.query({ name: options.name, text, values }) : target.query(text, values))) as
        pg.QueryResult | pg.QueryResult[];
      // Several statements without parameters answer with one result each; keep the last, as PGlite does.
      const last = Array.isArray(result) ? result[result.length - 1] : result;
      const rows = (last?.rows ?? []) as R[];
      return { rows, rowCount: last?.rowCount ?? rows.length };
    },
  };
}

/** SqlClient over a node-postgres pool (real PostgreSQL). Fails fast when the server is unreachable. */
export async function createPgClient(connectionString: string, options: PgClientOptions = {}): Promise<SqlClient> {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10, types: pgTypes });
  // An idle client losing its connection emits 'error' on the pool; unhandled, it would crash the process.
  pool.on('error', (error) => options.onError?.(error));
  const listener = new PgListener(connectionString, options.onError);
  const pooled = executor(pool);
  await pooled.query('select 1');

  async function withClient<T>(fn: (client: pg.PoolClient, markBroken: (e: Error) => void) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    let broken: Error | undefined;
    // A checked-out connection the server ends (a restart) emits 'error' on the client, not the pool:
    // unheard, it ended the process; heard, the call in progress fails and the connection is discarded.
    const lost = (error: Error) => {
      broken = error;
      options.onError?.(error);
    };
    client.on('error', lost);
    try {
      return await fn(client, (error) => (broken = error));
    } finally {
      client.off('error', lost);
      // A connection that could not even roll back is discarded, not handed to the next caller.
      client.release(broken);
    }
  }

  /**
   * A session holds its connection for as long as it lasts (a leader's advisory lock: for the process's
   * life), so it opens one of its own beside the pool: ten leaders holding pooled connections left a
   * pool of 10 nothing for the queries, and the start waited for ever.
   */
  async function withOwnConnection<T>(fn: (session: SqlExecutor) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString, types: pgTypes });
    // A connection the server ends fails the call in progress; unheard, its 'error' would end the process.
    client.on('error', (error) => options.onError?.(error));
    await client.connect();
    try {
      return await fn(executor(client));
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  return {
    kind: 'pg',
    query: (text, params, options) => pooled.query(text, params, options),
    transaction: (fn) =>
      withClient(async (client, markBroken) => {
        await client.query('BEGIN');
        try {
          const result = await fn(executor(client));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(markBroken);
          throw error;
        }
      }),
    withSession: (fn) => withOwnConnection(fn),
    async listen(channel, onNotify) {
      assertChannelName(channel);
      return listener.listen(channel, onNotify);
    },
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}
