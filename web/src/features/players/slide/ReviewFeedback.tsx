import { Alert, Badge, Group, List, Stack, Text } from '@mantine/core';
import { SLIDE_REVIEW_TEXT, SLIDE_TILE_LABELS, type DiagnosisOutcome, type SlideReviewData, type SlideSolution } from '@cytocampus/contracts';
import { REVIEW_SCREEN_TEXT } from './slideReviewTexts';

const OUTCOME: Record<DiagnosisOutcome, { label: string; color: string }> = {
  correct: { label: SLIDE_TILE_LABELS.correct, color: 'teal' },
  incorrect: { label: SLIDE_TILE_LABELS.incorrect, color: 'red' },
  pending: { label: SLIDE_TILE_LABELS.complete, color: 'blue' },
};

interface ReviewFeedbackProps {
  outcome: DiagnosisOutcome | null;
  data: SlideReviewData;
  solution: SlideSolution;
  /** Reference objects by id → their label in the rows. */
  labels: ReadonlyMap<string, string>;
}

/**
 * What a submitted slide teaches: the outcome, 'Your Diagnosis' and, when wrong, 'Correct
 * Diagnosis' (spec "Test summary page"), the reference notes and objects ('No solution objects
 * selected.' when there are none), and organisms and component beside the learner's.
 */
export function ReviewFeedback({ outcome, data, solution, labels }: ReviewFeedbackProps) {
  const shown = outcome ? OUTCOME[outcome] : null;
  return (
    <Alert color={shown?.color ?? 'gray'} variant="light" p="sm">
      <Stack gap="xs">
        {shown && (
          <Group gap="xs">
            <Badge color={shown.color} variant="filled">
              {shown.label}
            </Badge>
          </Group>
        )}
        {outcome !== null && (
          <Text fz="sm">
            <Text span fz="inherit" fw={600}>{`${SLIDE_REVIEW_TEXT.yourDiagnosis}: `}</Text>
            {data.result ?? '—'}
          </Text>
        )}
        {outcome === 'incorrect' && (
          <Text fz="sm">
            <Text span fz="inherit" fw={600}>{`${SLIDE_REVIEW_TEXT.correctDiagnosis}: `}</Text>
            {solution.result ?? '—'}
          </Text>
        )}
        {outcome === null && solution.result && (
          <Text fz="sm">
            <Text span fz="inherit" fw={600}>{`${SLIDE_REVIEW_TEXT.correctDiagnosis}: `}</Text>
            {solution.result}
          </Text>
        )}
        {solution.type === 'GYN' && (
          <Text fz="xs" c="dimmed">
            {`${REVIEW_SCREEN_TEXT.organisms}: ${solution.organisms.join(', ') || REVIEW_SCREEN_TEXT.organismsNone}`}
            {solution.endoCells ? ` · ${REVIEW_SCREEN_TEXT.component}: ${solution.endoCells}` : ''}
          </Text>
        )}
        {solution.reason && (
          <Stack gap={2}>
            <Text fz="xs" fw={700} tt="uppercase" c="dimmed">
              {REVIEW_SCREEN_TEXT.reason}
            </Text>
            <Text fz="sm">{solution.reason}</Text>
          </Stack>
        )}
        <Stack gap={2}>
          <Text fz="xs" fw={700} tt="uppercase" c="dimmed">
            {REVIEW_SCREEN_TEXT.solutionObjects}
          </Text>
          {solution.objects.length === 0 ? (
            <Text fz="sm">{SLIDE_REVIEW_TEXT.noSolutionObjects}</Text>
          ) : (
            <List size="sm" spacing={2}>
              {solution.objects.map((id) => (
                <List.Item key={id}>
                  <Text span fw={600} fz="sm">
                    {labels.get(id) ?? id}
                  </Text>
                  {solution.objectText[id] ? `: ${solution.objectText[id]}` : ''}
                  {data.shortList.includes(id) ? ` (${REVIEW_SCREEN_TEXT.markedByYou})` : ''}
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      </Stack>
    </Alert>
  );
}
