import { Anchor, Group, ScrollArea, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconMail, IconMessages } from '@tabler/icons-react';
import { Link } from 'react-router';
import { COMMUNITY_PATHS, MSG, type ThreadSummary } from '@cytocampus/contracts';
import { useThreadAlertsQuery } from '../api';
import { PersonAvatar } from '../components/PersonAvatar';
import { exactTime, relativeTime } from '../messageTime';
import { personOf, threadTitle } from '../threadRules';
import { readsCommunity, useViewer } from '../useCommunityAccess';
import { useNow } from '../useNow';
import classes from './AlertThreadList.module.css';
import { OutlierAlertEntry } from './OutlierAlertEntry';

export type AlertTab = 'messages' | 'notifications';

const TABS = {
  messages: { empty: MSG.noMessages, icon: IconMail, all: COMMUNITY_PATHS.messages, allLabel: 'All messages' },
  notifications: { empty: MSG.noNotifications, icon: IconMessages, all: COMMUNITY_PATHS.threads, allLabel: 'All threads' },
} as const;

function AlertEntry({ thread, viewerId, now }: { thread: ThreadSummary; viewerId: string | null; now: number }) {
  const last = thread.lastMessage;
  const sender = last ? personOf(thread.people, last.userId) : undefined;
  const title = threadTitle(thread, viewerId);
  return (
    <UnstyledButton
      component={Link}
      to={COMMUNITY_PATHS.thread(thread.id)}
      className={classes.entry}
      role="listitem"
      aria-label={`${title}: ${sender?.name ?? ''}`}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <PersonAvatar person={sender} size={34} />
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fz="sm" fw={650} truncate>
              {title}
            </Text>
            {last && (
              <Text fz={11} c="dimmed" style={{ flexShrink: 0 }} title={exactTime(last.ts)}>
                {relativeTime(last.ts, now)}
              </Text>
            )}
          </Group>
          {last && (
            <Text fz="xs" c="dimmed" lineClamp={2}>
              <Text span fz="xs" fw={600} c="dark.5">
                {sender?.name ?? 'Someone'}:
              </Text>{' '}
              {last.preview}
            </Text>
          )}
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

/** The Messages (direct conversations) or Notifications (community and organization threads) tab: threads with a new message. */
export function AlertThreadList({ tab }: { tab: AlertTab }) {
  const viewer = useViewer();
  // Everyone signed in: the outlier notifications are a manager's whether or not they read the community.
  const { data } = useThreadAlertsQuery(undefined, { skip: !viewer });
  const now = useNow();
  const list = data?.[tab];
  // The Notifications tab lists the screening skill's outlier notifications first (docs/adr/0036).
  const outliers = tab === 'notifications' ? (data?.outliers.items ?? []) : [];
  const { empty, icon: Icon, all, allLabel } = TABS[tab];
  if (!list || list.items.length + outliers.length === 0) {
    return (
      <Stack align="center" gap={8} py="xl" px="md">
        <ThemeIcon variant="light" color="gray" radius="xl" size={40}>
          <Icon size={20} stroke={1.5} />
        </ThemeIcon>
        <Text fz="sm" c="dimmed">
          {empty}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap={0}>
      <ScrollArea.Autosize mah={380}>
        <div role="list" aria-label={tab === 'messages' ? 'New messages' : 'New notifications'}>
          {outliers.map((notice) => (
            <OutlierAlertEntry key={notice.id} notice={notice} now={now} />
          ))}
          {list.items.map((thread) => (
            <AlertEntry key={thread.id} thread={thread} viewerId={viewer?.id ?? null} now={now} />
          ))}
        </div>
      </ScrollArea.Autosize>
      <Group justify="space-between" px="md" py={8} className={classes.footer}>
        <Text fz="xs" c="dimmed">
          {list.count + (tab === 'notifications' ? (data?.outliers.count ?? 0) : 0)} new
        </Text>
        {readsCommunity(viewer) && (
          <Anchor component={Link} to={all} fz="xs" fw={600}>
            {allLabel}
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}
