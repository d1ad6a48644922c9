import type { ReportChart } from '@cytocampus/contracts';

/** Labels longer than this (a feedback question) read better beside horizontal bars. */
const LONG_LABEL_CHARS = 14;
const ROW_PX = 34;

export interface ChartLayout {
  /** Mantine's: 'horizontal' bars stand on the x axis, 'vertical' ones lie beside the y axis's labels. */
  orientation: 'horizontal' | 'vertical';
  height: number;
  /** The y axis's width for lying bars' labels. */
  labelWidth: number;
  /** Counts (every value whole) get whole-number ticks: a chart of one learner would otherwise read 0.25, 0.5, 0.75. */
  wholeNumbers: boolean;
}

/** Standing bars for short labels (score bands, days); lying bars, one row each, for long ones (questions); counts on a whole-number axis. */
export function chartLayout(chart: ReportChart): ChartLayout {
  const longest = Math.max(0, ...chart.bars.map((bar) => bar.label.length));
  const wholeNumbers = chart.bars.every((bar) => Number.isInteger(bar.value));
  if (longest <= LONG_LABEL_CHARS) return { orientation: 'horizontal', height: 280, labelWidth: 0, wholeNumbers };
  return {
    orientation: 'vertical',
    height: Math.max(200, chart.bars.length * ROW_PX + 60),
    labelWidth: Math.min(320, Math.max(120, longest * 6.5)),
    wholeNumbers,
  };
}
