import { UPLOAD_PROGRESS_THROTTLE_MS } from '@cytocampus/contracts';

interface Pending<N> {
  notice: N;
  lastSent: number;
  trailing: NodeJS.Timeout | null;
}

export interface ProgressThrottleOptions<N> {
  /** Sends one notice (to the rooms of whoever watches it). */
  send: (notice: N) => void;
  /** Whether `next` moved on from `previous`; a notice that did not is dropped. All are kept without it. */
  advanced?: (previous: N, next: N) => boolean;
  /** At most one notice per key in this many ms (spec: 1000 ms, the upload progress throttle). */
  intervalMs?: number;
}

/**
 * Volatile progress, at most once per interval per key: the first notice leaves at once, later ones
 * within the interval wait and only the latest is sent, at the interval's end (latest wins, sent
 * last). `stop` forgets a key and drops what still waits, e.g. once the work is recorded as over.
 */
export class ProgressThrottle<N> {
  private readonly pending = new Map<string, Pending<N>>();
  private readonly intervalMs: number;

  constructor(private readonly options: ProgressThrottleOptions<N>) {
    this.intervalMs = options.intervalMs ?? UPLOAD_PROGRESS_THROTTLE_MS;
  }

  push(key: string, notice: N): void {
    let entry = this.pending.get(key);
    if (entry && this.options.advanced && !this.options.advanced(entry.notice, notice)) return;
    if (!entry) {
      entry = { notice, lastSent: 0, trailing: null };
      this.pending.set(key, entry);
    }
    entry.notice = notice;
    const wait = entry.lastSent + this.intervalMs - Date.now();
    if (wait <= 0) return this.send(entry);
    const waiting = entry;
    entry.trailing ??= setTimeout(() => this.send(waiting), wait);
    entry.trailing.unref();
  }

  stop(key: string): void {
    const entry = this.pending.get(key);
    if (entry?.trailing) clearTimeout(entry.trailing);
    this.pending.delete(key);
  }

  stopAll(): void {
    for (const key of [...this.pending.keys()]) this.stop(key);
  }

  private send(entry: Pending<N>): void {
    if (entry.trailing) clearTimeout(entry.trailing);
    entry.trailing = null;
    entry.lastSent = Date.now();
    this.options.send(entry.notice);
  }
}
