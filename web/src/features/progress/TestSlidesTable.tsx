import { Button, Group, Table, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconPlayerPlay, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AUDIT_TEXT, LEARNING_TEXT, PROGRESS_TEXT as T, type ProgressTest, type ProgressTestSlide } from '@cytocampus/contracts';
import { reviewReplayPath } from '../../shared/navigation/sections';

/** The learner's interpretation, marked right or wrong once scored (a tick or a cross, named for screen readers: not by colour alone). */
function Interpretation({ slide }: { slide: ProgressTestSlide }) {
  if (slide.outcome === null) return <Text c="dimmed">{T.notSubmitted}</Text>;
  const mark =
    slide.outcome === 'pending' ? null : (
      <ThemeIcon
        size="sm"
        radius="xl"
        variant="light"
        color={slide.outcome === 'correct' ? 'teal' : 'red'}
        role="img"
        aria-label={slide.outcome === 'correct' ? LEARNING_TEXT.correct : LEARNING_TEXT.incorrect}
      >
        {slide.outcome === 'correct' ? <IconCheck size={12} /> : <IconX size={12} />}
      </ThemeIcon>
    );
  return (
    <Group gap={6} wrap="nowrap">
      {mark}
      <Text span>{slide.interpretation ?? '—'}</Text>
    </Group>
  );
}

/** The overlay's third table: the slides of a slide test (spec: Slide ID, Diagnosis, User Interpretation). */
export function TestSlidesTable({ test }: { test: ProgressTest }) {
  if (test.slides.length === 0) return <Text c="dimmed">{T.noSlides}</Text>;
  // A finished test replays slide by slide (issue 16); the slides are the review's pages in order.
  const replayId = test.progress >= 1 ? test.recordId : null;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped verticalSpacing="sm" aria-label={T.tableNames.slides}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{T.slideId}</Table.Th>
            <Table.Th>{T.diagnosis}</Table.Th>
            <Table.Th>{T.userInterpretation}</Table.Th>
            {replayId && <Table.Th />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {test.slides.map((slide, page) => (
            <Table.Tr key={slide.slideId}>
              <Table.Td fw={500}>{slide.name}</Table.Td>
              <Table.Td>{slide.diagnosis ?? '—'}</Table.Td>
              <Table.Td>
                <Interpretation slide={slide} />
              </Table.Td>
              {replayId && (
                <Table.Td>
                  <Button component={Link} to={reviewReplayPath(replayId, page)} size="xs" variant="subtle" leftSection={<IconPlayerPlay size={14} />}>
                    {AUDIT_TEXT.replay}
                  </Button>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
