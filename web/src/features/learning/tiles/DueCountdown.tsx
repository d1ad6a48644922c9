import { useEffect, useState } from 'react';
import { Group, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import type { CourseSchedule } from '@cytocampus/contracts';
import { countdownRefreshMs, dueCountdown } from '@cytocampus/domain';
import { countdownColor } from './courseDisplay';

interface DueCountdownProps {
  schedule: CourseSchedule;
  progress: number;
  size?: 'xs' | 'sm' | 'md';
}

/** 'Due in 3 days', 'Past due by 2 weeks'…: redrawn as time passes (every second near the moment). */
export function DueCountdown({ schedule, progress, size = 'sm' }: DueCountdownProps) {
  const [now, setNow] = useState(() => Date.now());
  const countdown = dueCountdown(schedule, progress, now);
  const shown = countdown !== null;
  const delay = countdownRefreshMs(countdown);
  useEffect(() => {
    if (!shown) return;
    const timer = window.setTimeout(() => setNow(Date.now()), delay);
    return () => window.clearTimeout(timer);
  }, [now, delay, shown]);
  if (!countdown) return null;
  return (
    <Group gap={6} wrap="nowrap" c={countdownColor(countdown.tone, countdown.remaining)}>
      <IconClock size={size === 'md' ? 18 : 15} stroke={1.7} aria-hidden />
      <Text fz={size} fw={600} c="inherit">
        {countdown.text}
      </Text>
    </Group>
  );
}
