import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { SqlClient } from '@cytocampus/event-store';
import { LeaderLoop, type LeaderLoopOptions } from './leader-loop.js';
import type { Logger } from './logger.js';

/** What a service tells its loop; the pass and the start on lead are its own methods. */
export type LeaderServiceOptions = Omit<LeaderLoopOptions, 'pass' | 'onLead'>;

/**
 * A Nest service whose work is a `LeaderLoop` (one API process at a time, behind an advisory lock):
 * the loop starts when the application has booted, when `runs()` says so, and stops with it, so
 * every background service starts, stops and is waited for the same way.
 */
export abstract class LeaderService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly loop: LeaderLoop;

  protected constructor(sql: SqlClient, logger: Logger, options: LeaderServiceOptions) {
    // Bound lazily: a subclass's own fields are set only after this constructor returns.
    this.loop = new LeaderLoop(sql, logger, {
      ...options,
      pass: () => this.pass(),
      ...(this.onLead ? { onLead: () => this.onLead!() } : {}),
    });
  }

  /** One pass; true when it did work and the next pass should follow at once. */
  protected abstract pass(): Promise<boolean | void>;

  /** Once the lock is held, before the first pass (see LeaderLoopOptions.onLead). */
  protected onLead?(): Promise<void>;

  /** Whether this process runs the loop at all (some services run only when configured). */
  protected runs(): boolean {
    return true;
  }

  /** Whether the loop is being stopped: a long pass ends early. */
  protected get stopped(): boolean {
    return this.loop.stopped;
  }

  onApplicationBootstrap(): void {
    if (this.runs()) this.loop.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.loop.stop();
  }

  /** Resolves once a whole pass that started after this call has run (tests); at once when the loop does not run. */
  nextPass(): Promise<void> {
    return this.loop.nextPass();
  }

  /** Looks for work now rather than after the rest (something was queued). */
  nudge(): void {
    this.loop.nudge();
  }
}
