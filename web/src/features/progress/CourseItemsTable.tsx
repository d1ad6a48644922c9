import { Badge, Button, Group, Switch, Table, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AUDIT_TEXT, PROGRESS_TEXT as T, type ProgressCourse, type ProgressCourseItem } from '@cytocampus/contracts';
import { itemTypeLabel } from '@cytocampus/domain';
import { reviewReplayPath } from '../../shared/navigation/sections';
import { percent, statusLabel } from './progressFormat';

interface CourseItemsTableProps {
  course: ProgressCourse;
  onViewTest: (test: { itemId: string; name: string }) => void;
  /** Present for an admin or super: clear a slide test, mark a presentation complete or not. */
  manage?: {
    clearTest: (testId: string) => void;
    setPresentationComplete: (item: ProgressCourseItem, complete: boolean) => void;
  };
}

/** Items reviewed on slides: a submitted one can be replayed (issue 16). */
const SLIDE_REVIEW_TYPES = new Set(['test', 'case', 'known', 'unknown']);

/** The overlay's second table: the items of one course with their status (complete or pending), progress and result. */
export function CourseItemsTable({ course, onViewTest, manage }: CourseItemsTableProps) {
  if (course.items.length === 0) return <Text c="dimmed">{T.noItems}</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={T.tableNames.items}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{T.items}</Table.Th>
            <Table.Th>{T.type}</Table.Th>
            <Table.Th>{T.status}</Table.Th>
            <Table.Th ta="right">{T.progress}</Table.Th>
            <Table.Th ta="right">{T.result}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {course.items.map((item) => (
            <Table.Tr key={`${item.type}/${item.itemId}`}>
              <Table.Td fw={500}>{item.name}</Table.Td>
              <Table.Td>{itemTypeLabel(item.type)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={item.status === 'complete' ? 'teal' : 'gray'}>
                  {statusLabel(item)}
                </Badge>
              </Table.Td>
              <Table.Td ta="right">{percent(item.progress)}</Table.Td>
              <Table.Td ta="right">{percent(item.result)}</Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  {item.type === 'test' && (
                    <Button size="xs" variant="light" onClick={() => onViewTest(item)}>
                      {T.view}
                    </Button>
                  )}
                  {SLIDE_REVIEW_TYPES.has(item.type) && item.recordId && item.submittedOn !== null && (
                    <Button component={Link} to={reviewReplayPath(item.recordId)} size="xs" variant="subtle" leftSection={<IconPlayerPlay size={14} />}>
                      {AUDIT_TEXT.replay}
                    </Button>
                  )}
                  {manage && item.type === 'test' && (
                    <Button size="xs" variant="subtle" color="red" onClick={() => manage.clearTest(item.itemId)}>
                      {T.clear}
                    </Button>
                  )}
                  {manage && item.type === 'presentation' && (
                    <Switch
                      size="sm"
                      label={T.markedComplete}
                      aria-label={T.markComplete(item.name)}
                      checked={item.status === 'complete'}
                      onChange={(event) => manage.setPresentationComplete(item, event.currentTarget.checked)}
                    />
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
