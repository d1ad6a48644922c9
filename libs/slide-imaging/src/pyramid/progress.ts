/** Logging without a framework: pino's (object, message) shape, so the API's logger fits as is. */
export interface SlideLogger {
  info(data: object, message?: string): void;
  warn(data: object, message?: string): void;
}

/**
 * Progress as fractions for a UI bar: never backwards, never above 1, and only when it moved by at
 * least half a percent (the tile watcher polls often). 0 and 1 are always reported.
 */
export function progressReporter(onProgress?: (fraction: number) => void): (fraction: number) => void {
  let last = -1;
  return (fraction) => {
    if (!onProgress) return;
    const f = Math.min(1, Math.max(0, fraction));
    if (f <= last || (f - last < 0.005 && f !== 1 && last >= 0)) return;
    last = f;
    onProgress(f);
  };
}
