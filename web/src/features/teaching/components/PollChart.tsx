import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import { TEACHING_TEXT as T, type TeachingPoll } from '@cytocampus/contracts';

/** The poll's answers per option, live (the same charts library as the reports and the organization progress). */
export function PollChart({ poll }: { poll: TeachingPoll }) {
  const data = poll.options.map((option) => ({ option, [T.answers]: poll.tallies[option] ?? 0 }));
  return (
    <div data-testid="poll-chart" data-tallies={JSON.stringify(poll.tallies)} data-answered={poll.answered}>
      <Text fz="sm" c="dimmed">
        {poll.answered} {poll.answered === 1 ? 'answer' : 'answers'}
        {poll.open ? '' : ' (closed)'}
      </Text>
      {/* Bars across, one row per answer: a result set's eleven names do not fit side by side. */}
      <BarChart
        h={Math.max(120, 24 * data.length + 40)}
        data={data}
        dataKey="option"
        orientation="vertical"
        series={[{ name: T.answers, color: 'var(--mantine-primary-color-filled)' }]}
        xAxisProps={{ allowDecimals: false }}
        yAxisProps={{ interval: 0, width: 110 }}
        gridAxis="x"
        role="figure"
        aria-label={T.answers}
      />
    </div>
  );
}
