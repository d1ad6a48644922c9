import { Badge, Group, ScrollArea, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { ptCountdownText, ptScoreText, ptStepText, ptTimeLeftText, PT_STATE_LABEL, type PtOrgRow } from '@cytocampus/contracts';
import { PT_PAGE_WORDS as W } from './ptPageTexts';

const STATE_COLOR = { due: 'gray', passed: 'teal', retest: 'orange', remediation: 'red', education: 'red' } as const;

/** One row's deadline cell: the countdown (red when overdue), or the time left of an attempt being taken. */
function Deadline({ row, now }: { row: PtOrgRow; now: number }) {
  if (row.inProgress)
    return (
      <Text fz="sm" c="blue.8">
        {W.inProgress(ptTimeLeftText(row.inProgress.deadline, now))}
      </Text>
    );
  const countdown = ptCountdownText(row.dueBy, now);
  if (!countdown) return null;
  const overdue = row.dueBy !== null && now > row.dueBy;
  return (
    <Text fz="sm" c={overdue ? 'red.8' : undefined} fw={overdue ? 600 : undefined}>
      {countdown}
    </Text>
  );
}

/** The people of the page: state and step, deadline, last attempt; the name opens their detail. */
export function PtTable({ rows, now, onOpen }: { rows: PtOrgRow[]; now: number; onOpen: (row: PtOrgRow) => void }) {
  if (rows.length === 0) return <Text c="dimmed">{W.empty}</Text>;
  return (
    <ScrollArea type="auto">
      <Table striped highlightOnHover verticalSpacing={6} miw={340} aria-label="Proficiency tests">
        <Table.Thead>
          <Table.Tr>
            {W.columns.map((c, i) => (
              <Table.Th key={c} visibleFrom={i === 3 ? 'sm' : undefined}>
                {c}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const name = `${row.firstName} ${row.lastName}`.trim() || row.email;
            return (
              <Table.Tr key={row.id} data-person={row.id}>
                <Table.Td>
                  <UnstyledButton onClick={() => onOpen(row)} aria-label={W.open(name)} style={{ textAlign: 'left' }}>
                    <Text fz="sm" fw={600} c="blue.8" td="underline">
                      {name}
                    </Text>
                  </UnstyledButton>
                  {/* The e-mail only where there is room: at 390 px the step and deadline need it. */}
                  <Text fz="xs" c="dimmed" visibleFrom={row.groupName ? undefined : 'sm'}>
                    {row.groupName ?? row.email}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    <Group gap={6}>
                      <Badge variant="light" radius="sm" color={STATE_COLOR[row.state]}>
                        {PT_STATE_LABEL[row.state]}
                      </Badge>
                    </Group>
                    <Text fz="sm">{ptStepText(row)}</Text>
                    {!row.mayScreenGyn && (
                      <Text fz="xs" c="red.8">
                        {W.mayNotScreen}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Deadline row={row} now={now} />
                </Table.Td>
                <Table.Td visibleFrom="sm">
                  <Text fz="sm" c={row.automaticFailures > 0 ? 'red.8' : undefined}>
                    {row.lastScore === null ? W.noAttempt : W.lastScore(ptScoreText(row.lastScore), row.automaticFailures)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
