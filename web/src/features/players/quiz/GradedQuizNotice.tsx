import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { LEARNING_TEXT, type PlayerQuizPage } from '@cytocampus/contracts';
import { isQuestionPage, submitsOnSelection } from './quizRules';

/**
 * Before a graded quiz's first question (on the pages before it, and above it): its answers are
 * final, and where its pages submit on selection, as soon as the learner chooses (issue 28 finding 6).
 */
export function GradedQuizNotice({ pages, current }: { pages: readonly PlayerQuizPage[]; current: number }) {
  const first = pages.findIndex(isQuestionPage);
  if (first === -1 || current > first) return null;
  const onSelection = pages.some((page) => isQuestionPage(page) && submitsOnSelection(page.quiz, true));
  return (
    <Alert variant="light" color="orange" icon={<IconLock size={18} />} title={LEARNING_TEXT.gradedQuiz} data-testid="graded-quiz-notice">
      {onSelection && LEARNING_TEXT.submittedOnChoice}
    </Alert>
  );
}
