import type { SqlClient } from '@cytocampus/event-store';
import { holdLeadership, type Leadership } from '@cytocampus/projections';
import type { Logger } from './logger.js';

export const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export interface LeaderLoopOptions {
  /** The advisory lock that makes the work one across API processes ("ccslid", "ccmail"…). */
  lock: { key: number; name: string };
  /** Once the lock is held, before the first pass (a migration, a sweep); a failure is logged and the passes go on. */
  onLead?: () => Promise<void>;
  /** One pass; true when it did work and the next pass should follow at once. */
  pass: () => Promise<boolean | void>;
  /** Rest after a pass that found nothing to do. */
  restMs: number;
  /** Rest after a pass that failed (default restMs). */
  restAfterErrorMs?: number;
}

/**
 * Background work that one API process does at a time (slide processing, report generation,
 * e-mail): it waits for the lock (a standby takes over when the holder dies), then runs passes
 * until stopped, resting between passes that found nothing to do; `nudge` ends a rest early. A pass
 * that fails is logged and the loop goes on.
 */
export class LeaderLoop {
  private stopping = false;
  private loop: Promise<void> | null = null;
  private leadership: Leadership | null = null;
  private wake: (() => void) | null = null;
  private passed: (() => void)[] = [];

  constructor(
    private readonly sql: SqlClient,
    private readonly logger: Logger,
    private readonly options: LeaderLoopOptions,
  ) {}

  start(): void {
    this.loop = this.run().catch((error: unknown) => this.logger.error({ error: errorMessage(error) }, `${this.options.lock.name} stopped`));
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.loop;
    await this.leadership?.release();
    for (const resolve of this.passed.splice(0)) resolve();
  }

  /** Whether it is being stopped: a long pass ends early. */
  get stopped(): boolean {
    return this.stopping;
  }

  /** Looks for work now rather than after the rest (something was queued). */
  nudge(): void {
    this.wake?.();
  }

  /** Resolves once a whole pass that started after this call has run (tests); at once when the loop does not run. */
  nextPass(): Promise<void> {
    if (!this.loop || this.stopping) return Promise.resolve();
    const done = new Promise<void>((resolve) => this.passed.push(resolve));
    this.wake?.();
    return done;
  }

  /** Leads, then passes until stopped; a lost lock (the database restarted) ends the passes until it is held again. */
  private async run(): Promise<void> {
    const { lock, onLead, pass, restMs, restAfterErrorMs = restMs } = this.options;
    while (!this.stopping) {
      this.leadership = await holdLeadership(this.sql, this.logger, () => this.stopping, lock);
      let lost = false;
      void this.leadership.lost.then(() => {
        lost = true;
        this.wake?.();
      });
      if (!this.stopping && onLead) await onLead().catch((error: unknown) => this.logger.warn({ error: errorMessage(error) }, `${lock.name}: start failed`));
      while (!this.stopping && !lost) {
        // Whoever waits for a pass waits for one that starts after they asked.
        const waiting = this.passed;
        this.passed = [];
        let rest = restMs;
        try {
          if (await pass()) rest = 0;
        } catch (error) {
          this.logger.error({ error: errorMessage(error) }, `${lock.name} pass failed`);
          rest = restAfterErrorMs;
        }
        for (const resolve of waiting) resolve();
        if (this.stopping || lost || rest === 0 || this.passed.length > 0) continue;
        await this.idle(rest);
      }
    }
  }

  private idle(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      // Woken early, the timer goes too: a pending one would keep a stopped process (or a test run) alive.
      const timer = setTimeout(() => wake(), ms);
      const wake = (): void => {
        clearTimeout(timer);
        resolve();
      };
      this.wake = wake;
    });
  }
}
