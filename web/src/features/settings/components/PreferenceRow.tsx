import { Group, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import type { Preferences } from '@cytocampus/contracts';
import type { PreferenceField } from '../preferenceFields';

type PreferenceValue = Preferences[keyof Preferences];

interface PreferenceRowProps {
  field: PreferenceField;
  value: PreferenceValue;
  disabled: boolean;
  /** A dependent preference sits under the switch it depends on. */
  indented: boolean;
  onChange: (value: PreferenceValue) => void;
}

/** One preference: label and explanation on the left, its control on the right. */
export function PreferenceRow({ field, value, disabled, indented, onChange }: PreferenceRowProps) {
  const id = `pref-${field.key}`;
  return (
    <Group justify="space-between" wrap="nowrap" gap="lg" py="sm" pl={indented ? 'xl' : 0} data-disabled={disabled || undefined}>
      <Stack gap={2} style={{ opacity: disabled ? 0.55 : 1 }}>
        <Text component="label" htmlFor={id} fw={550} fz="sm">
          {field.label}
        </Text>
        <Text id={`${id}-description`} fz="xs" c="dimmed">
          {field.description}
        </Text>
      </Stack>
      {!field.options ? (
        <Switch
          id={id}
          size="md"
          checked={value === true}
          disabled={disabled}
          onChange={(event) => onChange(event.currentTarget.checked)}
          aria-describedby={`${id}-description`}
        />
      ) : (
        <SegmentedControl
          id={id}
          size="xs"
          data={field.options}
          value={String(value)}
          disabled={disabled}
          aria-label={field.label}
          onChange={(next) => onChange((typeof value === 'number' ? Number(next) : next) as PreferenceValue)}
        />
      )}
    </Group>
  );
}
