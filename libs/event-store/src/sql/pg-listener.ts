import pg from 'pg';
import { pgTypes } from './value-parsers.js';

type Callback = (payload: string) => void;

const RECONNECT_DELAY_MS = 1_000;

/**
 * One dedicated connection that LISTENs for every channel of a pg client. Notifications only wake
 * readers (they also poll), so a lost connection costs latency, not events: it is re-opened and
 * every channel is listened to again.
 */
export class PgListener {
  readonly #connectionString: string;
  readonly #onError: ((error: Error) => void) | undefined;
  readonly #channels = new Map<string, Set<Callback>>();
  #client: Promise<pg.Client> | null = null;
  #closed = false;

  constructor(connectionString: string, onError?: (error: Error) => void) {
    this.#connectionString = connectionString;
    this.#onError = onError;
  }

  async listen(channel: string, callback: Callback): Promise<() => Promise<void>> {
    let callbacks = this.#channels.get(channel);
    if (callbacks) {
      callbacks.add(callback);
    } else {
      callbacks = new Set([callback]);
      this.#channels.set(channel, callbacks);
      try {
        await (await this.#connection()).query(`LISTEN ${channel}`);
      } catch (error) {
        this.#channels.delete(channel);
        throw error;
      }
    }
    return async () => {
      callbacks.delete(callback);
      if (callbacks.size > 0 || this.#channels.get(channel) !== callbacks) return;
      this.#channels.delete(channel);
      if (this.#client && !this.#closed) await (await this.#client).query(`UNLISTEN ${channel}`);
    };
  }

  async close(): Promise<void> {
    this.#closed = true;
    const client = this.#client;
    this.#client = null;
    if (client) await (await client.catch(() => null))?.end();
  }

  #connection(): Promise<pg.Client> {
    this.#client ??= this.#connect();
    return this.#client;
  }

  async #connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.#connectionString, types: pgTypes });
    client.on('notification', (message) => {
      for (const callback of this.#channels.get(message.channel) ?? []) callback(message.payload ?? '');
    });
    client.on('error', (error) => this.#lost(client, error));
    try {
      await client.connect();
    } catch (error) {
      this.#client = null;
      throw error;
    }
    return client;
  }

  #lost(client: pg.Client, error: Error): void {
    this.#onError?.(error);
    void client.end().catch(() => undefined);
    this.#client = null;
    this.#scheduleRelisten();
  }

  #scheduleRelisten(): void {
    if (this.#closed || this.#channels.size === 0) return;
    setTimeout(() => void this.#relisten(), RECONNECT_DELAY_MS).unref();
  }

  async #relisten(): Promise<void> {
    if (this.#closed) return;
    try {
      const client = await this.#connection();
      for (const channel of this.#channels.keys()) await client.query(`LISTEN ${channel}`);
      // Wake everyone: notifications sent while we were away are gone.
      for (const callbacks of this.#channels.values()) for (const callback of callbacks) callback('');
    } catch (error) {
      this.#onError?.(error instanceof Error ? error : new Error(String(error)));
      const client = this.#client;
      this.#client = null;
      void client?.then((c) => c.end()).catch(() => undefined);
      this.#scheduleRelisten();
    }
  }
}
