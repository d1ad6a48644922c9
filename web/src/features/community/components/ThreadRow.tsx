import { Badge, Group, Stack, Text, ThemeIcon, Tooltip, UnstyledButton } from '@mantine/core';
import { IconLock, IconMessage, IconPin, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { COMMUNITY_PATHS, type ThreadSummary } from '@cytocampus/contracts';
import { exactTime, relativeTime } from '../messageTime';
import { activityOf, otherPeople, personOf, threadTitle } from '../threadRules';
import { PersonAvatar } from './PersonAvatar';
import classes from './ThreadRow.module.css';

/** Who a row's picture shows: the other person of a conversation, else whoever wrote last. */
function RowAvatar({ thread, viewerId }: { thread: ThreadSummary; viewerId: string | null }) {
  const others = thread.kind === 'conversation' ? otherPeople(thread, viewerId) : [];
  if (others.length > 1)
    return (
      <ThemeIcon size={40} radius="xl" variant="light" color="cyto">
        <IconUsers size={20} stroke={1.6} />
      </ThemeIcon>
    );
  const person = others[0] ?? (thread.lastMessage ? personOf(thread.people, thread.lastMessage.userId) : undefined);
  return <PersonAvatar person={person} size={40} />;
}

/** One thread of a list: title (bold with a dot when there is something new), the last message, when, how many, pinned and locked. */
export function ThreadRow({ thread, viewerId, now }: { thread: ThreadSummary; viewerId: string | null; now: number }) {
  const title = threadTitle(thread, viewerId);
  const last = thread.lastMessage;
  const sender = last ? (last.userId === viewerId ? 'You' : (personOf(thread.people, last.userId)?.name ?? 'Someone')) : null;
  const time = activityOf(thread);
  return (
    <UnstyledButton
      component={Link}
      to={COMMUNITY_PATHS.thread(thread.id)}
      className={classes.row}
      data-unread={thread.unread || undefined}
      data-thread-id={thread.id}
      role="listitem"
      aria-label={`${title}${thread.unread ? ' (new)' : ''}`}
    >
      <Group gap="md" wrap="nowrap" align="center">
        <div className={classes.avatar}>
          <RowAvatar thread={thread} viewerId={viewerId} />
          {thread.unread && <span className={classes.dot} aria-hidden />}
        </div>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="nowrap">
            {thread.sticky && (
              <Tooltip label="Pinned" withinPortal>
                <IconPin size={15} stroke={1.8} color="var(--mantine-color-cyto-7)" aria-label="Pinned" />
              </Tooltip>
            )}
            <Text fz="sm" fw={thread.unread ? 750 : 550} c={thread.unread ? 'dark.8' : 'dark.6'} truncate>
              {title}
            </Text>
            {thread.locked && (
              <Tooltip label="Locked" withinPortal>
                <IconLock size={14} stroke={1.8} color="var(--mantine-color-orange-7)" aria-label="Locked" />
              </Tooltip>
            )}
          </Group>
          <Text fz="xs" c={thread.unread ? 'dark.4' : 'dimmed'} truncate>
            {last ? (
              <>
                <Text span fz="xs" fw={600}>
                  {sender}:
                </Text>{' '}
                {last.preview}
              </>
            ) : (
              'No messages'
            )}
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
          <Text fz={11} c={thread.unread ? 'cyto.8' : 'dimmed'} fw={thread.unread ? 650 : 400} title={exactTime(time)}>
            {relativeTime(time, now)}
          </Text>
          <Badge variant="light" color="gray" size="sm" leftSection={<IconMessage size={11} />} aria-label={`${thread.messageCount} messages`}>
            {thread.messageCount}
          </Badge>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
