import { Badge, Box, Button, Group, Paper, RingProgress, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconLock, IconPlayerPlay } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LEARNING_TEXT, type CourseHeader, type LearnerCourseItem } from '@cytocampus/contracts';
import { courseProgressState, courseStanding, moduleButtonLabel, nextItem, percent, progressLabel, scheduleState, tileColor } from '@cytocampus/domain';
import { CourseStandingBadge, STANDING_COLORS, StandingAdvice } from '../../../shared/progress/courseStanding';
import { itemPlayerPath } from '../courseLinks';
import { RetakeCourseButton } from './RetakeCourseButton';
import { formatDate, SCHEDULE_BADGES } from '../tiles/courseDisplay';
import { DueCountdown } from '../tiles/DueCountdown';
import classes from './CoursePage.module.css';

interface CourseHeaderCardProps {
  moduleId: string;
  name: string;
  description: string;
  /** The learner's header of the course; null for a reader who is not one of its learners. */
  header: CourseHeader | null;
  items: readonly LearnerCourseItem[];
  now: number;
}

/** The schedule's dates on one line: 'Starts Nov 2, 2026 · Due Nov 30, 2026'. */
function ScheduleDates({ header }: { header: CourseHeader }) {
  const { schedule } = header;
  if (!schedule.enabled) return null;
  const begin = schedule.begin ?? schedule.start;
  const parts = [
    begin !== null ? `${LEARNING_TEXT.startsOn} ${formatDate(begin)}` : null,
    schedule.due !== null ? `${LEARNING_TEXT.dueOn} ${formatDate(schedule.due)}` : null,
    schedule.end !== null ? `${LEARNING_TEXT.endsOn} ${formatDate(schedule.end)}` : null,
  ].filter((part) => part !== null);
  if (parts.length === 0) return null;
  return (
    <Text fz="sm" c="dimmed">
      {parts.join(' · ')}
    </Text>
  );
}

/** Resume Module / Begin Module: the learner's next item in its player (held while the course is gated). */
function ModuleButton({ moduleId, header, items }: { moduleId: string; header: CourseHeader; items: readonly LearnerCourseItem[] }) {
  const next = nextItem(items);
  const label = moduleButtonLabel(header, items);
  if (header.gated || !next) {
    return (
      <Tooltip label={header.gated ? LEARNING_TEXT.courseGated : LEARNING_TEXT.moduleHasNoItems} withArrow multiline w={240}>
        <Button size="md" leftSection={<IconLock size={18} />} variant="light" color="gray" data-disabled onClick={(event) => event.preventDefault()}>
          {label}
        </Button>
      </Tooltip>
    );
  }
  return (
    <Button component={Link} to={itemPlayerPath(moduleId, next)} size="md" leftSection={<IconPlayerPlay size={18} />}>
      {label}
    </Button>
  );
}

/**
 * The course page's header (spec part 2 section 2): name, description, progress ring, result, status
 * text, due countdown and, for its learners, Resume Module / Begin Module.
 */
export function CourseHeaderCard({ moduleId, name, description, header, items, now }: CourseHeaderCardProps) {
  const state = header ? courseProgressState(header) : null;
  const schedule = header ? scheduleState(header.schedule, now) : 'unscheduled';
  const scheduleBadge = schedule === 'unscheduled' ? null : SCHEDULE_BADGES[schedule];
  return (
    <Paper withBorder style={{ overflow: 'hidden', '--tile-color': `var(--mantine-color-${tileColor(name)}-6)` }} component="header">
      <div className={classes.band} />
      <Group p={{ base: 'md', sm: 'xl' }} justify="space-between" align="flex-start" gap="xl">
        <Stack gap="sm" style={{ flex: '1 1 360px', minWidth: 0 }}>
          {header && state && (
            <Group gap={6}>
              <CourseStandingBadge course={header} size="md" />
              {scheduleBadge && (
                <Badge variant="outline" color={scheduleBadge.color}>
                  {scheduleBadge.label}
                </Badge>
              )}
              {header.required && header.assigned && (
                <Badge variant="light" color="gray">
                  {LEARNING_TEXT.required}
                </Badge>
              )}
              {header.gated && (
                <Badge variant="light" color="gray" leftSection={<IconLock size={12} />}>
                  {LEARNING_TEXT.locked}
                </Badge>
              )}
            </Group>
          )}
          <Title order={2} fz={{ base: 22, sm: 28 }} fw={700} c="dark.8" lh={1.2}>
            {name}
          </Title>
          {description && (
            <Text c="dimmed" maw={720}>
              {description}
            </Text>
          )}
          {header && (
            <>
              <DueCountdown schedule={header.schedule} progress={header.progress} size="md" />
              <ScheduleDates header={header} />
            </>
          )}
        </Stack>
        {header && state && (
          <Group gap="xl" align="center">
            <RingProgress
              size={124}
              thickness={11}
              roundCaps={header.progress > 0}
              sections={[{ value: Math.round(header.progress * 100), color: STANDING_COLORS[courseStanding(header)] }]}
              label={
                <Stack gap={0} align="center">
                  <Text fz={22} fw={700} lh={1.1}>
                    {percent(header.progress)}
                  </Text>
                  <Text fz={10} c="dimmed" fw={600} tt="uppercase" ta="center" lh={1.2} maw={80}>
                    {progressLabel(state)}
                  </Text>
                </Stack>
              }
              aria-label={`${LEARNING_TEXT.complete}: ${percent(header.progress)}`}
            />
            <Stack gap={6} align="flex-start">
              <Text fz="xs" c="dimmed" fw={600} tt="uppercase">
                {LEARNING_TEXT.result}
              </Text>
              <Text fz={28} fw={700} lh={1}>
                {header.result === null ? '—' : percent(header.result)}
              </Text>
              {header.passingScore !== null && (
                <Text fz="xs" c="dimmed">
                  {LEARNING_TEXT.passingScore} {header.passingScore}%
                </Text>
              )}
              {header.maxAttempts > 1 && (
                <Text fz="xs" c="dimmed" maw={260} data-testid="course-attempt">
                  {LEARNING_TEXT.attemptOf(header.attempt, header.maxAttempts)}. {LEARNING_TEXT.lastAttemptCounts}
                </Text>
              )}
              <Box maw={260}>
                <StandingAdvice course={header} />
              </Box>
              <RetakeCourseButton course={header} />
              <ModuleButton moduleId={moduleId} header={header} items={items} />
            </Stack>
          </Group>
        )}
      </Group>
    </Paper>
  );
}
