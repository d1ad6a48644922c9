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
      <BarChart
        h={220}
        data={data}
        dataKey="option"
        series={[{ name: T.answers, color: 'var(--mantine-primary-color-filled)' }]}
        yAxisProps={{ allowDecimals: false }}
        xAxisProps={{ interval: 0, angle: -40, textAnchor: 'end', height: 70 }}
        aria-label={T.answers}
      />
    </div>
  );
}
