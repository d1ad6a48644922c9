/**
 * Throttles a stream of values to at most one every `intervalMs`, always delivering the last one
 * (trailing edge) and never the same value twice. Viewport changes arrive every animation frame;
 * reviews record them for replay and screening coverage, a few per second at most (guide section 1).
 */

/** Time and timers, injectable so tests need no real waiting. */
export interface Clock {
  now(): number;
  /** Runs `task` after `ms`; answers a function that cancels it. */
  schedule(task: () => void, ms: number): () => void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  schedule(task, ms) {
    const handle = setTimeout(task, ms);
    return () => clearTimeout(handle);
  },
};

export interface Sampler<T> {
  push(value: T): void;
  /** Delivers a waiting value now (before the view is destroyed, say). */
  flush(): void;
  cancel(): void;
}

export function createSampler<T>(emit: (value: T) => void, intervalMs: number, clock: Clock, same: (a: T, b: T) => boolean): Sampler<T> {
  let lastEmitAt = Number.NEGATIVE_INFINITY;
  let last: { value: T } | null = null;
  let pending: { value: T } | null = null;
  let cancelTimer: (() => void) | null = null;

  const deliver = () => {
    cancelTimer = null;
    if (!pending) return;
    const { value } = pending;
    pending = null;
    if (last && same(last.value, value)) return;
    last = { value };
    lastEmitAt = clock.now();
    emit(value);
  };

  return {
    push(value) {
      pending = { value };
      if (cancelTimer) return;
      const wait = lastEmitAt + intervalMs - clock.now();
      if (wait <= 0) deliver();
      else cancelTimer = clock.schedule(deliver, wait);
    },
    flush() {
      cancelTimer?.();
      deliver();
    },
    cancel() {
      cancelTimer?.();
      cancelTimer = null;
      pending = null;
    },
  };
}

/** Runs `task` once, `delayMs` after the last call (gamma redraws, spec: 250 ms). */
export function createDebouncer(task: () => void, delayMs: number, clock: Clock): { call(): void; cancel(): void } {
  let cancelTimer: (() => void) | null = null;
  return {
    call() {
      cancelTimer?.();
      cancelTimer = clock.schedule(() => {
        cancelTimer = null;
        task();
      }, delayMs);
    },
    cancel() {
      cancelTimer?.();
      cancelTimer = null;
    },
  };
}
