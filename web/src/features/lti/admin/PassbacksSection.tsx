import dayjs from 'dayjs';
import { Alert, Badge, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { LtiGradePassbackItem } from '@cytocampus/contracts';
import { DetailSection } from '../../../shared/detail/DetailView';
import { LTI_SCREEN_TEXT as T } from '../ltiTexts';
import { useGetLtiGradePassbacksQuery } from './ltiAdminApi';
import { PassbackChart, PASSBACK_COLOR } from './PassbackChart';
import { passbackCounts, passbacksInOrder } from './passbackCounts';

const when = (ms: number) => dayjs(ms).format('MMM D, YYYY [at] HH:mm');

/** Where a score stands: sent when, or how often it was tried and when it is tried next. */
function progressText(item: LtiGradePassbackItem): string {
  if (item.status === 'sent') return item.sentAt === null ? T.status.sent : T.sentAt(when(item.sentAt));
  const next = item.nextAttemptAt === null ? [] : [T.nextAttempt(when(item.nextAttemptAt))];
  return [T.attempts(item.attempts), ...next].join(' · ');
}

function PassbackRow({ item }: { item: LtiGradePassbackItem }) {
  return (
    <Paper component="li" withBorder p="sm" data-status={item.status}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {item.title}
          </Text>
          <Text fz="sm">{`${item.userName} · ${item.platformName} · ${T.score(item.scoreGiven, item.scoreMaximum)}`}</Text>
          <Text fz="xs" c="dimmed">
            {`${T.completedAt(when(item.completedAt))} · ${progressText(item)}`}
          </Text>
        </Stack>
        <Badge color={PASSBACK_COLOR[item.status]} variant="light" radius="sm" style={{ flex: 'none' }}>
          {T.status[item.status]}
        </Badge>
      </Group>
      {item.lastError && item.status !== 'sent' && (
        <Text fz="xs" c="red.8" mt={6} style={{ overflowWrap: 'anywhere' }}>
          {`${T.lastError}: ${item.lastError}`}
        </Text>
      )}
    </Paper>
  );
}

/** Scores sent back to the platforms' gradebooks (GET /lti/grade-passbacks, followed live): the counts, then failures first. */
export function PassbacksSection() {
  const { data, isLoading, isError } = useGetLtiGradePassbacksQuery();
  return (
    <DetailSection title={T.passbacksTitle} description={T.passbacksExplain}>
      {isLoading && <Loader size="sm" aria-label={T.passbacksLoading} />}
      {isError && (
        <Alert color="red" variant="light" role="alert">
          {T.passbacksFailed}
        </Alert>
      )}
      {data &&
        (data.items.length === 0 ? (
          <Text c="dimmed">{T.noPassbacks}</Text>
        ) : (
          <>
            <PassbackChart counts={passbackCounts(data.items)} />
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={T.passbacksTitle}>
              {passbacksInOrder(data.items).map((item) => (
                <PassbackRow key={item.id} item={item} />
              ))}
            </Stack>
          </>
        ))}
    </DetailSection>
  );
}
