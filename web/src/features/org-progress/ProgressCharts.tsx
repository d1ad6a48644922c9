import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { LEARNING_TEXT, ORG_PROGRESS_TEXT as T, type OrgProgress } from '@cytocampus/contracts';
import { percent } from '@cytocampus/domain';

const COMPLETION_SERIES = [
  { name: LEARNING_TEXT.notStarted, color: 'gray.4' },
  { name: LEARNING_TEXT.started, color: 'yellow.5' },
  { name: LEARNING_TEXT.inProgress, color: 'blue.5' },
  { name: LEARNING_TEXT.complete, color: 'teal.6' },
];
const RESULT_SERIES = [
  { name: T.averageResult, color: 'indigo.5' },
  { name: T.passed, color: 'teal.6' },
];
/** Long course names would squeeze the bars: the axis shows the start, the tooltip the rest. */
const short = (name: string) => (name.length > 22 ? `${name.slice(0, 21)}…` : name);

/**
 * The charts above the table (docs/adr/0024): per course, how many learners have not started,
 * started, are in progress or complete (stacked), and the average result with the share that passed.
 * They count every learner that matches the filters, not only the page's.
 */
export function ProgressCharts({ page }: { page: OrgProgress }) {
  const rows = page.courses.map((course, i) => ({ course, figures: page.aggregates[i] }));
  const completion = rows.map(({ course, figures }) => ({
    course: short(course.name),
    [LEARNING_TEXT.notStarted]: figures?.notStarted ?? 0,
    [LEARNING_TEXT.started]: figures?.started ?? 0,
    [LEARNING_TEXT.inProgress]: figures?.inProgress ?? 0,
    [LEARNING_TEXT.complete]: figures?.complete ?? 0,
  }));
  const results = rows.map(({ course, figures }) => ({
    course: short(course.name),
    [T.averageResult]: Math.round((figures?.averageResult ?? 0) * 100),
    [T.passed]: figures && figures.assigned > 0 ? Math.round((figures.passed / figures.assigned) * 100) : 0,
  }));
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <Paper withBorder p="md" radius="md">
        <Title order={3} size="h4" mb="sm">
          {T.completion}
        </Title>
        <BarChart
          h={220}
          data={completion}
          dataKey="course"
          type="stacked"
          series={COMPLETION_SERIES}
          withLegend
          yAxisProps={{ allowDecimals: false }}
          aria-label={T.completion}
        />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={3} size="h4" mb="sm">
          {T.results}
        </Title>
        <BarChart h={220} data={results} dataKey="course" series={RESULT_SERIES} withLegend unit="%" yAxisProps={{ domain: [0, 100] }} aria-label={T.results} />
        <Stack gap={2} mt="xs" data-testid="course-figures">
          {rows.map(({ course, figures }) => (
            <Text key={course.moduleId} fz="xs" c="dimmed" data-course={course.moduleId}>
              {`${course.name}: ${figures?.complete ?? 0} of ${figures?.assigned ?? 0} complete, ${figures?.passed ?? 0} passed, average result ${
                figures?.averageResult == null ? '–' : percent(figures.averageResult)
              }`}
            </Text>
          ))}
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
