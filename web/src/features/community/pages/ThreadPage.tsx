import { Button, Center, Divider, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock, IconMessageOff } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { THREAD_MSG, type ThreadDetail } from '@cytocampus/contracts';
import { threadRooms } from '../../../realtime/itemRooms';
import { useItemRooms } from '../../../realtime/useItemRooms';
import { useGetThreadQuery, usePostMessageMutation, useThreadMessagesMutation } from '../api';
import { Composer } from '../components/Composer';
import { MessageList } from '../components/MessageList';
import { ThreadHeader } from '../components/ThreadHeader';
import { refusalText } from '../refusal';
import { useViewer } from '../useCommunityAccess';
import { useThreadVisit } from './useThreadVisit';

/** Room for the chat: the window less the header and the page's padding. */
const CHAT_HEIGHT = 'calc(100dvh - 64px - var(--mantine-spacing-xl) * 2)';

/** A thread the viewer may not read looks exactly like one that does not exist. */
export function ThreadNotFound() {
  return (
    <Paper withBorder p={{ base: 'lg', sm: 48 }} maw={640} mx="auto" mt={{ base: 'md', sm: 48 }}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color="gray">
          <IconMessageOff size={36} stroke={1.5} />
        </ThemeIcon>
        <Title order={2} fz={24}>
          {THREAD_MSG.notFound}
        </Title>
        <Text c="dimmed">It may have been deleted, or it is not one you can read.</Text>
      </Stack>
    </Paper>
  );
}

function ReplyBox({ thread }: { thread: ThreadDetail }) {
  const [post] = usePostMessageMutation();
  if (!thread.abilities.canComment) {
    return (
      <Group gap="xs" justify="center" px="lg" py="md" bg="gray.0" role="status">
        <IconLock size={16} stroke={1.7} color="var(--mantine-color-dimmed)" />
        <Text fz="sm" c="dimmed">
          {thread.locked ? THREAD_MSG.locked : 'You cannot reply in this thread.'}
        </Text>
      </Group>
    );
  }
  return (
    <div style={{ padding: 'var(--mantine-spacing-sm) var(--mantine-spacing-lg) var(--mantine-spacing-md)' }}>
      <Composer
        key={thread.id}
        label="Reply"
        submitLabel="Send"
        onSubmit={async (message, attachments) => {
          // One id per message: a post resent after a lost answer is stored once.
          const result = await post({ threadId: thread.id, body: { message, attachments, id: crypto.randomUUID() } });
          return result.error ? refusalText(result.error) : null;
        }}
      />
    </div>
  );
}

function ThreadView({ thread }: { thread: ThreadDetail }) {
  const viewer = useViewer();
  const [poll] = useThreadMessagesMutation();
  // In the thread's room its messages arrive as they are written; what came between the page's read and the join is asked once.
  useItemRooms(threadRooms, [thread.id], () => {
    const newest = thread.messages.at(-1)?.ts;
    if (newest !== undefined) void poll({ threadId: thread.id, poll: newest });
  });
  useThreadVisit(thread.id, true, thread.messages.at(-1)?.id);
  return (
    <Paper
      withBorder
      p={0}
      h={CHAT_HEIGHT}
      mih={460}
      style={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
      component="section"
      aria-label="Thread"
    >
      <ThreadHeader thread={thread} viewerId={viewer?.id ?? null} />
      <Divider color="gray.2" />
      <MessageList thread={thread} viewer={viewer} />
      <Divider color="gray.2" />
      <ReplyBox thread={thread} />
    </Paper>
  );
}

/** /dashboard/community/messages/{threadId}: a thread of any kind, as a chat, live. */
export function ThreadPage() {
  const { threadId = '' } = useParams();
  // `currentData`: moving from one thread to another shows the new one's loading, not the old one.
  const { currentData: thread, isError, refetch } = useGetThreadQuery(threadId, { skip: threadId === '' });
  if (thread === null || threadId === '') return <ThreadNotFound />;
  if (thread) return <ThreadView key={thread.id} thread={thread} />;
  if (isError) {
    return (
      <Center py={80}>
        <Stack align="center" gap="sm">
          <Text c="dimmed">The thread could not be loaded.</Text>
          <Button variant="light" onClick={() => void refetch()}>
            Try again
          </Button>
        </Stack>
      </Center>
    );
  }
  return (
    <Center py={80}>
      <Loader />
    </Center>
  );
}
