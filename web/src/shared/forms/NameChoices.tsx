import { useState, type ReactNode } from 'react';
import { NavLink, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconSearch } from '@tabler/icons-react';
import type { NameEntry } from '@cytocampus/contracts';
import { matchesAllWords } from '../list/nameSearch';

export interface NameChoicesProps {
  label: string;
  /** The names to choose from (organizations, groups, assignments); undefined while loading. */
  entries: readonly NameEntry[] | undefined;
  isChosen: (itemId: string) => boolean;
  onPick: (entry: NameEntry) => void;
  /** Several may be chosen. */
  multiple?: boolean;
  /** Between the search box and the list (a count, a hint). */
  header?: ReactNode;
  /** The first option (an empty choice). */
  leading?: ReactNode;
}

/** The inside of the list drawer: a search box over a name list, one option per name, the chosen ones checked. */
export function NameChoices({ label, entries, isChosen, onPick, multiple, header, leading }: NameChoicesProps) {
  const [search, setSearch] = useState('');
  const shown = (entries ?? []).filter((entry) => matchesAllWords(entry.name, search));
  return (
    <Stack gap="sm">
      <TextInput
        aria-label={`Search ${label}`}
        placeholder="Enter search term"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        data-autofocus
      />
      {header}
      <ScrollArea.Autosize mah="calc(100vh - 240px)" type="auto">
        <Stack gap={2} role="listbox" aria-label={label} aria-multiselectable={multiple}>
          {leading}
          {shown.map((entry) => (
            <NavLink
              key={entry.itemid}
              component="button"
              type="button"
              role="option"
              aria-selected={isChosen(entry.itemid)}
              label={entry.name}
              active={isChosen(entry.itemid)}
              rightSection={isChosen(entry.itemid) ? <IconCheck size={16} /> : null}
              onClick={() => onPick(entry)}
            />
          ))}
          {entries === undefined && (
            <Text c="dimmed" fz="sm" p="sm">
              Loading
            </Text>
          )}
          {entries !== undefined && shown.length === 0 && (
            <Text c="dimmed" fz="sm" p="sm">
              No match
            </Text>
          )}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}
