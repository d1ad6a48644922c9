import type { ReactNode } from 'react';
import { Alert, Anchor, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconFileTypePdf } from '@tabler/icons-react';
import { API_PREFIX, PT_PASS_MARK_PERCENT, PT_ROUTES, type PtResult } from '@cytocampus/contracts';
import { percentOf } from './ptRules';
import { PT_TEXT } from './ptTexts';

/** Long result codes (UNSATISFACTORY) may break so that the points column stays in view at 390 px. */
const WRAP = { overflowWrap: 'anywhere' } as const;

/**
 * A submitted proficiency test's result: score, pass or fail, the automatic failures named, what
 * comes next (`next`: the ladder's notice, before the table so that a phone shows it without
 * scrolling past twenty rows), slide by slide, and the printable PDF.
 */
export function PtResultView({ result, next }: { result: PtResult; next?: ReactNode }) {
  const place = new Map(result.slides.map((s, i) => [s.slideId, i + 1]));
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <Title order={2} fz={{ base: 20, sm: 24 }}>
            {PT_TEXT.resultTitle}
          </Title>
          <Badge size="lg" color={result.passed ? 'teal' : 'red'} variant="filled">
            {result.passed ? PT_TEXT.passed : PT_TEXT.failed}
          </Badge>
        </Group>
        {/* The verdict in words and colour, not only a badge: a failure must read as one. */}
        <Alert
          color={result.passed ? 'teal' : 'red'}
          variant="light"
          icon={result.passed ? <IconCircleCheck size={20} aria-hidden /> : <IconCircleX size={20} aria-hidden />}
          title={
            <Text component="span" fz="xl" fw={650} data-testid="pt-score">
              {PT_TEXT.score(percentOf(result.score), result.points, result.maxPoints)}
            </Text>
          }
        >
          {result.passed ? PT_TEXT.passedAt(PT_PASS_MARK_PERCENT) : PT_TEXT.failedBelow(PT_PASS_MARK_PERCENT)}
        </Alert>
        {result.submittedBy === 'time' && <Text c="dimmed">{PT_TEXT.submittedByTime}</Text>}
        {result.automaticFailures.length > 0 && (
          <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
            {PT_TEXT.automaticFailure(result.automaticFailures.map((s) => ({ place: place.get(s.slideId) ?? 0, name: s.name })))}
          </Alert>
        )}
        {next}
        {/* The slide's name comes last and only from sm up: at 390 px the number, reference, response and points fit. */}
        <Table.ScrollContainer minWidth={280}>
          <Table striped withTableBorder fz="sm" horizontalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                {PT_TEXT.columns.map((c) => (
                  <Table.Th key={c} ta={c === 'Points' ? 'right' : undefined} visibleFrom={c === 'Slide' ? 'sm' : undefined}>
                    {c}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.slides.map((s, i) => (
                <Table.Tr key={s.slideId} bg={s.automaticFailure ? 'var(--mantine-color-red-light)' : undefined}>
                  <Table.Td>
                    {/* Not by colour alone: the row of an automatic failure carries the sign too. */}
                    <Group gap={4} wrap="nowrap">
                      {i + 1}
                      {s.automaticFailure && <IconAlertTriangle size={14} role="img" aria-label={PT_TEXT.automaticFailureRow} />}
                    </Group>
                  </Table.Td>
                  <Table.Td style={WRAP}>{`${s.reference} ${s.referenceResult ?? ''}`}</Table.Td>
                  <Table.Td style={WRAP}>{s.response ? `${s.response} ${s.responseResult ?? ''}` : PT_TEXT.noAnswer}</Table.Td>
                  <Table.Td ta="right">{s.points}</Table.Td>
                  <Table.Td visibleFrom="sm">{s.name}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group gap="md" wrap="wrap">
          <Anchor href={`${API_PREFIX}${PT_ROUTES.resultPdf(result.itemId, result.reviewId)}`} target="_blank" rel="noopener">
            <Group gap={6} component="span">
              <IconFileTypePdf size={18} aria-hidden />
              {PT_TEXT.pdf}
            </Group>
          </Anchor>
          <Text c="dimmed" fz="sm">
            {PT_TEXT.verifyCode(result.code)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
