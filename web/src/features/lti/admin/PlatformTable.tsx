import type { ReactNode } from 'react';
import { Badge, Box, Button, Card, Group, ScrollArea, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconPencil, IconTrash } from '@tabler/icons-react';
import type { LtiPlatformItem } from '@cytocampus/contracts';
import { LTI_SCREEN_TEXT as T } from '../ltiTexts';
import { PlatformEnabledSwitch } from './PlatformEnabledSwitch';

interface PlatformTableProps {
  items: readonly LtiPlatformItem[];
  onEdit: (item: LtiPlatformItem) => void;
  onRemove: (item: LtiPlatformItem) => void;
}

const wrapAnywhere = (text: string) => (
  <Text span fz="sm" style={{ overflowWrap: 'anywhere' }}>
    {text}
  </Text>
);

/** Scores the platform has not accepted: a warning to act on, or a quiet word when there are none. */
function PassbacksCell({ item }: { item: LtiPlatformItem }) {
  if (item.failingPassbacks === 0)
    return (
      <Text span fz="sm" c="dimmed">
        {T.noneFailing}
      </Text>
    );
  return (
    // At least as wide as its whole label: in a table, the label's own ellipsis let the column squeeze it to '1 FA…'.
    <Badge color="orange" variant="light" radius="sm" miw="max-content" leftSection={<IconAlertTriangle size={12} />} title={T.failingChipTitle}>
      {T.failingChip(item.failingPassbacks)}
    </Badge>
  );
}

/** What the table's columns and the phone's cards show of a platform, its name, switch and actions apart. */
const FACTS: { key: string; label: string; cell: (item: LtiPlatformItem) => ReactNode }[] = [
  { key: 'issuer', label: T.column.issuer, cell: (item) => wrapAnywhere(item.issuer) },
  { key: 'organization', label: T.column.organization, cell: (item) => item.orgName },
  { key: 'deployments', label: T.column.deployments, cell: (item) => wrapAnywhere(item.deploymentIds.join(', ')) },
  { key: 'linked', label: T.column.linkedAccounts, cell: (item) => item.linkedAccounts },
  { key: 'passbacks', label: T.column.passbacks, cell: (item) => <PassbacksCell item={item} /> },
];

function Actions({ item, onEdit, onRemove }: { item: LtiPlatformItem } & Omit<PlatformTableProps, 'items'>) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button variant="light" size="xs" leftSection={<IconPencil size={14} />} aria-label={T.editLabel(item.name)} onClick={() => onEdit(item)}>
        {T.edit}
      </Button>
      <Button variant="light" color="red" size="xs" leftSection={<IconTrash size={14} />} aria-label={T.removeLabel(item.name)} onClick={() => onRemove(item)}>
        {T.remove}
      </Button>
    </Group>
  );
}

/** The registered platforms: a table, or one card per platform on a phone. */
export function PlatformTable({ items, onEdit, onRemove }: PlatformTableProps) {
  return (
    <>
      <Stack component="ul" gap="sm" p={0} m={0} hiddenFrom="sm" style={{ listStyle: 'none' }} aria-label={T.platformsTitle}>
        {items.map((item) => (
          <Card component="li" withBorder padding="sm" key={item.id} aria-label={item.name}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {item.name}
              </Text>
              <PlatformEnabledSwitch platform={item} />
            </Group>
            <SimpleGrid cols={1} spacing={2} mt={4} mb="sm">
              {FACTS.map((fact) => (
                <Text key={fact.key} fz="sm" component="div">
                  <Text span c="dimmed" fz="sm">{`${fact.label}: `}</Text>
                  {fact.cell(item)}
                </Text>
              ))}
            </SimpleGrid>
            <Actions item={item} onEdit={onEdit} onRemove={onRemove} />
          </Card>
        ))}
      </Stack>
      <Box visibleFrom="sm">
        <ScrollArea type="auto" offsetScrollbars>
          <Table verticalSpacing="sm" miw={900} aria-label={T.platformsTitle}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{T.column.name}</Table.Th>
                {FACTS.map((fact) => (
                  <Table.Th key={fact.key}>{fact.label}</Table.Th>
                ))}
                <Table.Th>{T.column.enabled}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td fw={600}>{item.name}</Table.Td>
                  {FACTS.map((fact) => (
                    <Table.Td key={fact.key}>{fact.cell(item)}</Table.Td>
                  ))}
                  <Table.Td>
                    <PlatformEnabledSwitch platform={item} />
                  </Table.Td>
                  <Table.Td>
                    <Actions item={item} onEdit={onEdit} onRemove={onRemove} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Box>
    </>
  );
}
