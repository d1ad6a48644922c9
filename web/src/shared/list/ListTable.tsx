import type { MouseEvent, ReactNode } from 'react';
import { Loader, Stack, Table, Text, ThemeIcon } from '@mantine/core';
import { IconListSearch } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { LIST_TEXT } from './listTexts';
import classes from './ListTable.module.css';

/** One column: its header and how an item shows in it. */
export interface ListColumn<T> {
  key: string;
  header: string;
  render: (item: T) => ReactNode;
  /** Hidden on narrow screens. */
  wide?: boolean;
  /** Kept on one line (names, badges); the table scrolls sideways instead. */
  nowrap?: boolean;
}

export interface ListTableProps<T> {
  plural: string;
  items: readonly T[] | undefined;
  isLoading: boolean;
  /** A newer answer is on its way: the rows stay, dimmed. */
  isFetching?: boolean;
  /** A search or filter is set (which empty text applies). */
  narrowed: boolean;
  columns: readonly ListColumn<T>[];
  rowKey: (item: T) => string;
  /** Where a click on the row leads. */
  rowHref?: (item: T) => string;
}

function Placeholder({ icon, title, text }: { icon: ReactNode; title: string; text?: string }) {
  return (
    <Stack align="center" gap={6} py={48} px="md" ta="center" aria-live="polite">
      {icon}
      <Text fw={600}>{title}</Text>
      {text && (
        <Text fz="sm" c="dimmed">
          {text}
        </Text>
      )}
    </Stack>
  );
}

/** The rows of a list page, or its loading and empty states. */
export function ListTable<T>({ plural, items, isLoading, isFetching = false, narrowed, columns, rowKey, rowHref }: ListTableProps<T>) {
  const navigate = useNavigate();
  if (isLoading || !items) {
    return <Placeholder icon={<Loader size="sm" />} title={LIST_TEXT.loading(plural)} text={LIST_TEXT.pleaseWait} />;
  }
  if (items.length === 0) {
    const icon = (
      <ThemeIcon variant="light" color="gray" radius="xl" size={44}>
        <IconListSearch size={22} stroke={1.5} />
      </ThemeIcon>
    );
    return <Placeholder icon={icon} title={narrowed ? LIST_TEXT.noMatches : LIST_TEXT.noContent} />;
  }
  // A click anywhere on the row opens the item; links and buttons inside it keep their own meaning.
  const open = (href: string) => (event: MouseEvent<HTMLTableRowElement>) => {
    if (!(event.target instanceof Element) || event.target.closest('a, button, input')) return;
    void navigate(href);
  };
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table
        highlightOnHover
        verticalSpacing="sm"
        horizontalSpacing="md"
        className={classes.table}
        data-fetching={isFetching || undefined}
        aria-busy={isFetching}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} visibleFrom={column.wide ? 'md' : undefined}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const href = rowHref?.(item);
            return (
              <Table.Tr key={rowKey(item)} onClick={href ? open(href) : undefined} className={href ? classes.clickable : undefined}>
                {columns.map((column) => (
                  <Table.Td key={column.key} visibleFrom={column.wide ? 'md' : undefined} className={column.nowrap ? classes.nowrap : undefined}>
                    {column.render(item)}
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
