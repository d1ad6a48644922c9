import { Select, type SelectProps } from '@mantine/core';

/** Lists longer than this get a search box (spec part 1 section 2: searchable dropdown). */
const SEARCH_THRESHOLD = 12;

interface ChoiceSelectProps extends Omit<SelectProps, 'data'> {
  data: readonly { value: string; label: string }[];
}

/** A dropdown whose list is at most 11em high and scrolls; searchable when it has many options. */
export function ChoiceSelect({ data, ...props }: ChoiceSelectProps) {
  return (
    <Select
      data={[...data]}
      searchable={data.length > SEARCH_THRESHOLD}
      maxDropdownHeight="11em"
      allowDeselect={false}
      comboboxProps={{ shadow: 'md' }}
      nothingFoundMessage="No match"
      {...props}
    />
  );
}
