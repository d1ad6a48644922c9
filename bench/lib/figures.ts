/**
 * What every bench prints and the statistics it prints: progress lines on stderr, one JSON line per
 * figure on stdout (bench/run.ts collects those), and the percentiles and medians behind them.
 */

/** A progress line on stderr, indented under the bench's name. */
export const log = (message: string) => process.stderr.write(`  ${message}\n`);

/** The writer of one bench's figures: `{bench, ...figure}` as a JSON line on stdout. */
export const figureWriter = (bench: string) => (f: object) => process.stdout.write(`${JSON.stringify({ bench, ...f })}\n`);

/** A duration in ms with one decimal, for log lines. */
export const ms = (n: number) => `${n.toFixed(1)} ms`;

/** `n` rounded to `digits` decimals. */
export const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/** A sorted copy (ascending). */
export const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

/** The middle value (the upper of the two middle ones for an even count). */
export const median = (list: number[]) => sorted(list)[Math.floor(list.length / 2)]!;

/** The value at percentile `p` (0 to 100) of an ascending list. */
export const percentile = (ascending: readonly number[], p: number) => ascending[Math.min(ascending.length - 1, Math.floor((p / 100) * ascending.length))]!;

/** The percentile, or NaN (null in the JSON line) when the list is empty. */
export const percentileOrNaN = (ascending: readonly number[], p: number) => (ascending.length > 0 ? percentile(ascending, p) : Number.NaN);

/**
 * The figures (in ms) of `measured` at each of `percentiles` against the same percentile of
 * `baseline` (both sorted); `target` stands on p99, the others are for comparison.
 */
export function percentileFigures(
  name: (p: number) => string,
  measured: number[],
  baseline: number[],
  { percentiles, target }: { percentiles: number[]; target: string },
) {
  return percentiles.map((p) => {
    const value = percentile(measured, p);
    const base = percentile(baseline, p);
    return { name: name(p), value, unit: 'ms', baseline: base, ratio: base > 0 ? value / base : undefined, target: p === 99 ? target : 'comparison only' };
  });
}
