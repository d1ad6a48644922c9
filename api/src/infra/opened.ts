import { errorMessage } from './leader-loop.js';
import type { Logger } from './logger.js';

/**
 * What a start has opened so far (pools, the projection runner and its lock, the Nest application),
 * so that a start that fails part way closes it before rethrowing: left open, it would keep the
 * process (or a test run) alive with nothing to answer for it.
 */
export class Opened {
  private readonly closers: { name: string; close: () => Promise<unknown> }[] = [];

  constructor(private readonly logger: Logger) {}

  /** Records how to close what was just opened (or is being opened: closing must then stop it). */
  add(name: string, close: () => Promise<unknown>): void {
    this.closers.push({ name, close });
  }

  /**
   * Runs `start` and returns what it returns; when it throws, closes what was added, last first,
   * then rethrows its error. A close that fails is logged and the others still run.
   */
  async orClose<T>(start: () => Promise<T>): Promise<T> {
    try {
      return await start();
    } catch (error) {
      for (const { name, close } of this.closers.splice(0).reverse()) {
        await close().catch((closeError: unknown) => this.logger.error({ error: errorMessage(closeError) }, `closing ${name} after a failed start failed`));
      }
      throw error;
    }
  }
}
