import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import type { ReportChart as Chart } from '@cytocampus/contracts';
import { chartLayout } from '../reportChartLayout';
import { REPORT_SCREEN_TEXT as T } from '../reportTexts';

/** Whole numbers as they are, averages with two decimals. */
const formatValue = (value: number): string => (Number.isInteger(value) ? value.toLocaleString('en-US') : value.toFixed(2));

/**
 * A report's chart (docs/adr/0028): its bars with the title and axis labels the generator chose.
 * Loaded with the first completed report shown (the charts library is not small).
 */
export default function ReportChart({ chart }: { chart: Chart }) {
  if (chart.bars.length === 0)
    return (
      <Text c="dimmed" fz="sm">
        {T.noChart}
      </Text>
    );
  const layout = chartLayout(chart);
  const lying = layout.orientation === 'vertical';
  // The value axis: x beside lying bars, y under standing ones.
  const valueAxis = { allowDecimals: !layout.wholeNumbers };
  const series = [{ name: 'value', label: chart.yLabel, color: 'var(--mantine-primary-color-filled)' }];
  return (
    <BarChart
      h={layout.height}
      data={chart.bars}
      dataKey="label"
      series={series}
      orientation={layout.orientation}
      xAxisLabel={lying ? chart.yLabel : chart.xLabel}
      yAxisLabel={lying ? chart.xLabel : chart.yLabel}
      valueFormatter={formatValue}
      xAxisProps={lying ? valueAxis : undefined}
      yAxisProps={lying ? { width: layout.labelWidth } : valueAxis}
      gridAxis={lying ? 'x' : 'y'}
      barProps={{ radius: lying ? [0, 4, 4, 0] : [4, 4, 0, 0] }}
      // A figure: a div may carry a label only with a role.
      role="figure"
      aria-label={chart.title}
      data-testid="report-chart"
    />
  );
}
