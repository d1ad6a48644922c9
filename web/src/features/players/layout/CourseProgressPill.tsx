import { Badge, RingProgress, Tooltip } from '@mantine/core';
import { LEARNING_TEXT } from '@cytocampus/contracts';
import { usePlayerCourseQuery } from '../api';

/** The header's progress pill: the course's progress (GET /modules/{id} answers its header to a learner), refetched after each submit. */
export function CourseProgressPill({ moduleId }: { moduleId: string }) {
  const { data: course } = usePlayerCourseQuery(moduleId);
  if (!course) return null;
  const percent = Math.round(Math.min(1, Math.max(0, course.header.progress)) * 100);
  return (
    <Tooltip label={course.header.name} withArrow>
      <Badge
        variant="light"
        size="lg"
        radius="xl"
        pl={4}
        style={{ flexShrink: 0 }}
        leftSection={<RingProgress size={24} thickness={3} roundCaps sections={[{ value: percent, color: 'cyto' }]} aria-hidden />}
      >
        {LEARNING_TEXT.courseProgress(percent)}
      </Badge>
    </Tooltip>
  );
}
