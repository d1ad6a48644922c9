import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button, Center, Image, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import type { CurrentUser, ThreadDetail } from '@cytocampus/contracts';
import { messageAbilities } from '@cytocampus/permissions';
import { formatLongDay } from '../../../shared/format/dates';
import { useThreadMessagesMutation } from '../api';
import { personOf } from '../threadRules';
import { useNow } from '../useNow';
import { MessageItem } from './MessageItem';
import classes from './Message.module.css';

/** Messages closer than this, by one sender, read as one run (one avatar and name). */
const RUN_MS = 5 * 60_000;
/** Within this of the end, the list keeps following new messages. */
const NEAR_BOTTOM_PX = 120;

const dayOf = (ms: number) => new Date(ms).toDateString();

interface Position {
  firstId: string | undefined;
  lastId: string | undefined;
  height: number;
  top: number;
  nearBottom: boolean;
}

/**
 * Where the list stands after a render: at the end the first time and when a new message comes
 * while the reader is at the end (or wrote it); where it was when older ones come in above.
 */
function useChatScroll(thread: ThreadDetail, viewerId: string | null) {
  const viewport = useRef<HTMLDivElement>(null);
  const position = useRef<Position | null>(null);
  const firstId = thread.messages[0]?.id;
  const last = thread.messages.at(-1);
  const lastId = last?.id;
  const ownLast = last?.userId === viewerId;

  const remember = () => {
    const element = viewport.current;
    if (!element) return;
    const nearBottom = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
    position.current = { firstId, lastId, height: element.scrollHeight, top: element.scrollTop, nearBottom };
  };

  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const before = position.current;
    if (!before) element.scrollTop = element.scrollHeight;
    else if (before.firstId !== firstId && before.lastId === lastId) element.scrollTop = before.top + (element.scrollHeight - before.height);
    else if (before.lastId !== lastId && (before.nearBottom || ownLast)) element.scrollTop = element.scrollHeight;
    const nearBottom = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
    position.current = { firstId, lastId, height: element.scrollHeight, top: element.scrollTop, nearBottom };
  }, [firstId, lastId, ownLast]);

  // The reply box grows (a refusal, attachments) or the window shrinks: a reader at the end stays there.
  useEffect(() => {
    const element = viewport.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (position.current?.nearBottom) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return { viewport, remember };
}

/** The chat: day dividers, runs of one sender's messages, 'Load older messages' while there are more; images open full size. */
export function MessageList({ thread, viewer }: { thread: ThreadDetail; viewer: CurrentUser | null }) {
  const viewerId = viewer?.id ?? null;
  const { viewport, remember } = useChatScroll(thread, viewerId);
  const [loadOlder, older] = useThreadMessagesMutation();
  const [image, setImage] = useState<{ src: string; name: string } | null>(null);
  const now = useNow(60_000);
  const { messages } = thread;

  return (
    <>
      <ScrollArea style={{ flex: 1 }} viewportRef={viewport} onScrollPositionChange={remember} type="auto" offsetScrollbars>
        <Stack gap={4} px={{ base: 'sm', sm: 'lg' }} py="md" role="list" aria-label="Messages">
          {thread.hasMore && (
            <Center mb="sm">
              <Button
                variant="light"
                size="xs"
                radius="xl"
                leftSection={<IconHistory size={14} />}
                loading={older.isLoading}
                onClick={() => messages[0] && void loadOlder({ threadId: thread.id, before: messages[0].ts })}
              >
                Load older messages
              </Button>
            </Center>
          )}
          {messages.length === 0 && (
            <Text c="dimmed" ta="center" fz="sm" py="xl">
              No messages yet.
            </Text>
          )}
          {messages.map((message, index) => {
            const previous = messages[index - 1];
            const newDay = !previous || dayOf(previous.ts) !== dayOf(message.ts);
            const first = newDay || previous.userId !== message.userId || message.ts - previous.ts > RUN_MS;
            return (
              <div key={message.id}>
                {newDay && (
                  <Text fz={11} fw={600} c="dimmed" tt="uppercase" className={classes.dayDivider} style={{ letterSpacing: '0.05em' }}>
                    {formatLongDay(message.ts)}
                  </Text>
                )}
                <MessageItem
                  threadId={thread.id}
                  message={message}
                  sender={personOf(thread.people, message.userId)}
                  own={message.userId === viewerId}
                  first={first}
                  abilities={viewer ? messageAbilities(viewer, thread, message.userId) : { canEdit: false, canDel: false }}
                  now={now}
                  onOpenImage={setImage}
                />
              </div>
            );
          })}
        </Stack>
      </ScrollArea>
      <Modal opened={image !== null} onClose={() => setImage(null)} title={image?.name} size="auto" centered>
        {image && <Image src={image.src} alt={image.name} mah="80vh" maw="90vw" fit="contain" />}
      </Modal>
    </>
  );
}
