import { Box, Group, ScrollArea, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { SCREENING_SKILL_TEXT as S, SKILL_PAGE_TEXT as P, type SkillSort } from '@cytocampus/contracts';
import { OrgSkillsCards } from './OrgSkillsCards';
import { COLUMNS, type LearnerListProps, type SortState } from './skillColumns';

/** A column header that sorts: a button inside the th, whose aria-sort says the order. */
function SortHeader({ column, label, sort, onSort }: { column: SkillSort; label: string; sort: SortState; onSort: (c: SkillSort) => void }) {
  const active = sort.column === column;
  const Icon = !active ? IconSelector : sort.direction === 'ascending' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={active ? sort.direction : 'none'} style={{ whiteSpace: 'nowrap' }}>
      <UnstyledButton onClick={() => onSort(column)} aria-label={P.sortBy(label)} fz="sm" fw={600}>
        <Group gap={4} wrap="nowrap">
          {label}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * A page of the organization's learners with their figures, in the server's order (a header sorts
 * by its column; the medians do not sort); an outlier rate is marked with an icon and said in words
 * under the name. A name opens that learner's Skills page.
 */
export function OrgSkillsTable({ rows, factor, sort, onSort, onOpen }: LearnerListProps) {
  if (rows.length === 0) return <Text c="dimmed">{P.noLearners}</Text>;
  return (
    <>
      {/* On a phone the table collapses into one card per learner, in the same order. */}
      <Box hiddenFrom="sm">
        <OrgSkillsCards rows={rows} factor={factor} sort={sort} onSort={onSort} onOpen={onOpen} />
      </Box>
      <Box visibleFrom="sm">
        <ScrollArea type="auto" offsetScrollbars>
          <Table striped highlightOnHover verticalSpacing={6} miw={1100} aria-label={P.learners} data-testid="skill-learners">
            <Table.Thead>
              <Table.Tr>
                <SortHeader column="name" label={P.learner} sort={sort} onSort={onSort} />
                {COLUMNS.map((c) =>
                  c.sort ? (
                    <SortHeader key={c.key} column={c.sort} label={c.label} sort={sort} onSort={onSort} />
                  ) : (
                    <Table.Th key={c.key} style={{ whiteSpace: 'nowrap' }} fz="sm">
                      {c.label}
                    </Table.Th>
                  ),
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const name = `${row.firstName} ${row.lastName}`.trim();
                return (
                  <Table.Tr key={row.userId} data-learner={row.userId}>
                    <Table.Td>
                      <Stack gap={2}>
                        <UnstyledButton onClick={() => onOpen(row)} aria-label={P.open(name)} style={{ textAlign: 'left' }}>
                          <Text fz="sm" fw={600} c="blue.8" td="underline">
                            {name}
                          </Text>
                        </UnstyledButton>
                        {row.outliers.map((rate) => (
                          <Text key={rate} fz="xs" c="orange.9" data-outlier={rate}>
                            {`${P.outlierBadge}: ${S.outlier(S.rate[rate], factor)}`}
                          </Text>
                        ))}
                      </Stack>
                    </Table.Td>
                    {COLUMNS.map((c) => {
                      const outlier = row.outliers.some((rate) => rate === c.key);
                      return (
                        <Table.Td key={c.key} fw={outlier ? 700 : undefined} c={outlier ? 'orange.9' : undefined} data-column={c.key}>
                          <Group gap={4} wrap="nowrap">
                            {outlier && <IconAlertTriangle size={14} aria-label={P.outlierBadge} />}
                            {c.cell(row)}
                          </Group>
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Box>
    </>
  );
}
