import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { SCREENING_SKILL_TEXT as S, SKILL_PAGE_TEXT as P, type SkillSlideRow } from '@cytocampus/contracts';
import { formatDate } from '../../shared/format/dates';
import { durationText } from './skillFormat';

const BADGE_COLOR = { correct: 'teal', locator: 'orange', interpretation: 'red', overcall: 'grape' } as const;

/** The latest slides, newest first, each with its outcome and the feedback sentence (a list: it wraps on a phone). */
export function RecentSlides({ rows, who }: { rows: SkillSlideRow[]; who: 'You' | 'The learner' }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="skill-recent">
      <Title order={3} fz="md" mb="sm" id="skill-recent">
        {P.recent}
      </Title>
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby="skill-recent">
        {rows.map((row) => {
          const outcome = row.classification.outcome;
          return (
            <Stack component="li" key={`${row.reviewId}/${row.page}`} gap={2} data-slide={row.slideId} data-outcome={outcome ?? ''}>
              <Group gap="xs" wrap="wrap">
                <Text fw={600} fz="sm">
                  {row.slideName}
                </Text>
                <Badge variant="light" radius="sm" color={outcome ? BADGE_COLOR[outcome] : 'gray'}>
                  {outcome ? S.outcome[outcome] : P.unclassified}
                </Badge>
                <Text fz="xs" c="dimmed">
                  {`${formatDate(row.submittedAt)} · ${P.timeOnSlide} ${durationText(row.timeOnSlideMs)}`}
                </Text>
              </Group>
              {outcome && (
                <Text fz="sm" data-testid="skill-feedback">
                  {S.feedback(row.classification, who)}
                </Text>
              )}
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}
