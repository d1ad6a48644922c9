import type { ReactNode } from 'react';
import { Badge, Button, Divider, Group, Paper, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Page } from '@cytocampus/contracts';
import { FilterBar, type ListFilter } from './FilterBar';
import { isNarrowed } from './listParams';
import { LIST_TEXT } from './listTexts';
import { ListTable, type ListColumn } from './ListTable';
import { PagingBar } from './PagingBar';
import { SearchBox } from './SearchBox';
import type { ListControls } from './useListParams';

export interface ListPageProps<T> {
  plural: string;
  singular: string;
  controls: ListControls;
  filters?: readonly ListFilter[];
  page: Page<T> | undefined;
  isLoading: boolean;
  isFetching?: boolean;
  columns: readonly ListColumn<T>[];
  rowKey: (item: T) => string;
  rowHref?: (item: T) => string;
  /** Where 'Add {singular}' leads; no button when absent (the user may not create). */
  addHref?: string;
  /** More buttons next to Add (import, raw JSON). */
  actions?: ReactNode;
  /** Shown under the title, above the search (the slide list's progress strip). */
  banner?: ReactNode;
  /** A list inside another page has a smaller heading. */
  embedded?: boolean;
}

/**
 * The generic content list (spec part 3): the plural as title, 'Add {singular}' when allowed, a
 * search box, a filter bar, the rows, and the paging bar.
 */
export function ListPage<T>(props: ListPageProps<T>) {
  const { plural, singular, controls, filters = [], page, isLoading, isFetching, columns, rowKey, rowHref, addHref, actions, banner, embedded } = props;
  const { params, change } = controls;
  return (
    <Paper withBorder p={0} component="section" aria-label={plural}>
      <Stack gap="md" p="lg" pb="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="xs">
            <Title order={embedded ? 3 : 2} fz={embedded ? 'lg' : 22}>
              {plural}
            </Title>
            {page && (
              <Badge variant="light" color="gray" radius="sm" aria-label={`${page.total} ${plural}`}>
                {page.total}
              </Badge>
            )}
          </Group>
          <Group gap="xs">
            {actions}
            {addHref && (
              <Button component={Link} to={addHref} leftSection={<IconPlus size={16} />}>
                {LIST_TEXT.add(singular)}
              </Button>
            )}
          </Group>
        </Group>
        {banner}
        <Group gap="sm" wrap="wrap" align="flex-start">
          <div style={{ flex: '1 1 240px', minWidth: 200 }}>
            <SearchBox label={`Search ${plural.toLowerCase()}`} value={params.search} onSearch={(search) => change({ search })} />
          </div>
          <FilterBar filters={filters} values={params.filters} onChange={(next) => change({ filters: next })} />
        </Group>
      </Stack>
      <Divider color="gray.2" />
      <ListTable
        plural={plural}
        items={page?.items}
        isLoading={isLoading}
        isFetching={isFetching}
        narrowed={isNarrowed(params)}
        columns={columns}
        rowKey={rowKey}
        rowHref={rowHref}
      />
      <Divider color="gray.2" />
      <Stack p="md" px="lg">
        <PagingBar
          page={params.page}
          limit={params.limit}
          total={page?.total ?? 0}
          canNext={page?.canNext ?? false}
          onPage={(next) => change({ page: next })}
          onLimit={(limit) => change({ limit })}
        />
      </Stack>
    </Paper>
  );
}
