import type { SqlClient } from '../sql/types.js';
import { NOTIFY_CHANNEL } from './schema-constants.js';

/**
 * A notification must give its transaction an id, so it is a commit of its own; it is only a hint,
 * so that commit does not wait for the WAL flush (the appends it announces already committed).
 */
const NOTIFY_SQL = `select set_config('synchronous_commit', 'off', true), pg_notify('${NOTIFY_CHANNEL}', '')`;

/**
 * Wakes subscribers when events may have become readable. Only a hint: subscribers also poll,
 * because an aborted transaction or an unrelated one ending (the snapshot xmin moving) sends nothing.
 *
 * Appends do not NOTIFY inside their transaction: PostgreSQL then takes a database-wide lock from
 * pre-commit until the end of the commit, WAL flush included, so concurrent appends would commit one
 * by one. Instead, after an append committed, readers in this process are woken at once and one
 * pg_notify is sent on its own for other processes, coalesced: the first at once, then at most one
 * per interval for all appends committed meanwhile (docs/adr/0003-event-store.md has the figures).
 */
export class Waker {
  readonly #sql: SqlClient;
  readonly #onError: (error: Error) => void;
  readonly #intervalMs: number;
  readonly #listeners = new Set<() => void>();
  #unlisten: Promise<(() => Promise<void>) | null> | null = null;
  #notifying: Promise<void> | null = null;
  #notifyAgain = false;

  constructor(sql: SqlClient, onError: (error: Error) => void, intervalMs: number) {
    this.#sql = sql;
    this.#onError = onError;
    this.#intervalMs = intervalMs;
  }

  /** Calls `wake` on every hint until the returned function is called. Starts LISTEN on first use. */
  register(wake: () => void): () => void {
    this.#listeners.add(wake);
    this.#unlisten ??= this.#sql
      .listen(NOTIFY_CHANNEL, () => this.#wakeLocal())
      .catch((error: unknown) => {
        this.#onError(asError(error)); // polling still delivers, only later
        return null;
      });
    return () => this.#listeners.delete(wake);
  }

  /** An append committed: wake this process's readers now, other processes' through PostgreSQL. */
  committed({ tellOthers }: { tellOthers: boolean }): void {
    this.#wakeLocal();
    // A PGlite database belongs to this one process: nobody else to tell.
    if (!tellOthers || this.#sql.kind === 'pglite') return;
    this.#notifyAgain = true;
    this.#notifying ??= this.#sendNotifies();
  }

  async close(): Promise<void> {
    this.#listeners.clear();
    await this.#notifying;
    const unlisten = await this.#unlisten;
    this.#unlisten = null;
    await unlisten?.().catch((error: unknown) => this.#onError(asError(error)));
  }

  #wakeLocal(): void {
    for (const wake of this.#listeners) wake();
  }

  async #sendNotifies(): Promise<void> {
    try {
      while (this.#notifyAgain) {
        this.#notifyAgain = false;
        await this.#sql.query(NOTIFY_SQL, [], { name: 'es_notify' });
        await new Promise((resolve) => setTimeout(resolve, this.#intervalMs));
      }
    } catch (error) {
      this.#onError(asError(error));
    } finally {
      this.#notifying = null;
    }
  }
}

export function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
