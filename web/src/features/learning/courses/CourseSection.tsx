import type { ReactNode } from 'react';
import { Badge, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { CourseHeader } from '@cytocampus/contracts';
import { CourseTile } from '../tiles/CourseTile';

interface CourseSectionProps {
  /** The anchor (#current, #explore…). */
  id: string;
  title: string;
  icon: ReactNode;
  courses: readonly CourseHeader[];
  now: number;
  emptyText: string;
}

/** One category of the courses page: its title and count, then its tiles. */
export function CourseSection({ id, title, icon, courses, now, emptyText }: CourseSectionProps) {
  const titleId = `${id}-title`;
  return (
    <Stack component="section" id={id} aria-labelledby={titleId} gap="md" style={{ scrollMarginTop: 88 }}>
      <Group gap="sm">
        <ThemeIcon variant="light" radius="md" size={32}>
          {icon}
        </ThemeIcon>
        <Title order={2} fz="lg" id={titleId}>
          {title}
        </Title>
        <Badge variant="light" color="gray" radius="sm">
          {courses.length}
        </Badge>
      </Group>
      {courses.length === 0 ? (
        <Text fz="sm" c="dimmed" py="lg" ta="center" style={{ border: '1px dashed var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}>
          {emptyText}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {courses.map((course) => (
            <CourseTile key={course.moduleId} course={course} now={now} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
