import { useState } from 'react';
import { Badge, Button, Card, Collapse, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LEARNING_TEXT, type CourseHeader } from '@cytocampus/contracts';
import { courseProgressState, courseStanding, percent, scheduleState, tileButtonLabel, tileColor } from '@cytocampus/domain';
import { CourseStandingBadge, STANDING_COLORS, StandingAdvice } from '../../../shared/progress/courseStanding';
import { coursePath } from '../courseLinks';
import { RetakeCourseButton } from '../course/RetakeCourseButton';
import { formatDate, SCHEDULE_BADGES } from './courseDisplay';
import { DueCountdown } from './DueCountdown';
import { PinButton } from './PinButton';
import classes from './CourseTile.module.css';

interface CourseTileProps {
  course: CourseHeader;
  now: number;
  /** Home's tiles: no details to expand. */
  compact?: boolean;
  /** A badge of emphasis (Home's most recent course). */
  highlight?: string;
}

/** The course's dates and scores, shown when the tile is expanded (See More). */
function CourseDetails({ course }: { course: CourseHeader }) {
  const { schedule } = course;
  const rows: [string, string][] = [];
  if (schedule.enabled) {
    const begin = schedule.begin ?? schedule.start;
    if (begin !== null) rows.push([LEARNING_TEXT.startsOn, formatDate(begin)]);
    if (schedule.due !== null) rows.push([LEARNING_TEXT.dueOn, formatDate(schedule.due)]);
    if (schedule.end !== null) rows.push([LEARNING_TEXT.endsOn, formatDate(schedule.end)]);
  }
  if (course.firstStart !== null) rows.push([LEARNING_TEXT.firstStart, formatDate(course.firstStart)]);
  if (course.lastSubmit !== null) rows.push([LEARNING_TEXT.lastSubmit, formatDate(course.lastSubmit)]);
  rows.push([LEARNING_TEXT.items, String(course.itemCount)]);
  if (course.passingScore !== null) rows.push([LEARNING_TEXT.passingScore, `${course.passingScore}%`]);
  return (
    <dl className={classes.details}>
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One course: its colour, name, state, progress and result, due countdown, pin, and the button
 * that opens it ('Begin Course' / 'Continue Course' / 'Review Course'). See More shows the rest.
 */
export function CourseTile({ course, now, compact = false, highlight }: CourseTileProps) {
  const [expanded, setExpanded] = useState(false);
  const state = courseProgressState(course);
  const schedule = scheduleState(course.schedule, now);
  const scheduleBadge = schedule === 'unscheduled' ? null : SCHEDULE_BADGES[schedule];
  const color = tileColor(course.name);
  const to = coursePath(course.moduleId);
  const titleId = `course-${course.moduleId}`;

  return (
    <Card
      withBorder
      padding={0}
      component="article"
      aria-labelledby={titleId}
      className={`${classes.tile}${highlight ? ` ${classes.highlight}` : ''}`}
      style={{ '--tile-color': `var(--mantine-color-${color}-6)` }}
    >
      <div className={classes.band} />
      <Stack gap="sm" p="md" style={{ flex: 1 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Group gap={6}>
              {highlight && (
                <Badge size="sm" variant="filled" color="cyto">
                  {highlight}
                </Badge>
              )}
              <CourseStandingBadge course={course} />
              {scheduleBadge && (
                <Badge size="sm" variant="outline" color={scheduleBadge.color}>
                  {scheduleBadge.label}
                </Badge>
              )}
              {course.gated && (
                <Badge size="sm" variant="light" color="gray" leftSection={<IconLock size={12} />}>
                  {LEARNING_TEXT.locked}
                </Badge>
              )}
            </Group>
            <Title order={3} fz="md" fw={650} lh={1.3} id={titleId} lineClamp={expanded ? undefined : 2}>
              <Link to={to} className={classes.name}>
                {course.name}
              </Link>
            </Title>
          </Stack>
          <PinButton moduleId={course.moduleId} favorite={course.favorite} name={course.name} />
        </Group>

        {course.description && (
          <Text fz="sm" c="dimmed" lineClamp={expanded ? undefined : 2}>
            {course.description}
          </Text>
        )}

        <Stack gap={4} mt="auto">
          <Group justify="space-between" gap="xs">
            <Text fz="xs" c="dimmed" fw={500}>
              {percent(course.progress)} {LEARNING_TEXT.complete.toLowerCase()}
            </Text>
            {course.result !== null && (
              <Text fz="xs" c="dimmed" fw={500}>
                {LEARNING_TEXT.result} {percent(course.result)}
              </Text>
            )}
          </Group>
          <Progress
            value={course.progress * 100}
            size="sm"
            radius="xl"
            color={STANDING_COLORS[courseStanding(course)]}
            aria-label={`${course.name} progress`}
          />
        </Stack>
        <StandingAdvice course={course} />
        <RetakeCourseButton course={course} size="xs" />

        <DueCountdown schedule={course.schedule} progress={course.progress} size="xs" />
        {course.gated && (
          <Text fz="xs" c="dimmed">
            {LEARNING_TEXT.courseGated}
          </Text>
        )}

        {!compact && (
          <Collapse expanded={expanded}>
            <CourseDetails course={course} />
          </Collapse>
        )}

        <Group justify={compact ? 'flex-end' : 'space-between'} gap="xs" wrap="nowrap">
          {!compact && (
            <Button variant="subtle" size="compact-sm" color="gray" onClick={() => setExpanded((open) => !open)} aria-expanded={expanded}>
              {expanded ? LEARNING_TEXT.seeLess : LEARNING_TEXT.seeMore}
            </Button>
          )}
          {course.gated ? (
            <Button size="xs" variant="light" color="gray" leftSection={<IconLock size={14} />} disabled>
              {tileButtonLabel(course)}
            </Button>
          ) : (
            <Button component={Link} to={to} size="xs" variant={state === 'complete' ? 'light' : 'filled'}>
              {tileButtonLabel(course)}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
