import { Group, List, RingProgress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconMinus, IconX } from '@tabler/icons-react';
import { LEARNING_TEXT, type PlayerQuizPage, type ReviewRecord } from '@cytocampus/contracts';
import { isQuestionPage, pageIsRight, summaryScore } from './quizRules';

/** The score at the end (spec part 2 section 2): the quiz's score and each question's mark. */
export function QuizSummary({ pages, review }: { pages: PlayerQuizPage[]; review: ReviewRecord }) {
  const score = summaryScore(review);
  const questions = pages.flatMap((page, index) => (isQuestionPage(page) ? [{ title: page.title, record: review.pages[index] }] : []));
  const right = questions.filter(({ record }) => record?.submitTime != null && pageIsRight(record.score)).length;
  return (
    <Stack gap="lg">
      <Group gap="xl" align="center">
        <RingProgress
          size={132}
          thickness={12}
          roundCaps
          sections={[{ value: score ?? 0, color: 'cyto' }]}
          label={
            <Text ta="center" fz={26} fw={700} c="cyto.9">
              {score === null ? '–' : `${score}%`}
            </Text>
          }
          aria-label={LEARNING_TEXT.yourScore}
        />
        <Stack gap={4}>
          <Text fz="sm" c="dimmed" fw={600} tt="uppercase" lts={0.4}>
            {LEARNING_TEXT.yourScore}
          </Text>
          <Text fz="lg" fw={600}>
            {LEARNING_TEXT.questionsRight(right, questions.length)}
          </Text>
          {review.submitTime === null && (
            <Text fz="sm" c="dimmed">
              {LEARNING_TEXT.scorePending}
            </Text>
          )}
        </Stack>
      </Group>
      {questions.length > 0 && (
        <List spacing="xs" center listStyleType="none">
          {questions.map(({ title, record }, index) => {
            const answered = record?.submitTime != null;
            const isRight = answered && pageIsRight(record.score);
            return (
              <List.Item
                key={index}
                icon={
                  <ThemeIcon
                    size={24}
                    radius="xl"
                    color={!answered ? 'gray' : isRight ? 'teal' : 'red'}
                    variant={answered ? 'filled' : 'light'}
                    role="img"
                    aria-label={!answered ? LEARNING_TEXT.notAnswered : isRight ? LEARNING_TEXT.correct : LEARNING_TEXT.incorrect}
                  >
                    {/* A shape for each state, not a colour alone: a tick, a cross, a dash for not answered. */}
                    {!answered ? <IconMinus size={15} stroke={2.4} /> : isRight ? <IconCheck size={15} stroke={2.4} /> : <IconX size={15} stroke={2.4} />}
                  </ThemeIcon>
                }
              >
                {title}
              </List.Item>
            );
          })}
        </List>
      )}
    </Stack>
  );
}
