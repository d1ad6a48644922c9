import { Stack } from '@mantine/core';
import { useGetCurrentUserQuery } from '../../../session/sessionApi';
import { ProfileForm } from './ProfileForm';
import { ProfileSummary } from './ProfileSummary';

export function ProfilePage() {
  const { data: user } = useGetCurrentUserQuery();
  if (!user) return null;
  return (
    <Stack gap="lg" maw={960}>
      <ProfileSummary user={user} />
      <ProfileForm user={user} />
    </Stack>
  );
}
