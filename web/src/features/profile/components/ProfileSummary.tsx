import { Avatar, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import type { CurrentUser } from '@cytocampus/contracts';
import { roleLabel } from '@cytocampus/permissions';
import { fileUrl } from '../../../shared/uploads';
import { AvatarPicker } from './AvatarPicker';

/** Who this is: picture, name, email (the sign-in name, not editable here) and role. */
export function ProfileSummary({ user }: { user: CurrentUser }) {
  const { bio } = user;
  const name = [bio.title, bio.firstName, bio.middleName, bio.lastName, bio.suffix].filter(Boolean).join(' ');
  return (
    <Paper withBorder p="lg">
      <Group gap="lg" wrap="nowrap">
        <Avatar color="cyto" variant="filled" radius="xl" size={64} fz={24} src={bio.avatar ? fileUrl(bio.avatar) : null} alt="Your picture">
          {`${bio.firstName.charAt(0)}${bio.lastName.charAt(0)}`.toUpperCase()}
        </Avatar>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={650} fz="lg" truncate>
              {name}
            </Text>
            <Badge variant="light" size="sm">
              {roleLabel(user.role)}
            </Badge>
          </Group>
          <Group gap={6} c="dimmed" wrap="nowrap">
            <IconMail size={15} stroke={1.6} />
            <Text fz="sm" c="dimmed" truncate>
              {user.email}
            </Text>
          </Group>
          {bio.alias && (
            <Text fz="xs" c="dimmed">
              Community alias: {bio.alias}
            </Text>
          )}
          <AvatarPicker user={user} />
        </Stack>
      </Group>
    </Paper>
  );
}
