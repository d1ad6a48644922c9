import { Anchor, Badge, Group, ScrollArea, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { API_PREFIX, PT_ROUTES, ptDateText, ptScoreText, ptTimeLeftText, type PtAttemptView } from '@cytocampus/contracts';
import { reviewReplayPath } from '../../shared/navigation/sections';
import { PT_PAGE_WORDS as W } from './ptPageTexts';

/** The result's printable form (the examinee's organization managers may read it). */
const resultHref = (a: PtAttemptView) => `${API_PREFIX}${PT_ROUTES.resultPdf(encodeURIComponent(a.itemId), encodeURIComponent(a.reviewId))}`;

function Outcome({ attempt, now }: { attempt: PtAttemptView; now: number }) {
  if (attempt.passed === null)
    return (
      <Text fz="sm" c="blue.8">
        {W.running}: {ptTimeLeftText(attempt.deadline, now)}
      </Text>
    );
  return (
    <Group gap={4}>
      <Badge variant="light" radius="sm" color={attempt.passed ? 'teal' : 'red'}>
        {attempt.passed ? W.passed : W.failed}
      </Badge>
      {attempt.gradedBy === 'time' && (
        <Text fz="xs" c="dimmed">
          {W.byTime}
        </Text>
      )}
    </Group>
  );
}

/** A person's attempts of the year: score, pass, automatic failures, the result and the audit replay. */
export function PtAttempts({ attempts, now }: { attempts: PtAttemptView[]; now: number }) {
  if (attempts.length === 0) return <Text c="dimmed">{W.noAttempts}</Text>;
  return (
    <ScrollArea type="auto">
      <Table verticalSpacing={4} miw={560} aria-label={W.attempts}>
        <Table.Thead>
          <Table.Tr>
            {W.attemptColumns.map((c, i) => (
              <Table.Th key={i}>{c}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {attempts.map((a) => (
            <Table.Tr key={a.reviewId}>
              <Table.Td>{ptDateText(a.startedAt)}</Table.Td>
              <Table.Td>{a.size}</Table.Td>
              <Table.Td>{a.grid}</Table.Td>
              <Table.Td>{a.score === null ? '–' : `${ptScoreText(a.score)} (${a.points ?? 0}/${a.maxPoints ?? 0})`}</Table.Td>
              <Table.Td>
                <Outcome attempt={a} now={now} />
              </Table.Td>
              <Table.Td>
                <Text fz="sm" c={a.automaticFailures.length > 0 ? 'red.8' : 'dimmed'}>
                  {a.automaticFailures.length > 0 ? a.automaticFailures.join(', ') : '–'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  {a.passed !== null && (
                    <Anchor fz="sm" href={resultHref(a)} target="_blank" rel="noopener">
                      {W.result}
                    </Anchor>
                  )}
                  <Anchor fz="sm" component={Link} to={reviewReplayPath(a.reviewId)}>
                    {W.replay}
                  </Anchor>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
