import { Alert, Box, Group, Highlight, Image, SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconBulb, IconCheck, IconLock, IconX } from '@tabler/icons-react';
import { LEARNING_TEXT } from '@cytocampus/contracts';
import { quizFileUrl, type QuizBlock } from './quizRules';
import classes from './QuizQuestion.module.css';

export interface QuizQuestionProps {
  quiz: QuizBlock;
  imageChoices: boolean;
  selected: number[];
  /** The answer can no longer change (submitted, checked, or the review is read-only). */
  locked: boolean;
  /** Mark the selected choices right ('check') or wrong ('times'). */
  marked: boolean;
  /** The correct choices, when this page may know them (a practice quiz, a submitted graded page). */
  correct: number[] | null;
  /** Show the correct choices that were not selected, and the explanation. */
  reveal: boolean;
  /** The explanation (empty: none). */
  solution: string;
  /** Choosing submits the answer for good (a graded page that submits on selection): the page says so. */
  finalOnChoice: boolean;
  onToggle: (index: number) => void;
}

type ChoiceMark = 'right' | 'wrong' | 'missed' | null;

function markOf(index: number, selected: number[], correct: number[] | null, marked: boolean, reveal: boolean): ChoiceMark {
  if (!correct) return null;
  const isCorrect = correct.includes(index);
  if (selected.includes(index)) return marked ? (isCorrect ? 'right' : 'wrong') : null;
  return reveal && isCorrect ? 'missed' : null;
}

/** The question block and its choices: text or image choices, selection up to maxChoices, and the marks once answered. */
export function QuizQuestion({ quiz, imageChoices, selected, locked, marked, correct, reveal, solution, finalOnChoice, onToggle }: QuizQuestionProps) {
  const { question } = quiz;
  const full = quiz.maxChoices > 0 && selected.length >= quiz.maxChoices && quiz.maxChoices !== 1;
  return (
    <Stack gap="md">
      <Stack gap="xs">
        {question.questionText && (
          <Highlight highlight={question.highlight ? [question.highlight] : []} fz="lg" fw={550} color="yellow">
            {question.questionText}
          </Highlight>
        )}
        {question.questionImg && <Image src={quizFileUrl(question.questionImg)} alt="" radius="md" maw={720} fit="contain" />}
        {!locked && (
          <Text fz="sm" c="dimmed">
            {LEARNING_TEXT.selectHint(Math.max(1, quiz.minChoices), quiz.maxChoices)}
          </Text>
        )}
        {!locked && finalOnChoice && (
          <Group gap={6} wrap="nowrap">
            <IconLock size={16} color="var(--mantine-color-orange-8)" aria-hidden />
            <Text fz="sm" fw={600}>
              {LEARNING_TEXT.submittedOnChoice}
            </Text>
          </Group>
        )}
      </Stack>
      <SimpleGrid cols={imageChoices ? { base: 1, xs: 2, md: 3 } : 1} spacing="sm" role="group" aria-label={question.questionText || LEARNING_TEXT.choices}>
        {quiz.choices.map((choice, index) => {
          const isSelected = selected.includes(index);
          const mark = markOf(index, selected, correct, marked, reveal);
          const disabled = locked || (full && !isSelected);
          return (
            <UnstyledButton
              key={index}
              className={classes.choice}
              data-selected={isSelected || undefined}
              data-mark={mark ?? undefined}
              data-disabled={disabled || undefined}
              disabled={disabled}
              onClick={() => onToggle(index)}
              role={quiz.maxChoices === 1 ? 'radio' : 'checkbox'}
              aria-checked={isSelected}
            >
              <Box className={classes.choiceBody}>
                <span className={classes.indicator} data-round={quiz.maxChoices === 1 || undefined} aria-hidden />
                <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                  {imageChoices && choice.choiceImg && (
                    <Image src={quizFileUrl(choice.choiceImg)} alt={choice.choiceText} radius="sm" fit="contain" mah={220} />
                  )}
                  {choice.choiceText && <Text fz="md">{choice.choiceText}</Text>}
                  {imageChoices && reveal && choice.helperImg && <Image src={quizFileUrl(choice.helperImg)} alt="" radius="sm" fit="contain" mah={160} />}
                </Stack>
                {mark && (
                  <ThemeIcon
                    size={26}
                    radius="xl"
                    color={mark === 'wrong' ? 'red' : 'teal'}
                    variant={mark === 'missed' ? 'light' : 'filled'}
                    aria-label={mark === 'wrong' ? LEARNING_TEXT.incorrect : LEARNING_TEXT.correct}
                  >
                    {mark === 'wrong' ? <IconX size={16} stroke={2.4} /> : <IconCheck size={16} stroke={2.4} />}
                  </ThemeIcon>
                )}
              </Box>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      {solution && reveal && (
        <Alert variant="light" color="cyto" icon={<IconBulb size={18} />} title={LEARNING_TEXT.solution}>
          {solution}
        </Alert>
      )}
    </Stack>
  );
}
