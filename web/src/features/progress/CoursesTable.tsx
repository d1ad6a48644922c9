import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { LEARNING_TEXT, PROGRESS_TEXT as T, type ProgressOverview } from '@cytocampus/contracts';
import { CourseStandingBadge } from '../../shared/progress/courseStanding';
import { percent } from './progressFormat';

interface CoursesTableProps {
  courses: ProgressOverview['modules'];
  onView: (course: { id: string; name: string }) => void;
  /** Present for an admin or super. */
  onClear?: (moduleId: string) => void;
}

/**
 * The overlay's first table (spec part 2 "Progress Overview overlay"): Modules, Items, Complete,
 * Incomplete, Pending and a View button, and (ours) the course's standing with its result and the
 * passing score of the learner's assignment, so a finished course that was not passed reads so.
 */
export function CoursesTable({ courses, onView, onClear }: CoursesTableProps) {
  if (courses.length === 0) return <Text c="dimmed">{T.noCourses}</Text>;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={T.tableNames.courses}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{T.modules}</Table.Th>
            <Table.Th ta="right">{T.items}</Table.Th>
            <Table.Th ta="right">{T.complete}</Table.Th>
            <Table.Th ta="right">{T.incomplete}</Table.Th>
            <Table.Th ta="right">{T.pending}</Table.Th>
            <Table.Th>{T.result}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {courses.map((course) => (
            <Table.Tr key={course.id}>
              <Table.Td fw={500}>{course.name}</Table.Td>
              <Table.Td ta="right">{course.items}</Table.Td>
              <Table.Td ta="right">{course.totalComplete}</Table.Td>
              <Table.Td ta="right">{course.totalIncomplete}</Table.Td>
              <Table.Td ta="right">{course.totalPending}</Table.Td>
              <Table.Td>
                <Stack gap={2} align="flex-start">
                  <Group gap={6} wrap="nowrap">
                    <CourseStandingBadge course={course} size="xs" />
                    <Text fz="sm">{percent(course.result)}</Text>
                  </Group>
                  {course.passingScore !== null && (
                    <Text fz="xs" c="dimmed">
                      {LEARNING_TEXT.passingScore} {course.passingScore}%
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <Button size="xs" variant="light" onClick={() => onView(course)}>
                    {T.view}
                  </Button>
                  {onClear && (
                    <Button size="xs" variant="subtle" color="red" onClick={() => onClear(course.id)}>
                      {T.clear}
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
