import { Badge, Text, type MantineSize } from '@mantine/core';
import { IconCircle, IconCircleCheck, IconCircleHalf2, IconCircleX, IconProgress, type Icon } from '@tabler/icons-react';
import { courseStanding, standingAdvice, standingLabel, type CourseStanding, type StandingFigures } from '@cytocampus/domain';

/** The colour of each standing: a pass (or a finish with nothing to pass) teal, a failed course red, the rest as their progress. */
export const STANDING_COLORS: Record<CourseStanding, string> = {
  passed: 'teal',
  complete: 'teal',
  failed: 'red',
  inProgress: 'cyto',
  started: 'blue',
  notStarted: 'gray',
};

/** A shape for each standing beside its colour and label (colour is never the only signal: WCAG 1.4.1). */
export const STANDING_ICONS: Record<CourseStanding, Icon> = {
  passed: IconCircleCheck,
  complete: IconCircleCheck,
  failed: IconCircleX,
  inProgress: IconCircleHalf2,
  started: IconProgress,
  notStarted: IconCircle,
};

/** The course's standing as a badge: 'Not Passed' in red, 'Passed', or its progress label, each with its icon. */
export function CourseStandingBadge({ course, size = 'sm' }: { course: StandingFigures; size?: MantineSize }) {
  const standing = courseStanding(course);
  const StandingIcon = STANDING_ICONS[standing];
  return (
    <Badge
      size={size}
      variant="light"
      color={STANDING_COLORS[standing]}
      data-standing={standing}
      leftSection={<StandingIcon size={12} stroke={2} aria-hidden />}
    >
      {standingLabel(standing)}
    </Badge>
  );
}

/** What a failed course needed and what the learner can do next; nothing for any other standing. */
export function StandingAdvice({ course, size = 'xs' }: { course: StandingFigures; size?: MantineSize }) {
  const advice = standingAdvice(course);
  if (advice === null) return null;
  return (
    <Text fz={size} c="red.8">
      {advice}
    </Text>
  );
}
