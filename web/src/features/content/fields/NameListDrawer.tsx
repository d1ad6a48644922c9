import { useState } from 'react';
import { NavLink, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconSearch } from '@tabler/icons-react';
import type { NameEntry } from '@cytocampus/contracts';
import { matchesAllWords } from '../../../shared/list/nameSearch';
import { ListDrawer } from '../../../shared/overlay/SideDrawer';

interface NameListDrawerProps {
  opened: boolean;
  onClose: () => void;
  /** What is picked ('Quiz'): the drawer reads 'Choose Quiz'. */
  label: string;
  /** The names to pick from; undefined while loading. */
  entries: readonly NameEntry[] | undefined;
  /** Ids already in the list: shown checked, not picked twice. */
  taken?: ReadonlySet<string>;
  onPick: (entry: NameEntry) => void;
}

/** The list drawer (right, 50 %, Close) with a name search where every word must appear, for adding an item to a list. */
export function NameListDrawer({ opened, onClose, label, entries, taken, onPick }: NameListDrawerProps) {
  const [search, setSearch] = useState('');
  const shown = (entries ?? []).filter((entry) => matchesAllWords(entry.name, search));
  return (
    <ListDrawer opened={opened} onClose={onClose} title={<Text fw={650}>{`Choose ${label}`}</Text>}>
      <Stack gap="sm">
        <TextInput
          aria-label={`Search ${label}`}
          placeholder="Enter search term"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          data-autofocus
        />
        <ScrollArea.Autosize mah="calc(100vh - 220px)" type="auto">
          <Stack gap={2} role="listbox" aria-label={label}>
            {shown.map((entry) => {
              const already = taken?.has(entry.itemid) ?? false;
              return (
                <NavLink
                  key={entry.itemid}
                  component="button"
                  type="button"
                  role="option"
                  aria-selected={already}
                  label={entry.name}
                  description={already ? 'Already added' : undefined}
                  disabled={already}
                  rightSection={already ? <IconCheck size={16} /> : null}
                  onClick={() => {
                    onPick(entry);
                    onClose();
                  }}
                />
              );
            })}
            {entries === undefined && (
              <Text c="dimmed" fz="sm" p="sm">
                Loading
              </Text>
            )}
            {entries !== undefined && shown.length === 0 && (
              <Text c="dimmed" fz="sm" p="sm">
                {entries.length === 0 ? 'Nothing to choose from yet.' : 'No match'}
              </Text>
            )}
          </Stack>
        </ScrollArea.Autosize>
      </Stack>
    </ListDrawer>
  );
}
