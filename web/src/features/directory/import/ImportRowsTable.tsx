import { Badge, List, ScrollArea, Table, Text } from '@mantine/core';
import type { ImportRow } from '@cytocampus/contracts';

/** The rows of an import with each row's problems, so nothing surprising is written. */
export function ImportRowsTable({ rows }: { rows: readonly ImportRow[] }) {
  return (
    <ScrollArea.Autosize mah={360} type="auto">
      <Table verticalSpacing={6} fz="sm" stickyHeader aria-label="Rows">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Line</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Group</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.line} data-invalid={row.errors.length > 0 || undefined} bg={row.errors.length > 0 ? 'red.0' : undefined}>
              <Table.Td>{row.line}</Table.Td>
              <Table.Td>{row.email}</Table.Td>
              <Table.Td>{`${row.firstName} ${row.lastName}`.trim()}</Table.Td>
              <Table.Td>{row.role}</Table.Td>
              <Table.Td>{row.group}</Table.Td>
              <Table.Td>
                {row.errors.length === 0 ? (
                  <Badge color="teal" variant="light" radius="sm">
                    OK
                  </Badge>
                ) : (
                  <List size="xs" spacing={2} c="red.8">
                    {row.errors.map((error) => (
                      <List.Item key={`${error.field}:${error.message}`}>
                        <Text span fz="xs" fw={600}>
                          {error.field}:
                        </Text>{' '}
                        {error.message}
                      </List.Item>
                    ))}
                  </List>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
