import { useMemo } from 'react';
import { Divider, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useDispatch, useSelector } from 'react-redux';
import type { CurrentUser, Preferences } from '@cytocampus/contracts';
import { PREFERENCE_DEPENDENCIES, preferenceApplies } from '@cytocampus/schema';
import { PREFERENCE_SECTIONS, type PreferenceKey } from '../preferenceFields';
import { preferenceChanged, selectPendingPreferences, selectSendingPreferences, type PreferencesState } from '../preferencesSlice';
import { PreferenceRow } from './PreferenceRow';

type State = { preferences: PreferencesState };

function SaveStatus({ saving }: { saving: boolean }) {
  return (
    <Group gap={6} c="dimmed" fz="sm" aria-live="polite">
      {saving ? <Loader size={14} /> : <IconCircleCheck size={16} color="var(--mantine-color-teal-6)" />}
      <Text fz="sm" c="dimmed">
        {saving ? 'Saving…' : 'Changes are saved automatically.'}
      </Text>
    </Group>
  );
}

/** The user's own preferences; each change goes into the batch the settings listener sends. */
export function PreferencesForm({ user }: { user: CurrentUser }) {
  const dispatch = useDispatch();
  const pending = useSelector((state: State) => selectPendingPreferences(state));
  const sending = useSelector((state: State) => selectSendingPreferences(state));
  const values: Preferences = useMemo(() => ({ ...user.preferences, ...sending, ...pending }), [user.preferences, sending, pending]);
  const saving = Object.keys(pending).length + Object.keys(sending).length > 0;
  const parentOf = (key: PreferenceKey) => PREFERENCE_DEPENDENCIES[key];
  const parentIsOn = (key: PreferenceKey) => {
    const parent = parentOf(key);
    return parent === undefined || values[parent] === true;
  };

  return (
    <Stack gap="lg">
      <SaveStatus saving={saving} />
      {PREFERENCE_SECTIONS.map((section) => (
        <Paper key={section.title} withBorder p="lg" component="section" aria-labelledby={`section-${section.title}`}>
          <Title order={3} fz="lg" id={`section-${section.title}`}>
            {section.title}
          </Title>
          <Text fz="sm" c="dimmed" mb="xs">
            {section.description}
          </Text>
          <Stack gap={0}>
            {section.fields
              .filter((field) => preferenceApplies(field.key, user.role))
              .map((field, index) => (
                <div key={field.key}>
                  {index > 0 && <Divider color="gray.2" />}
                  <PreferenceRow
                    field={field}
                    value={values[field.key]}
                    disabled={!parentIsOn(field.key)}
                    indented={parentOf(field.key) !== undefined}
                    onChange={(value) => dispatch(preferenceChanged({ [field.key]: value }))}
                  />
                </div>
              ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
