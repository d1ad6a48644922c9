import { Text, Timeline } from '@mantine/core';
import dayjs from 'dayjs';
import { DetailSection } from '../../../shared/detail/DetailView';
import { useGetUserHistoryQuery } from '../api';
import { describeHistoryEntry } from './userHistory';

/** The audit trail of an account: who changed what and when, newest first (read back from its events). */
export function UserHistorySection({ userId }: { userId: string }) {
  const { data: history, isLoading } = useGetUserHistoryQuery(userId);
  return (
    <DetailSection title="History" description="Changes to this account, newest first.">
      {isLoading && <Text c="dimmed">Loading history…</Text>}
      <Timeline bulletSize={12} lineWidth={2}>
        {(history ?? []).map((entry, index) => (
          <Timeline.Item key={`${entry.occurredAt}-${index}`} title={describeHistoryEntry(entry)}>
            <Text fz="xs" c="dimmed">
              {dayjs(entry.occurredAt).format('MMM D, YYYY [at] HH:mm')} · {entry.actorName ?? 'System'}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </DetailSection>
  );
}
