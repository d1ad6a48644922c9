/**
 * One small SQL interface over node-postgres (real PostgreSQL) and PGlite (embedded), shared by the
 * event store, the projections and the API's queries. Value mapping is the same on both drivers:
 * int8 and numeric come back as strings, timestamptz as Date, json/jsonb parsed.
 */
export interface QueryResult<R> {
  rows: R[];
  rowCount: number;
}

export interface QueryOptions {
  /**
   * node-postgres: prepare the text once per connection under this name and reuse its plan (PGlite
   * ignores it). Only for a fixed text whose tables and parameter types never change while a
   * connection lives: PostgreSQL keeps the parameter types of the first preparation.
   */
  name?: string;
}

export interface SqlExecutor {
  query<R = Record<string, unknown>>(text: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResult<R>>;
}

export interface SqlClient extends SqlExecutor {
  readonly kind: 'pg' | 'pglite';
  /** Runs fn in one transaction (BEGIN/COMMIT, ROLLBACK on throw). */
  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  /** Holds one dedicated connection for fn (session-level state such as advisory locks), never one the queries need. */
  withSession<T>(fn: (session: SqlExecutor) => Promise<T>): Promise<T>;
  /** LISTEN on a channel; resolves to an unlisten function. Notifications only wake readers. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
