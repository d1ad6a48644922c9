import type { ComponentType } from 'react';
import { ScrollArea, Table, Text } from '@mantine/core';
import { ORG_PROGRESS_TEXT as T, type OrgProgress } from '@cytocampus/contracts';
import { ProgressCell } from './ProgressCell';

/** What opens a learner's Progress Overview (the progress feature's button, passed in by the router). */
export type LearnerLink = ComponentType<{ userId: string; name: string }>;

/** Learners × courses: a cell where the learner's assignment gives the course, a dash elsewhere. */
export function ProgressTable({ page, learnerLink: Link }: { page: OrgProgress; learnerLink?: LearnerLink | undefined }) {
  if (page.learners.length === 0) return <Text c="dimmed">{T.noLearners}</Text>;
  return (
    <ScrollArea type="auto">
      <Table striped highlightOnHover stickyHeader verticalSpacing={4} miw={320 + page.courses.length * 120} aria-label={T.title}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{T.learner}</Table.Th>
            <Table.Th>{T.group}</Table.Th>
            {page.courses.map((course) => (
              <Table.Th key={course.moduleId} maw={160}>
                <Text fz="sm" fw={600} lineClamp={2} title={course.name}>
                  {course.name}
                </Text>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {page.learners.map((learner) => {
            const name = `${learner.firstName} ${learner.lastName}`.trim();
            return (
              <Table.Tr key={learner.id} data-learner={learner.id}>
                <Table.Td>
                  {Link ? <Link userId={learner.id} name={name} /> : <Text fz="sm">{name}</Text>}
                  {learner.email && (
                    <Text fz="xs" c="dimmed">
                      {learner.email}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text fz="sm">{learner.groupName ?? ''}</Text>
                </Table.Td>
                {page.courses.map((course) => {
                  const cell = learner.cells[course.moduleId];
                  return (
                    <Table.Td key={course.moduleId} data-course={course.moduleId}>
                      {cell ? (
                        <ProgressCell cell={cell} learnerName={name} courseName={course.name} />
                      ) : (
                        <Text fz="sm" c="dimmed" title={T.notAssigned}>
                          –
                        </Text>
                      )}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
