import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Paper, SimpleGrid, Title } from '@mantine/core';
import { SCREENING_SKILL_TEXT as S, SKILL_PAGE_TEXT as P, SKILL_RATES, type SkillMonth } from '@cytocampus/contracts';

const RATE_COLOR = { falseNegativeRate: 'red.6', downgradeRate: 'orange.6', overcallRate: 'grape.6' } as const;

/** Month by month: the slides and their errors (bars), and the three rates in % (lines; a month without a denominator leaves a gap). */
export function TrendChart({ trend }: { trend: SkillMonth[] }) {
  const counts = trend.map((m) => ({ month: m.month, [S.slides]: m.slides, [P.locator]: m.locator, [P.interpretation]: m.interpretation }));
  const rates = trend.map((m) => ({
    month: m.month,
    ...Object.fromEntries(SKILL_RATES.map((rate) => [S.rate[rate], m[rate] === null ? null : Math.round(m[rate] * 100)])),
  }));
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="skill-trend">
      <Title order={3} fz="md" mb="sm" id="skill-trend">
        {P.trend}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <BarChart
          h={200}
          data={counts}
          dataKey="month"
          series={[
            { name: S.slides, color: 'blue.6' },
            { name: P.locator, color: 'orange.6' },
            { name: P.interpretation, color: 'red.6' },
          ]}
          withLegend
          yAxisProps={{ allowDecimals: false }}
          // A figure: a div may carry a label only with a role.
          role="figure"
          aria-label={`${P.trend}: ${S.slides}`}
        />
        <LineChart
          h={200}
          data={rates}
          dataKey="month"
          series={SKILL_RATES.map((rate) => ({ name: S.rate[rate], color: RATE_COLOR[rate] }))}
          withLegend
          unit="%"
          connectNulls={false}
          yAxisProps={{ domain: [0, 100] }}
          role="figure"
          aria-label={`${P.trend}: %`}
        />
      </SimpleGrid>
    </Paper>
  );
}
