import { Badge, Button, Group, Progress, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LEARNING_TEXT, type LearnerCourseItem } from '@cytocampus/contracts';
import { itemButtonLabel, itemProgressState, itemTypeLabel, percent, progressLabel } from '@cytocampus/domain';
import { STANDING_COLORS } from '../../../shared/progress/courseStanding';
import { itemPlayerPath } from '../courseLinks';
import { itemLook } from './itemDisplay';
import classes from './CoursePage.module.css';

interface CourseItemRowProps {
  moduleId: string;
  item: LearnerCourseItem;
  /** The caller is a learner of the course: their status, progress and the player's link. */
  learner: boolean;
}

/** One item of the course: type, name, status, progress and result, and the link to its player (or its lock). */
export function CourseItemRow({ moduleId, item, learner }: CourseItemRowProps) {
  const look = itemLook(item.type);
  const state = itemProgressState(item.stats);
  const progress = item.stats?.progress ?? 0;
  const result = item.graded ? (item.stats?.result ?? null) : null;
  const to = itemPlayerPath(moduleId, item);
  const Icon = look.icon;

  return (
    <li className={classes.row} data-locked={item.locked || undefined}>
      <ThemeIcon variant="light" color={item.locked ? 'gray' : look.color} size={40} radius="md" aria-hidden>
        <Icon size={22} stroke={1.6} />
      </ThemeIcon>
      <Stack gap={2} className={classes.rowMain}>
        <Group gap={8}>
          <Text fz="xs" fw={600} c="dimmed" tt="uppercase" style={{ letterSpacing: '0.04em' }}>
            {itemTypeLabel(item.type)}
          </Text>
          {item.type === 'quiz' && (
            <Badge size="xs" variant="light" color={item.graded ? 'grape' : 'gray'}>
              {item.graded ? LEARNING_TEXT.graded : LEARNING_TEXT.practice}
            </Badge>
          )}
        </Group>
        {item.locked || !learner ? (
          <Text fw={600} lineClamp={2}>
            {item.name}
          </Text>
        ) : (
          <Text component={Link} to={to} fw={600} lineClamp={2} className={classes.itemName}>
            {item.name}
          </Text>
        )}
        {item.description && (
          <Text fz="sm" c="dimmed" lineClamp={2}>
            {item.description}
          </Text>
        )}
      </Stack>
      {learner ? (
        <Stack gap={6} className={classes.rowStatus}>
          <Group gap={6} justify="space-between" wrap="nowrap">
            <Badge size="sm" variant="light" color={STANDING_COLORS[state]}>
              {progressLabel(state)}
            </Badge>
            {result !== null && (
              <Text fz="xs" fw={600} c="dimmed">
                {LEARNING_TEXT.result} {percent(result)}
              </Text>
            )}
          </Group>
          <Progress value={progress * 100} size="sm" radius="xl" color={STANDING_COLORS[state]} aria-label={`${item.name} progress`} />
        </Stack>
      ) : (
        <div className={classes.rowStatus} />
      )}
      <div className={classes.rowAction}>
        {item.locked ? (
          <Tooltip label={LEARNING_TEXT.itemLocked} withArrow multiline w={220}>
            <Badge size="lg" variant="light" color="gray" leftSection={<IconLock size={14} />} tabIndex={0}>
              {LEARNING_TEXT.locked}
            </Badge>
          </Tooltip>
        ) : learner ? (
          <Button component={Link} to={to} size="xs" variant={state === 'complete' ? 'light' : 'filled'} aria-label={`${itemButtonLabel(item)}: ${item.name}`}>
            {itemButtonLabel(item)}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
