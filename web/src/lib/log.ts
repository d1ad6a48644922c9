/**
 * The web client's one logger. Failures are logged as warnings (spec part 1 section 8); the browser
 * console is the only sink a web page has, so this is the single place allowed to use it.
 */
export const log = {
  warn(message: string, details?: unknown): void {
    // eslint-disable-next-line no-console -- the logger is the one sanctioned console user
    console.warn(`[cytocampus] ${message}`, details ?? '');
  },
};
