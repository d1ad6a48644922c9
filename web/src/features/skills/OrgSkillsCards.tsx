import { ActionIcon, Card, Group, Select, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { SCREENING_SKILL_TEXT as S, SKILL_PAGE_TEXT as P, type SkillSort } from '@cytocampus/contracts';
import { COLUMNS, type LearnerListProps } from './skillColumns';

/** The learners as cards (phone width): a sort picker and its direction, then each learner's figures in two columns. */
export function OrgSkillsCards({ rows, factor, sort, onSort, onOpen }: LearnerListProps) {
  const options = [{ value: 'name', label: P.learner }, ...COLUMNS.flatMap((c) => (c.sort ? [{ value: c.sort, label: c.label }] : []))];
  const label = options.find((o) => o.value === sort.column)?.label ?? P.learner;
  return (
    <Stack gap="sm">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Select
          label={P.sortBy('').trim()}
          data={options}
          value={sort.column}
          allowDeselect={false}
          onChange={(value) => value && value !== sort.column && onSort(value as SkillSort)}
          style={{ flex: 1 }}
        />
        <ActionIcon variant="default" size="lg" onClick={() => onSort(sort.column)} aria-label={`${P.sortBy(label)}: ${sort.direction}`}>
          {sort.direction === 'ascending' ? <IconSortAscending size={18} aria-hidden /> : <IconSortDescending size={18} aria-hidden />}
        </ActionIcon>
      </Group>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={P.learners}>
        {rows.map((row) => {
          const name = `${row.firstName} ${row.lastName}`.trim();
          return (
            <Card component="li" withBorder padding="sm" key={row.userId} data-learner={row.userId}>
              <UnstyledButton onClick={() => onOpen(row)} aria-label={P.open(name)} style={{ textAlign: 'left' }}>
                <Text fz="sm" fw={600} c="blue.8" td="underline">
                  {name}
                </Text>
              </UnstyledButton>
              {row.outliers.map((rate) => (
                <Group key={rate} gap={4} wrap="nowrap" c="orange.9">
                  <IconAlertTriangle size={14} aria-hidden />
                  <Text fz="xs">{`${P.outlierBadge}: ${S.outlier(S.rate[rate], factor)}`}</Text>
                </Group>
              ))}
              <SimpleGrid cols={2} spacing={4} verticalSpacing={2} mt={6}>
                {COLUMNS.map((c) => (
                  <Text key={c.key} fz="xs" data-column={c.key}>
                    <Text span c="dimmed" fz="xs">{`${c.label}: `}</Text>
                    {c.cell(row)}
                  </Text>
                ))}
              </SimpleGrid>
            </Card>
          );
        })}
      </Stack>
    </Stack>
  );
}
