import { Badge } from '@mantine/core';
import { useThreadAlertsQuery } from '../api';
import { useViewer } from '../useCommunityAccess';
import type { AlertTab } from './AlertThreadList';

const shown = (count: number): string => (count > 99 ? '99+' : String(count));

function useAlertCounts(): { messages: number; notifications: number } {
  // Everyone signed in: the outlier notifications are a manager's whether or not they read the community.
  const { data } = useThreadAlertsQuery(undefined, { skip: !useViewer() });
  return { messages: data?.messages.count ?? 0, notifications: (data?.notifications.count ?? 0) + (data?.outliers.count ?? 0) };
}

/** The count of new messages and notifications over the bell; nothing when there is none. */
export function AlertsBadge() {
  const counts = useAlertCounts();
  const total = counts.messages + counts.notifications;
  if (total === 0) return null;
  return (
    <Badge size="xs" color="red" variant="filled" circle={total < 10} px={total < 10 ? 0 : 4} data-testid="alerts-count" aria-label={`${total} new`}>
      {shown(total)}
    </Badge>
  );
}

/** A tab's count beside its label. */
export function AlertTabCount({ tab }: { tab: AlertTab }) {
  const count = useAlertCounts()[tab];
  if (count === 0) return null;
  return (
    <Badge size="sm" color="red" variant="light" circle={count < 10} style={{ flexShrink: 0 }} data-testid={`alerts-count-${tab}`} aria-label={`${count} new`}>
      {shown(count)}
    </Badge>
  );
}
