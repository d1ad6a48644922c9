import { Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { PRACTICE_TEXT as T, type PracticeSlide } from '@cytocampus/contracts';
import { isApiFailure } from '../../http/errors';
import { formatDate } from '../../shared/format/dates';
import { showToast } from '../../shared/feedback/toast';
import { useAssignPracticeMutation, useGetPracticeQuery } from './practiceApi';

/** Slides with why each is worth practising (an ordered list: it wraps on a phone). */
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
          <Text fz="sm" data-testid="practice-reason">
            {slide.reason}
          </Text>
        </Stack>
      ))}
    </Stack>
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
            <PracticeList slides={assigned.slides} labelledBy="practice-set-title" />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
