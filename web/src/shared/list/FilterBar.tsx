import { Group, MultiSelect, Select } from '@mantine/core';
import { splitMulti } from './listParams';

/** One filter of a list: a single or multiple choice; an unset filter does not narrow the list. */
export interface ListFilter {
  key: string;
  label: string;
  options: readonly { value: string; label: string }[];
  multiple?: boolean;
  /** Shown when nothing is chosen. */
  placeholder?: string;
}

interface FilterBarProps {
  filters: readonly ListFilter[];
  values: Readonly<Record<string, string>>;
  onChange: (filters: Record<string, string>) => void;
}

/** The filter bar: one select per filter, side by side. */
export function FilterBar({ filters, values, onChange }: FilterBarProps) {
  if (filters.length === 0) return null;
  return (
    <Group gap="sm" wrap="wrap" aria-label="Filters" role="group">
      {filters.map((filter) =>
        filter.multiple ? (
          <MultiSelect
            key={filter.key}
            aria-label={filter.label}
            placeholder={splitMulti(values[filter.key]).length === 0 ? (filter.placeholder ?? filter.label) : undefined}
            data={[...filter.options]}
            value={splitMulti(values[filter.key])}
            onChange={(chosen) => onChange({ [filter.key]: chosen.join(',') })}
            clearable
            w={240}
            comboboxProps={{ shadow: 'md' }}
          />
        ) : (
          <Select
            key={filter.key}
            aria-label={filter.label}
            placeholder={filter.placeholder ?? filter.label}
            data={[...filter.options]}
            value={values[filter.key] ?? null}
            onChange={(chosen) => onChange({ [filter.key]: chosen ?? '' })}
            clearable
            w={190}
            comboboxProps={{ shadow: 'md' }}
          />
        ),
      )}
    </Group>
  );
}
