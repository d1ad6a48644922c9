import type { ReactNode } from 'react';
import { Button, Group, Input, Pill, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuildingHospital } from '@tabler/icons-react';
import type { NameEntry, ReportOrganization } from '@cytocampus/contracts';
import { NameChoices } from '../../../shared/forms/NameChoices';
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
  const chosen = new Set(value.map((org) => org.orgId));
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
        <NameChoices
          label={T.organizations}
          entries={entries}
          multiple
          isChosen={(itemId) => chosen.has(itemId)}
          onPick={(entry) => onChange(toggleOrganization(value, entry))}
          header={
            <Text fz="sm" c="dimmed">
              {value.length > 0 ? T.organizationsSelected(value.length) : T.organizationsHelp}
            </Text>
          }
        />
      </ListDrawer>
    </Input.Wrapper>
  );
}
