import { Button, type MantineSize } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { LEARNING_TEXT, type CourseHeader } from '@cytocampus/contracts';
import { nextCourseAttempt } from '@cytocampus/domain';
import { useRetakeCourseMutation } from '../api';

/**
 * 'Retake course (attempt n of m)' on a failed course of the learner's assignment with attempts
 * left (issue 30); nothing otherwise. The course's screens follow the retake by their notice.
 */
export function RetakeCourseButton({ course, size = 'sm' }: { course: CourseHeader; size?: MantineSize }) {
  const [retake, { isLoading }] = useRetakeCourseMutation();
  const next = nextCourseAttempt(course);
  if (next === null) return null;
  return (
    <Button
      size={size}
      color="red"
      variant="light"
      leftSection={<IconRefresh size={16} />}
      loading={isLoading}
      onClick={() => void retake(course.moduleId)}
      data-testid="retake-course"
      // At phone width the label wraps inside its card rather than past it.
      maw="100%"
      styles={{ label: { whiteSpace: 'normal' } }}
    >
      {LEARNING_TEXT.retakeCourse(next, course.maxAttempts)}
    </Button>
  );
}
