import type { ReactNode } from 'react';
import { Badge, Box, Button, Card, Group, ScrollArea, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { IdentityProviderItem } from '@cytocampus/contracts';

interface IdentityProviderTableProps {
  items: readonly IdentityProviderItem[];
  onEdit: (item: IdentityProviderItem) => void;
  onRemove: (item: IdentityProviderItem) => void;
}

/** What the table's columns and the phone's cards show of a provider, its name and actions apart. */
const FACTS: { key: string; label: string; cell: (item: IdentityProviderItem) => ReactNode }[] = [
  {
    key: 'issuer',
    label: 'Issuer',
    cell: (item) => (
      <Text span fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {item.issuer}
      </Text>
    ),
  },
  { key: 'domains', label: 'E-mail domains', cell: (item) => item.allowedDomains.join(', ') },
  {
    key: 'enabled',
    label: 'Status',
    cell: (item) => (
      <Badge color={item.enabled ? 'teal' : 'gray'} variant="light" radius="sm">
        {item.enabled ? 'Enabled' : 'Disabled'}
      </Badge>
    ),
  },
  { key: 'linked', label: 'Linked accounts', cell: (item) => item.linkedAccounts },
  // Write-only: all anyone sees of the secret is that there is one.
  { key: 'secret', label: 'Client secret', cell: () => 'Set' },
];

function Actions({ item, onEdit, onRemove }: { item: IdentityProviderItem } & Omit<IdentityProviderTableProps, 'items'>) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button variant="light" size="xs" leftSection={<IconPencil size={14} />} aria-label={`Edit ${item.name}`} onClick={() => onEdit(item)}>
        Edit
      </Button>
      <Button variant="light" color="red" size="xs" leftSection={<IconTrash size={14} />} aria-label={`Remove ${item.name}`} onClick={() => onRemove(item)}>
        Remove
      </Button>
    </Group>
  );
}

/** The organization's providers: a table, or one card per provider on a phone. */
export function IdentityProviderTable({ items, onEdit, onRemove }: IdentityProviderTableProps) {
  return (
    <>
      <Stack component="ul" gap="sm" p={0} m={0} hiddenFrom="sm" style={{ listStyle: 'none' }} aria-label="Identity providers">
        {items.map((item) => (
          <Card component="li" withBorder padding="sm" key={item.id} aria-label={item.name}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {item.name}
            </Text>
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
          <Table verticalSpacing="sm" miw={760} aria-label="Identity providers">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                {FACTS.map((fact) => (
                  <Table.Th key={fact.key}>{fact.label}</Table.Th>
                ))}
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
