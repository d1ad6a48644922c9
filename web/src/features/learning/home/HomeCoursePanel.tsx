import type { ReactNode } from 'react';
import { Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LEARNING_TEXT, type CourseHeader } from '@cytocampus/contracts';
import { CourseTile } from '../tiles/CourseTile';

interface HomeCoursePanelProps {
  title: string;
  icon: ReactNode;
  /** Up to 5 courses. */
  courses: readonly CourseHeader[] | undefined;
  now: number;
  /** The courses page's category ('See More'). */
  seeMore: string;
  /** The course to emphasize, with its badge. */
  recent?: { moduleId: string | null; label: string };
  emptyTitle: string;
  emptyText: string;
}

/** One Home panel of course tiles (spec part 2 section 2: at most 5, with 'See More'). */
export function HomeCoursePanel({ title, icon, courses, now, seeMore, recent, emptyTitle, emptyText }: HomeCoursePanelProps) {
  const id = `panel-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" radius="md" size={32}>
            {icon}
          </ThemeIcon>
          <Title order={2} fz="lg" id={id}>
            {title}
          </Title>
        </Group>
        <Anchor component={Link} to={seeMore} fz="sm" fw={600} aria-label={`${LEARNING_TEXT.seeMore}: ${title}`} style={{ flex: 'none', whiteSpace: 'nowrap' }}>
          <Group gap={4} wrap="nowrap">
            {LEARNING_TEXT.seeMore}
            <IconArrowRight size={16} stroke={1.8} />
          </Group>
        </Anchor>
      </Group>
      {courses === undefined ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Skeleton h={190} radius="lg" />
          <Skeleton h={190} radius="lg" />
        </SimpleGrid>
      ) : courses.length === 0 ? (
        <Stack
          align="center"
          gap={4}
          py="xl"
          px="md"
          ta="center"
          style={{ border: '1px dashed var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}
        >
          <Text fw={600} fz="sm">
            {emptyTitle}
          </Text>
          <Text fz="sm" c="dimmed" maw={420}>
            {emptyText}
          </Text>
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {courses.map((course) => (
            <CourseTile
              key={course.moduleId}
              course={course}
              now={now}
              compact
              highlight={recent && recent.moduleId === course.moduleId ? recent.label : undefined}
            />
          ))}
        </SimpleGrid>
      )}
    </Paper>
  );
}
