import { Alert, Badge, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  AUDIT_TEXT,
  SCREENING_SKILL_TEXT,
  SLIDE_REVIEW_TEXT,
  SLIDE_TILE_LABELS,
  type DiagnosisOutcome,
  type SlideReviewData,
  type SlideSolution,
} from '@cytocampus/contracts';
import { CropImage } from '../../../shared/slides/CropImage';
import { cropUrl } from '../../../shared/slides/slideSource';
import { useSlideCoverageQuery } from '../api';
import { REVIEW_SCREEN_TEXT } from './slideReviewTexts';

const OUTCOME: Record<DiagnosisOutcome, { label: string; color: string }> = {
  correct: { label: SLIDE_TILE_LABELS.correct, color: 'teal' },
  incorrect: { label: SLIDE_TILE_LABELS.incorrect, color: 'red' },
  pending: { label: SLIDE_TILE_LABELS.complete, color: 'blue' },
};

interface ReviewFeedbackProps {
  outcome: DiagnosisOutcome | null;
  /** Part of the slide's credit earned (a test's 'partial' scoring mode): shown instead of 'Incorrect'. */
  credit?: number | null;
  data: SlideReviewData;
  solution: SlideSolution;
  /** Reference objects by id → their label in the rows. */
  labels: ReadonlyMap<string, string>;
  /** The submitted page whose screening coverage to show (not in demo runs). */
  coverage?: CoverageTarget;
}

interface CoverageTarget {
  reviewId: string;
  page: number;
  /** The slide revision the crops are cut from. */
  revisionId: string;
}

/** Why the slide ended as it did (issue 31), how much of it the learner screened at 10x or more, and the objects they never looked at (issue 16). */
function CoverageNote({ target, labels }: { target: CoverageTarget; labels: ReadonlyMap<string, string> }) {
  const { data } = useSlideCoverageQuery({ reviewId: target.reviewId, page: target.page }, { refetchOnMountOrArgChange: true });
  if (!data) return null;
  const percent = data.tissueScreenedPercent;
  const classification = data.skill?.classification;
  const why = classification ? SCREENING_SKILL_TEXT.feedback(classification) : null;
  return (
    <Stack gap={4} data-testid="coverage-note">
      <Text fz="xs" fw={700} tt="uppercase" c="dimmed">
        {AUDIT_TEXT.coverage}
      </Text>
      {why && (
        <Text fz="sm" fw={600} data-testid="skill-sentence">
          {why}
        </Text>
      )}
      <Text fz="sm">{percent === null ? AUDIT_TEXT.tissueUnknown : AUDIT_TEXT.tissueScreened(String(Math.round(percent * 10) / 10))}</Text>
      <Text fz="sm" fw={600}>
        {data.missed.length === 0 ? AUDIT_TEXT.allSeen : AUDIT_TEXT.missed(data.missed.length)}
      </Text>
      {data.missed.length > 0 && (
        <SimpleGrid cols={4} spacing={4}>
          {data.missed.map((object) => (
            <CropImage key={object.id} src={cropUrl(target.revisionId, object)} alt={labels.get(object.id) ?? object.id} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/**
 * What a submitted slide teaches: the outcome, 'Your Diagnosis' and, when wrong, 'Correct
 * Diagnosis' (spec "Test summary page"), the reference notes and objects ('No solution objects
 * selected.' when there are none), and organisms and component beside the learner's.
 */
export function ReviewFeedback({ outcome, credit = null, data, solution, labels, coverage }: ReviewFeedbackProps) {
  const shown = credit !== null ? { label: SLIDE_REVIEW_TEXT.partialCredit(credit), color: 'orange' } : outcome ? OUTCOME[outcome] : null;
  return (
    <Alert color={shown?.color ?? 'gray'} variant="light" p="sm">
      <Stack gap="xs">
        {shown && (
          <Group gap="xs">
            {/* At 4.5:1: white on shade 9 (the theme's filled shade 8 falls short for teal), dark text on a light orange. */}
            <Badge color={shown.color === 'orange' ? 'orange.4' : `${shown.color}.9`} c={shown.color === 'orange' ? 'dark.9' : undefined} variant="filled">
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
        {coverage && <CoverageNote target={coverage} labels={labels} />}
      </Stack>
    </Alert>
  );
}
