import { Badge, Button, Group, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PRACTICE_TEXT as T, type PracticeSlide, type PracticeTaking } from '@cytocampus/contracts';
import { isApiFailure } from '../../http/errors';
import { testSummaryPath } from '../../shared/navigation/coursePaths';
import { formatDate } from '../../shared/format/dates';
import { showToast } from '../../shared/feedback/toast';
import { useAssignPracticeMutation, useGetPracticeQuery } from './practiceApi';

/** Slides with why each is worth practising (an ordered list: it wraps on a phone); the learner's own list is blind, its reasons listed apart (`Why`). */
function PracticeList({ slides, labelledBy }: { slides: PracticeSlide[]; labelledBy: string }) {
  return (
    <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={labelledBy}>
      {slides.map((slide) => (
        <Stack component="li" key={slide.slideId} gap={0} data-slide={slide.slideId}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} fz="sm">
              {slide.name}
            </Text>
            {slide.result && (
              <Badge variant="light" radius="sm" color="gray">
                {slide.result}
              </Badge>
            )}
          </Group>
          {slide.reason && (
            <Text fz="sm" data-testid="practice-reason">
              {slide.reason}
            </Text>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

/** The reasons of a blind list: what the learner missed, not which slide is which. */
function Why({ reasons }: { reasons: string[] }) {
  if (reasons.length === 0) return null;
  return (
    <Stack gap={4} data-testid="practice-why">
      <Text fz="sm" fw={600}>
        {T.why}
      </Text>
      <List size="sm" spacing={2}>
        {reasons.map((reason) => (
          <List.Item key={reason}>{reason}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** The learner's way into their set: the practice set test's page, or why there is none. */
function TakeSet({ taking }: { taking: PracticeTaking | null }) {
  if (!taking) return <Text fz="sm">{T.noTaking}</Text>;
  return (
    <Group>
      <Button component={Link} to={testSummaryPath(taking.moduleId, taking.testId)} leftSection={<IconPlayerPlay size={18} stroke={1.8} aria-hidden />}>
        {T.take}
      </Button>
    </Group>
  );
}

const sameSlides = (a: PracticeSlide[], b: PracticeSlide[]) => a.length === b.length && a.every((s, i) => s.slideId === b[i]?.slideId);

/**
 * "What to practise next" on a Skills page (issue 31, docs/adr/0036 "Practice sets"): the
 * recommended library slides with reasons and, in one click, the set assigned (by a manager) or
 * kept (by the learner); below, the current set and who assigned it.
 */
export function PracticeSection({ userId, own, learnerName }: { userId: string; own: boolean; learnerName: string }) {
  const { data, isLoading } = useGetPracticeQuery({ userId }, { skip: !userId });
  const [assign, { isLoading: assigning }] = useAssignPracticeMutation();
  const shown = data && data.userId === userId ? data : undefined;
  if (isLoading) return <Loader size="sm" />;
  if (!shown) return null;
  const { slides, assigned } = shown;
  const current = assigned !== null && sameSlides(assigned.slides, slides);

  const onAssign = async () => {
    const outcome = await assign({ userId, slideIds: slides.map((s) => s.slideId) });
    if ('error' in outcome) showToast({ message: isApiFailure(outcome.error) ? outcome.error.message : 'Please try again.' });
    else showToast({ message: own ? T.kept : T.assigned(learnerName), level: 'info' });
  };

  const setHeading = own ? T.yourSet : T.learnerSet;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="practice-title" data-testid="practice">
      <Stack gap="sm">
        <Title order={3} fz="md" id="practice-title">
          {T.title}
        </Title>
        {slides.length === 0 && <Text fz="sm">{T.none}</Text>}
        {slides.length > 0 && !current && (
          <>
            <Text fz="sm" c="dimmed">
              {T.intro}
            </Text>
            {own && <Why reasons={shown.why} />}
            <PracticeList slides={slides} labelledBy="practice-title" />
            {shown.canAssign && (
              <Group gap="sm" wrap="wrap">
                <Button onClick={() => void onAssign()} loading={assigning} variant={own ? 'light' : 'filled'}>
                  {own ? T.keep : T.assign}
                </Button>
              </Group>
            )}
          </>
        )}
        {assigned && (
          <Stack gap="xs" data-testid="practice-set">
            <Title order={4} fz="sm" id="practice-set-title">
              {setHeading}
            </Title>
            <Text fz="xs" c="dimmed" role="status">
              {current ? `${T.alreadyAssigned} ` : ''}
              {T.assignedOn(assigned.assignedByName, formatDate(assigned.assignedAt))}
            </Text>
            {own && <Why reasons={assigned.why} />}
            <PracticeList slides={assigned.slides} labelledBy="practice-set-title" />
            {own && <TakeSet taking={shown.taking} />}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
