import { Grid, Stack, Text, Title } from '@mantine/core';
import { IconBook2, IconCompass } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useGetCurrentUserQuery } from '../../../session/sessionApi';
import { AnnouncementsPanel } from './AnnouncementsPanel';
import { CoursePanel } from './CoursePanel';

export function HomePage() {
  const { data: user } = useGetCurrentUserQuery();
  if (!user) return null;
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Text fz="sm" c="dimmed" fw={500}>
          {dayjs().format('dddd, MMMM D')}
        </Text>
        <Title order={2} fz={{ base: 26, sm: 32 }} fw={700} c="cyto.9">
          Welcome, {user.firstName}
        </Title>
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <CoursePanel
              title="Continue Learning"
              icon={<IconBook2 size={18} stroke={1.6} />}
              emptyTitle="Nothing in progress yet"
              emptyText="Courses you have started or been assigned will appear here."
            />
            <CoursePanel
              title="Explore"
              icon={<IconCompass size={18} stroke={1.6} />}
              emptyTitle="No courses to explore yet"
              emptyText="New courses available to you will appear here."
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <AnnouncementsPanel />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
