import { Anchor, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { SCREENING_SKILL_TEXT as S, SKILL_PAGE_TEXT as P } from '@cytocampus/contracts';
import { SECTIONS } from '../../shared/navigation/sections';
import { useGetCurrentUserQuery } from '../../session/sessionApi';
import { useGetLearnerSkillsQuery } from './api';
import { ConfusionMatrix } from './ConfusionMatrix';
import { OutcomeChart } from './OutcomeChart';
import { Outliers } from './Outliers';
import { PeriodPicker } from './PeriodPicker';
import { PracticeSection } from './PracticeSection';
import { RecentSlides } from './RecentSlides';
import { SkillFigures } from './SkillFigures';
import { SkillsLoadFailed } from './SkillsLoadFailed';
import { TrendChart } from './TrendChart';
import { usePeriod } from './usePeriod';

/**
 * A learner's Skills page (issue 31): their own (no :userId), or, from the organization's view, a
 * learner's (`back` leads there again, with the same period). Live on the learner's skill notices.
 */
export function LearnerSkillsPage({ back }: { back?: string }) {
  const { userId: asked } = useParams();
  const { data: user } = useGetCurrentUserQuery();
  const userId = asked ?? user?.id ?? '';
  const own = userId === user?.id;
  const { period, search, change } = usePeriod();
  const { data, isFetching, isLoading, isError, refetch } = useGetLearnerSkillsQuery({ userId, ...period }, { skip: !userId });
  const shown = data && data.userId === userId ? data : undefined;
  const title = own || !shown ? S.title : `${S.title}: ${shown.name}`;

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="skills-title">
      <Stack gap="md">
        {back && (
          <Anchor component={Link} to={`${back}${search ? `?${search}` : ''}`} fz="sm">
            <Group gap={4} component="span">
              <IconArrowLeft size={14} aria-hidden />
              {P.back}
            </Group>
          </Anchor>
        )}
        <Group justify="space-between" gap="sm" wrap="wrap" align="flex-end">
          <Group gap="xs">
            <Title order={2} fz={22} id="skills-title">
              {title}
            </Title>
            {isFetching && <Loader size="xs" />}
          </Group>
          <PeriodPicker shown={shown} onChange={change} />
        </Group>
        {isLoading && <Loader />}
        {isError && !isFetching && <SkillsLoadFailed onRetry={() => void refetch()} />}
        {shown && shown.calibration.slides === 0 && (
          <Stack gap="xs" align="flex-start">
            <Text>{S.noSlides}</Text>
            {own && (
              <Button component={Link} to={SECTIONS.learningCourses.path} variant="light">
                {P.whatNext}
              </Button>
            )}
          </Stack>
        )}
        {shown && shown.calibration.slides > 0 && (
          <>
            <Text fz="sm" c="dimmed">
              {S.period(shown.from, shown.to)}
            </Text>
            <SkillFigures calibration={shown.calibration} organization={shown.organization} />
            <Outliers outliers={shown.outliers} />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <OutcomeChart outcomes={shown.calibration.outcomes} unclassified={shown.calibration.unclassified} />
              <ConfusionMatrix matrix={shown.calibration.matrix} categorized={shown.calibration.categorized} note={own ? P.matrixNote : P.learnerMatrixNote} />
            </SimpleGrid>
            <TrendChart trend={shown.trend} />
            <RecentSlides rows={shown.recent} who={own ? 'You' : 'The learner'} />
          </>
        )}
        {shown && <PracticeSection userId={userId} own={own} learnerName={shown.name} />}
      </Stack>
    </Paper>
  );
}
