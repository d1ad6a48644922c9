import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Group, Paper, Text, Title } from '@mantine/core';
import { SCREENING_OUTCOMES, SCREENING_SKILL_TEXT as S, SKILL_PAGE_TEXT as P, type ScreeningOutcome } from '@cytocampus/contracts';

export const OUTCOME_COLOR: Record<ScreeningOutcome, string> = { correct: 'teal.6', locator: 'orange.6', interpretation: 'red.6', overcall: 'grape.6' };

/** How the period's slides ended: correct, locator, interpretation, over-call; the counts also as text. */
export function OutcomeChart({ outcomes, unclassified }: { outcomes: Record<ScreeningOutcome, number>; unclassified: number }) {
  // One series per outcome, each row holding only its own: stacked, every bar takes its outcome's colour.
  const data = SCREENING_OUTCOMES.map((outcome) => ({ outcome: S.outcome[outcome], [S.outcome[outcome]]: outcomes[outcome] }));
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="skill-outcomes">
      <Title order={3} fz="md" mb="sm" id="skill-outcomes">
        {P.outcomes}
      </Title>
      <BarChart
        h={200}
        data={data}
        dataKey="outcome"
        type="stacked"
        orientation="vertical"
        series={SCREENING_OUTCOMES.map((outcome) => ({ name: S.outcome[outcome], color: OUTCOME_COLOR[outcome] }))}
        // Bars lie down: the outcomes' names read whole on the axis, even on a phone.
        yAxisProps={{ width: 130 }}
        xAxisProps={{ allowDecimals: false }}
        // Hidden from screen readers (the list below says the same), so not focusable either: no keyboard layer.
        barChartProps={{ accessibilityLayer: false }}
        aria-hidden
      />
      <Group component="ul" gap="md" p={0} m={0} mt="xs" aria-label={P.outcomes} style={{ listStyle: 'none' }}>
        {SCREENING_OUTCOMES.map((outcome) => (
          <Text component="li" key={outcome} fz="sm" data-outcome={outcome}>
            {`${S.outcome[outcome]}: ${outcomes[outcome]}`}
          </Text>
        ))}
        {unclassified > 0 && <Text component="li" fz="sm" c="dimmed">{`${P.unclassified}: ${unclassified}`}</Text>}
      </Group>
    </Paper>
  );
}
