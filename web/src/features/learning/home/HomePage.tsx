import { Grid, Stack, Text, Title } from '@mantine/core';
import { IconBook2, IconCompass } from '@tabler/icons-react';
import { LEARNING_TEXT } from '@cytocampus/contracts';
import { homePanels } from '@cytocampus/domain';
import { useGetCurrentUserQuery } from '../../../session/sessionApi';
import { coursesSectionPath } from '../courseLinks';
import { formatLongDay } from '../../../shared/format/dates';
import { useLearnerCourses } from '../useLearnerCourses';
import { useNow } from '../useNow';
import { AnnouncementsPanel } from './AnnouncementsPanel';
import { HomeCoursePanel } from './HomeCoursePanel';

const MINUTE = 60_000;

export function HomePage() {
  const { data: user } = useGetCurrentUserQuery();
  const { data, isError } = useLearnerCourses();
  const now = useNow(MINUTE);
  if (!user) return null;
  const panels = data ? homePanels(data.courses, now) : isError ? homePanels([], now) : undefined;
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Text fz="sm" c="dimmed" fw={500}>
          {formatLongDay(now)}
        </Text>
        <Title order={2} fz={{ base: 26, sm: 32 }} fw={700} c="cyto.9">
          Welcome, {user.firstName}
        </Title>
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <HomeCoursePanel
              title={LEARNING_TEXT.continueLearning}
              icon={<IconBook2 size={18} stroke={1.6} />}
              courses={panels?.continueLearning}
              now={now}
              seeMore={coursesSectionPath('current')}
              recent={{ moduleId: panels?.recentId ?? null, label: LEARNING_TEXT.upNext }}
              emptyTitle={LEARNING_TEXT.nothingInProgress}
              emptyText={LEARNING_TEXT.nothingInProgressText}
            />
            <HomeCoursePanel
              title={LEARNING_TEXT.explore}
              icon={<IconCompass size={18} stroke={1.6} />}
              courses={panels?.explore}
              now={now}
              seeMore={coursesSectionPath('explore')}
              emptyTitle={LEARNING_TEXT.nothingToExplore}
              emptyText={LEARNING_TEXT.nothingToExploreText}
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
