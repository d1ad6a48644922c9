import { Badge } from '@mantine/core';

export interface OverallProgress {
  complete: number;
  total: number;
}

/**
 * The header's progress pill ('n/total Complete'). Nothing is shown until there is real progress to
 * report; the learning feature supplies it.
 */
export function ProgressPill({ progress }: { progress: OverallProgress | null }) {
  if (!progress || progress.total === 0) return null;
  return (
    <Badge variant="light" size="lg" radius="xl" visibleFrom="xs">
      {progress.complete}/{progress.total} Complete
    </Badge>
  );
}

/** The signed-in user's overall progress; null until courses and progress exist. */
export function useOverallProgress(): OverallProgress | null {
  return null;
}
