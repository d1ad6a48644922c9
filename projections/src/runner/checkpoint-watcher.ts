import { comparePositions, positionFromString, type Position, type SqlClient } from '@cytocampus/event-store';
import { CHECKPOINT_CHANNEL, migrateCheckpoints, readCheckpoints, readParkedSince } from './checkpoints.js';

/** How a wait for the read models ended. */
export type WaitOutcome =
  | { kind: 'reached' }
  | { kind: 'timeout'; behind: string[] }
  /** The read model moved past the position without applying an event of that append. */
  | { kind: 'parked'; readModels: string[] };

interface Waiter {
  position: Position;
  names: readonly string[];
  resolve: (outcome: WaitOutcome) => void;
}

/** Re-reads the tables now and then, in case a notification was lost with a connection. */
const POLL_MS = 1000;
/** Parked events remembered for waiters; parking is an incident, so a few are plenty. */
const PARKED_REMEMBERED = 1000;

/**
 * Knows how far each projection got, and which events it parked, from the runner's notifications,
 * so a command can wait (bounded) until the read models it answers from include what it just
 * appended, and learn when they never will. Works the same whether the runner is in this process
 * or another one.
 */
export class CheckpointWatcher {
  private readonly positions = new Map<string, Position>();
  private parked: { projection: string; position: Position }[] = [];
  private lastParkedId = 0;
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

  /**
   * Resolves once every named projection reached the position: 'parked' when one of them parked an
   * event of the same append (same commit position, on both stores), 'timeout' after timeoutMs.
   */
  waitFor(position: Position, names: readonly string[], timeoutMs = 5000): Promise<WaitOutcome> {
    if (this.reached(position, names)) return Promise.resolve(this.outcome(position, names));
    return new Promise((resolve) => {
      const waiter: Waiter = { position, names, resolve };
      this.waiters.push(waiter);
      setTimeout(() => {
        if (!this.waiters.includes(waiter)) return;
        this.waiters = this.waiters.filter((w) => w !== waiter);
        resolve({ kind: 'timeout', behind: names.filter((name) => !this.reached(position, [name])) });
      }, timeoutMs).unref();
    });
  }

  async close(): Promise<void> {
    if (this.poller) clearInterval(this.poller);
    await this.unlisten?.();
    for (const waiter of this.waiters) waiter.resolve({ kind: 'timeout', behind: [...waiter.names] });
    this.waiters = [];
  }

  private reached(position: Position, names: readonly string[]): boolean {
    return names.every((name) => {
      const at = this.positions.get(name);
      return at !== undefined && comparePositions(at, position) >= 0;
    });
  }

  private outcome(position: Position, names: readonly string[]): WaitOutcome {
    const readModels = this.parked.filter((p) => names.includes(p.projection) && p.position.commit === position.commit).map((p) => p.projection);
    return readModels.length > 0 ? { kind: 'parked', readModels: [...new Set(readModels)] } : { kind: 'reached' };
  }

  private onNotice(payload: string): void {
    const [name, position, parked] = payload.split(' ');
    if (!name || !position) return;
    if (parked === 'parked') this.remember(name, positionFromString(position));
    this.advance(name, positionFromString(position));
  }

  private remember(projection: string, position: Position): void {
    this.parked.push({ projection, position });
    if (this.parked.length > PARKED_REMEMBERED) this.parked = this.parked.slice(-PARKED_REMEMBERED);
  }

  /** Parked events first: a waiter released by a polled checkpoint must already see them. */
  private async refresh(): Promise<void> {
    for (const row of await readParkedSince(this.sql, this.lastParkedId)) {
      this.lastParkedId = row.id;
      if (!this.parked.some((p) => p.projection === row.projection && comparePositions(p.position, row.position) === 0))
        this.remember(row.projection, row.position);
    }
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
    for (const waiter of ready) waiter.resolve(this.outcome(waiter.position, waiter.names));
  }
}
