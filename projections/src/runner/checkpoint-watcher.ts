import { comparePositions, positionFromString, type Position, type SqlClient } from '@cytocampus/event-store';
import { CHECKPOINT_CHANNEL, migrateCheckpoints, readCheckpoints } from './checkpoints.js';

interface Waiter {
  position: Position;
  names: readonly string[];
  resolve: (reached: boolean) => void;
}

/** Re-reads the table now and then, in case a notification was lost with a connection. */
const POLL_MS = 1000;

/**
 * Knows how far each projection got, from the runner's notifications, so a command can wait
 * (bounded) until the read models it answers from include what it just appended.
 * Works the same whether the runner is in this process or another one.
 */
export class CheckpointWatcher {
  private readonly positions = new Map<string, Position>();
  private waiters: Waiter[] = [];
  private unlisten: (() => Promise<void>) | null = null;
  private poller: NodeJS.Timeout | null = null;

  private constructor(private readonly sql: SqlClient) {}

  static async start(sql: SqlClient): Promise<CheckpointWatcher> {
    const watcher = new CheckpointWatcher(sql);
    await migrateCheckpoints(sql);
    watcher.unlisten = await sql.listen(CHECKPOINT_CHANNEL, (payload) => watcher.onNotice(payload));
    await watcher.refresh();
    watcher.poller = setInterval(() => void watcher.refresh().catch(() => undefined), POLL_MS);
    watcher.poller.unref();
    return watcher;
  }

  position(name: string): Position | undefined {
    return this.positions.get(name);
  }

  /** Resolves true once every named projection reached the position, false after the timeout. */
  waitFor(position: Position, names: readonly string[], timeoutMs = 5000): Promise<boolean> {
    if (this.reached(position, names)) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter: Waiter = { position, names, resolve };
      this.waiters.push(waiter);
      setTimeout(() => {
        if (!this.waiters.includes(waiter)) return;
        this.waiters = this.waiters.filter((w) => w !== waiter);
        resolve(false);
      }, timeoutMs).unref();
    });
  }

  async close(): Promise<void> {
    if (this.poller) clearInterval(this.poller);
    await this.unlisten?.();
    for (const waiter of this.waiters) waiter.resolve(false);
    this.waiters = [];
  }

  private reached(position: Position, names: readonly string[]): boolean {
    return names.every((name) => {
      const at = this.positions.get(name);
      return at !== undefined && comparePositions(at, position) >= 0;
    });
  }

  private onNotice(payload: string): void {
    const [name, position] = payload.split(' ');
    if (name && position) this.advance(name, positionFromString(position));
  }

  private async refresh(): Promise<void> {
    for (const [name, checkpoint] of await readCheckpoints(this.sql)) this.advance(name, checkpoint.position);
  }

  private advance(name: string, position: Position): void {
    const current = this.positions.get(name);
    // Notices may arrive out of order with the polled reads; a checkpoint never moves back.
    if (current && comparePositions(current, position) >= 0) return;
    this.positions.set(name, position);
    const ready = this.waiters.filter((w) => this.reached(w.position, w.names));
    if (ready.length === 0) return;
    this.waiters = this.waiters.filter((w) => !ready.includes(w));
    for (const waiter of ready) waiter.resolve(true);
  }
}
