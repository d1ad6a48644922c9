import { Button, Group, Select, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { PAGE_SIZES } from '@cytocampus/contracts';
import { LIST_TEXT, pagingSummary } from './listTexts';

interface PagingBarProps {
  page: number;
  limit: number;
  total: number;
  canNext: boolean;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}

const SIZE_OPTIONS = PAGE_SIZES.map((size) => ({ value: String(size), label: LIST_TEXT.pageSize(size) }));

/** Previous / Next, what is displayed, and the page size selector (10, 25, 50, 100). */
export function PagingBar({ page, limit, total, canNext, onPage, onLimit }: PagingBarProps) {
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" aria-label="Paging" role="navigation">
      <Text fz="sm" c="dimmed" aria-live="polite">
        {pagingSummary(page, limit, total)}
      </Text>
      {/* On a phone the page size and the two buttons take a line each when one is too narrow. */}
      <Group gap="xs" justify="flex-end">
        <Select
          aria-label="Page size"
          data={SIZE_OPTIONS}
          value={String(limit)}
          onChange={(value) => value && onLimit(Number(value))}
          allowDeselect={false}
          w={150}
          size="xs"
          comboboxProps={{ shadow: 'md' }}
        />
        <Group gap="xs" wrap="nowrap">
          <Button variant="default" size="xs" leftSection={<IconChevronLeft size={14} />} disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {LIST_TEXT.previous}
          </Button>
          <Button variant="default" size="xs" rightSection={<IconChevronRight size={14} />} disabled={!canNext} onClick={() => onPage(page + 1)}>
            {LIST_TEXT.next}
          </Button>
        </Group>
      </Group>
    </Group>
  );
}
