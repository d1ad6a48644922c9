import { Button } from '@mantine/core';
import { IconCircleCheck, IconMessage2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { FEEDBACK_TEXT } from '@cytocampus/contracts';
import { useTestFeedbackQuery } from './api';
import { evaluationFormPath } from './feedbackPaths';

/**
 * Beside Begin/Resume on the summary of a complete test in a P.A.C.E. course (the summary decides
 * when it shows): 'Submit Feedback' leads to the evaluation form; once submitted, a disabled
 * 'Feedback Submitted' (spec part 2 "Slide test detail and test summary").
 */
export function TestFeedbackButton({ moduleId, testId }: { moduleId: string; testId: string }) {
  const { data: submissions } = useTestFeedbackQuery({ moduleId, testId });
  if (!submissions) return null;
  if (submissions.length > 0) {
    return (
      <Button size="md" variant="light" color="teal" disabled leftSection={<IconCircleCheck size={18} stroke={1.8} aria-hidden />}>
        {FEEDBACK_TEXT.feedbackSubmitted}
      </Button>
    );
  }
  return (
    <Button component={Link} to={evaluationFormPath(moduleId, testId)} size="md" leftSection={<IconMessage2 size={18} stroke={1.8} aria-hidden />}>
      {FEEDBACK_TEXT.submitFeedback}
    </Button>
  );
}
