import { Group, MultiSelect, Select } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { LEARNING_TEXT } from '@cytocampus/contracts';
import { ITEM_STATUS_OPTIONS, ITEM_TYPE_OPTIONS, QUIZ_FILTER_OPTIONS, type ItemFilters } from '@cytocampus/domain';

interface CourseItemFiltersProps {
  filters: ItemFilters;
  onChange: (filters: ItemFilters) => void;
  /** Shown only when the course has learners' statuses to filter by. */
  withStatus: boolean;
}

/** The course page's filters: status, item types (several), and graded or practice quizzes. */
export function CourseItemFilters({ filters, onChange, withStatus }: CourseItemFiltersProps) {
  return (
    <Group gap="sm" role="group" aria-label="Filters">
      <IconFilter size={18} stroke={1.6} color="var(--mantine-color-dimmed)" aria-hidden />
      {withStatus && (
        <Select
          aria-label={LEARNING_TEXT.status}
          placeholder={LEARNING_TEXT.allStatuses}
          data={ITEM_STATUS_OPTIONS.map((option) => ({ ...option }))}
          value={filters.status}
          onChange={(value) => onChange({ ...filters, status: ITEM_STATUS_OPTIONS.find((option) => option.value === value)?.value ?? null })}
          clearable
          w={170}
          comboboxProps={{ shadow: 'md' }}
        />
      )}
      <MultiSelect
        aria-label={LEARNING_TEXT.itemTypes}
        placeholder={filters.types.length === 0 ? LEARNING_TEXT.itemTypes : undefined}
        data={ITEM_TYPE_OPTIONS.map((option) => ({ ...option }))}
        value={[...filters.types]}
        onChange={(types) => onChange({ ...filters, types })}
        clearable
        miw={200}
        maw={460}
        comboboxProps={{ shadow: 'md' }}
      />
      <Select
        aria-label={LEARNING_TEXT.quizzes}
        data={QUIZ_FILTER_OPTIONS.map((option) => ({ ...option }))}
        value={filters.quiz}
        onChange={(value) => onChange({ ...filters, quiz: QUIZ_FILTER_OPTIONS.find((option) => option.value === value)?.value ?? 'all' })}
        allowDeselect={false}
        w={180}
        comboboxProps={{ shadow: 'md' }}
      />
    </Group>
  );
}
