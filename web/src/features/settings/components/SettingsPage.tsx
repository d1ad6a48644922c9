import { Stack, Text } from '@mantine/core';
import { useGetCurrentUserQuery } from '../../../session/sessionApi';
import { useFlushPreferencesOnLeave } from '../useFlushPreferencesOnLeave';
import { PreferencesForm } from './PreferencesForm';
import { SignOutEverywhere } from './SignOutEverywhere';

export function SettingsPage() {
  const { data: user } = useGetCurrentUserQuery();
  useFlushPreferencesOnLeave();
  if (!user) return null;
  return (
    <Stack gap="lg" maw={820}>
      <Text c="dimmed">Your notification and privacy preferences. Only you can see this page.</Text>
      <PreferencesForm user={user} />
      <SignOutEverywhere />
    </Stack>
  );
}
