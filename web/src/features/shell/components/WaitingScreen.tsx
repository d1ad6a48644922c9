import { Button, Group, Text } from '@mantine/core';
import { IconHourglassHigh, IconMailFast } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MSG } from '@cytocampus/contracts';
import { StatusPage } from './StatusPage';

/** Shown to registered users who do not belong to an organization yet. */
export function WaitingScreen() {
  return (
    <StatusPage icon={<IconHourglassHigh size={36} stroke={1.5} />} title={MSG.noOrganizationTitle}>
      <Text fz="lg" fw={500}>
        {MSG.noOrganizationText}
      </Text>
      <Group gap={8} c="dimmed" justify="center" wrap="nowrap">
        <IconMailFast size={18} stroke={1.6} />
        <Text c="dimmed">You will receive an email when your account is ready.</Text>
      </Group>
      <Group gap="sm" mt="sm" justify="center">
        <Button component={Link} to="/dashboard/profile" variant="light">
          Review my profile
        </Button>
        <Button component={Link} to="/dashboard/settings" variant="default">
          Settings
        </Button>
      </Group>
    </StatusPage>
  );
}
