import { useState, type ReactNode } from 'react';
import { Button, Group, Input, NavLink, Pill, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuildingHospital, IconCheck, IconSearch } from '@tabler/icons-react';
import type { NameEntry, ReportOrganization } from '@cytocampus/contracts';
import { matchesAllWords } from '../../../shared/list/nameSearch';
import { ListDrawer } from '../../../shared/overlay/SideDrawer';
import { toggleOrganization } from '../reportForm';
import { REPORT_SCREEN_TEXT as T } from '../reportTexts';

interface OrganizationSelectionProps {
  value: readonly ReportOrganization[];
  /** The organizations to pick from; undefined while loading. */
  entries: readonly NameEntry[] | undefined;
  onChange: (next: ReportOrganization[]) => void;
  error?: ReactNode;
}

/**
 * The organization selection of a report form (spec part 3 "Reports"): 'Select Organization' (or
 * 'Organizations selected N') opens the list drawer to pick several, 'Clear' empties it, and each
 * chosen organization is a chip that can be removed.
 */
export function OrganizationSelection({ value, entries, onChange, error }: OrganizationSelectionProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const [search, setSearch] = useState('');
  const chosen = new Set(value.map((org) => org.orgId));
  const shown = (entries ?? []).filter((entry) => matchesAllWords(entry.name, search));
  return (
    <Input.Wrapper label={T.organizations} description={T.organizationsHelp} error={error}>
      <Group gap="xs" mt={6}>
        <Button variant="default" leftSection={<IconBuildingHospital size={16} />} onClick={open}>
          {value.length > 0 ? T.organizationsSelected(value.length) : T.selectOrganization}
        </Button>
        <Button variant="subtle" color="gray" onClick={() => onChange([])} disabled={value.length === 0}>
          {T.clear}
        </Button>
      </Group>
      {value.length > 0 && (
        <Pill.Group mt="sm" aria-label={T.organizations}>
          {value.map((org) => (
            <Pill
              key={org.orgId}
              size="md"
              withRemoveButton
              onRemove={() => onChange(value.filter((held) => held.orgId !== org.orgId))}
              removeButtonProps={{ 'aria-label': T.removeOrganization(org.orgName) }}
            >
              {org.orgName}
            </Pill>
          ))}
        </Pill.Group>
      )}
      <ListDrawer opened={opened} onClose={close} title={<Text fw={650}>{T.selectOrganization}</Text>}>
        <Stack gap="sm">
          <TextInput
            aria-label={`Search ${T.organizations}`}
            placeholder="Enter search term"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            data-autofocus
          />
          <Text fz="sm" c="dimmed">
            {value.length > 0 ? T.organizationsSelected(value.length) : T.organizationsHelp}
          </Text>
          <ScrollArea.Autosize mah="calc(100vh - 260px)" type="auto">
            <Stack gap={2} role="listbox" aria-label={T.organizations} aria-multiselectable>
              {shown.map((entry) => (
                <NavLink
                  key={entry.itemid}
                  component="button"
                  type="button"
                  role="option"
                  aria-selected={chosen.has(entry.itemid)}
                  label={entry.name}
                  active={chosen.has(entry.itemid)}
                  rightSection={chosen.has(entry.itemid) ? <IconCheck size={16} /> : null}
                  onClick={() => onChange(toggleOrganization(value, entry))}
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
      </ListDrawer>
    </Input.Wrapper>
  );
}
