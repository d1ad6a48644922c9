import { REPORT_LIMITS, type ReportChart } from '@cytocampus/contracts';
import type { DateWindow } from './report-scope.js';

type ChartTexts = Pick<ReportChart, 'title' | 'xLabel' | 'yLabel'>;
const DAY_MS = 86_400_000;
const BUCKETS = 10;

/** Submitted scores in ten bars: 0–9, 10–19, … 80–89, 90–100 (percent). */
export class ScoreDistribution {
  private readonly counts = new Array<number>(BUCKETS).fill(0);

  /** A score from 0 to 1. */
  add(score: number): void {
    const bucket = Math.min(BUCKETS - 1, Math.max(0, Math.floor(Math.round(score * 100) / 10)));
    this.counts[bucket]! += 1;
  }

  chart(texts: ChartTexts): ReportChart {
    const label = (i: number) => (i === BUCKETS - 1 ? `${i * 10}–100` : `${i * 10}–${i * 10 + 9}`);
    return { ...texts, bars: this.counts.map((value, i) => ({ label: label(i), value })) };
  }
}

/** Counts per label, in the order the labels are given or first seen. */
export class LabelCounts {
  private readonly counts = new Map<string, number>();

  constructor(labels: readonly string[] = []) {
    for (const label of labels) this.counts.set(label, 0);
  }

  add(label: string, count = 1): void {
    this.counts.set(label, (this.counts.get(label) ?? 0) + count);
  }

  chart(texts: ChartTexts): ReportChart {
    return { ...texts, bars: [...this.counts].slice(0, REPORT_LIMITS.chartBars).map(([label, value]) => ({ label, value })) };
  }
}

/** The average of the values given per label (two decimals), labels in the order first seen. */
export class LabelAverages {
  private readonly sums = new Map<string, { sum: number; count: number }>();

  add(label: string, value: number): void {
    const entry = this.sums.get(label) ?? { sum: 0, count: 0 };
    this.sums.set(label, { sum: entry.sum + value, count: entry.count + 1 });
  }

  chart(texts: ChartTexts): ReportChart {
    const bars = [...this.sums].slice(0, REPORT_LIMITS.chartBars).map(([label, { sum, count }]) => ({ label, value: Math.round((sum / count) * 100) / 100 }));
    return { ...texts, bars };
  }
}

type Scale = 'day' | 'month' | 'year';
const periodOf = (ms: number, scale: Scale): string => new Date(ms).toISOString().slice(0, scale === 'day' ? 10 : scale === 'month' ? 7 : 4);

/** The start of the period after the one `ms` is in (UTC). */
function nextPeriod(ms: number, scale: Scale): number {
  const d = new Date(ms);
  if (scale === 'day') return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1);
  if (scale === 'month') return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  return Date.UTC(d.getUTCFullYear() + 1, 0, 1);
}

/**
 * Counts per day over a window, every day a bar (none left out for having no count); per month
 * when that would be more than REPORT_LIMITS.chartBars bars, per year when even months would be.
 * The window's open ends are the first and last moments counted.
 */
export class PeriodCounts {
  private readonly days = new Map<string, number>();
  private first: number | null = null;
  private last: number | null = null;

  add(at: Date | number): void {
    const ms = new Date(at).getTime();
    this.first = this.first === null ? ms : Math.min(this.first, ms);
    this.last = this.last === null ? ms : Math.max(this.last, ms);
    const day = periodOf(ms, 'day');
    this.days.set(day, (this.days.get(day) ?? 0) + 1);
  }

  chart(window: DateWindow, texts: Record<Scale, ChartTexts>): ReportChart {
    const from = window.from?.getTime() ?? this.first;
    // The window's end is exclusive: its last moment is the one before.
    const to = window.to ? window.to.getTime() - 1 : this.last;
    if (from === null || to === null || to < from) return { ...texts.day, bars: [] };
    const scale: Scale = (['day', 'month', 'year'] as const).find((s) => this.periodCount(from, to, s) <= REPORT_LIMITS.chartBars) ?? 'year';
    const bars: ReportChart['bars'] = [];
    for (let at = from; at <= to && bars.length < REPORT_LIMITS.chartBars; at = nextPeriod(at, scale)) bars.push({ label: periodOf(at, scale), value: 0 });
    const index = new Map(bars.map((bar, i) => [bar.label, i]));
    for (const [day, count] of this.days) {
      const i = index.get(scale === 'day' ? day : day.slice(0, scale === 'month' ? 7 : 4));
      if (i !== undefined) bars[i]!.value += count;
    }
    return { ...texts[scale], bars };
  }

  private periodCount(from: number, to: number, scale: Scale): number {
    if (scale === 'day') return Math.floor(to / DAY_MS) - Math.floor(from / DAY_MS) + 1;
    const [a, b] = [new Date(from), new Date(to)];
    const years = b.getUTCFullYear() - a.getUTCFullYear();
    return scale === 'year' ? years + 1 : years * 12 + b.getUTCMonth() - a.getUTCMonth() + 1;
  }
}
