import { ActionIcon, Group, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { LEARNING_TEXT } from '@cytocampus/contracts';
import { CourseProgressPill } from './CourseProgressPill';
import classes from './PlayerShell.module.css';

/** The players' header: the way back to the course, the item's name, and the course's progress (none in a demo run). */
export function PlayerHeader({ name, course, onBack }: { name: string; course: string | null; onBack: () => void }) {
  return (
    <header className={classes.header}>
      <Group h="100%" px="md" justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Tooltip label={LEARNING_TEXT.backToCourse} withArrow>
            <ActionIcon variant="subtle" color="gray" size="lg" radius="xl" onClick={onBack} aria-label={LEARNING_TEXT.backToCourse}>
              <IconArrowLeft size={20} stroke={1.7} />
            </ActionIcon>
          </Tooltip>
          <Title order={1} fz={{ base: 'lg', sm: 22 }} fw={650} c="dark.7" lineClamp={1}>
            {name}
          </Title>
        </Group>
        {course && <CourseProgressPill moduleId={course} />}
      </Group>
    </header>
  );
}
