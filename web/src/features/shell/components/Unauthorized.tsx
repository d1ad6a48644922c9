import { Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { StatusPage } from './StatusPage';

/** What a user sees on a page their role may not open (the spec's '401'). */
export function Unauthorized() {
  return (
    <StatusPage icon={<IconLock size={36} stroke={1.5} />} title="401" color="gray">
      <Text c="dimmed">You do not have access to this page.</Text>
    </StatusPage>
  );
}
