import { Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title, Typography } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useGetAnnouncementQuery } from '../api';
import { formatDate } from '../../../shared/format/dates';
import classes from './AnnouncementsPanel.module.css';

function AnnouncementBody() {
  const { data, isLoading, isError } = useGetAnnouncementQuery();
  if (isLoading) {
    return (
      <Stack gap={8}>
        <Skeleton h={12} />
        <Skeleton h={12} w="85%" />
        <Skeleton h={12} w="60%" />
      </Stack>
    );
  }
  if (isError)
    return (
      <Text fz="sm" c="dimmed">
        Announcements are unavailable right now.
      </Text>
    );
  if (!data?.content.trim())
    return (
      <Text fz="sm" c="dimmed">
        No announcements.
      </Text>
    );
  return (
    <Stack gap="xs">
      {/* The server sanitizes announcement HTML before storing it (spec part 3, announcements). */}
      <Typography fz="sm" className={classes.content}>
        <div dangerouslySetInnerHTML={{ __html: data.content }} />
      </Typography>
      {data.updated !== null && (
        <Text fz="xs" c="dimmed">
          Updated {formatDate(data.updated)}
        </Text>
      )}
    </Stack>
  );
}

export function AnnouncementsPanel() {
  return (
    <Paper withBorder p="lg" component="aside" aria-labelledby="announcements-title">
      <Group gap="sm" mb="md">
        <ThemeIcon variant="light" radius="md" size={32}>
          <IconSpeakerphone size={18} stroke={1.6} />
        </ThemeIcon>
        <Title order={2} fz="lg" id="announcements-title">
          Announcements
        </Title>
      </Group>
      <AnnouncementBody />
    </Paper>
  );
}
