import type { ReactNode } from 'react';
import { ActionIcon, Avatar, Badge, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconLock, IconLockOpen, IconPencil, IconPin, IconPinnedOff, IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { COMMUNITY_PATHS, THREAD_LIMITS, type ThreadDetail, type ThreadKind } from '@cytocampus/contracts';
import { askConfirmation } from '../../../shared/detail/confirm';
import { showToast } from '../../../shared/feedback/toast';
import { openPrompt } from '../../../shared/feedback/PromptDialog';
import { useDeleteThreadMutation, useLockThreadMutation, useRenameThreadMutation, useStickThreadMutation } from '../api';
import { refusalText } from '../refusal';
import { otherPeople, threadTitle } from '../threadRules';
import { PersonAvatar } from './PersonAvatar';

export const KIND_LABEL: Record<ThreadKind, string> = { conversation: 'Conversation', organization: 'Organization thread', community: 'Community thread' };
const LIST_OF: Record<ThreadKind, string> = {
  conversation: COMMUNITY_PATHS.messages,
  organization: COMMUNITY_PATHS.orgThreads,
  community: COMMUNITY_PATHS.threads,
};

/** A moderation call's refusal, as a toast (the page itself stays as the notices say). */
const tell = (result: { error?: unknown }) => {
  if (result.error) showToast({ message: refusalText(result.error) });
};

function Control({
  label,
  onClick,
  children,
  color = 'gray',
  loading,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  color?: string;
  loading?: boolean;
}) {
  return (
    <Tooltip label={label} withinPortal>
      <ActionIcon variant="subtle" color={color} size="lg" radius="xl" aria-label={label} onClick={onClick} loading={loading}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/** The thread's title, kind and people, and what the viewer may do with it (its abilities): pin, lock, rename, delete. */
export function ThreadHeader({ thread, viewerId }: { thread: ThreadDetail; viewerId: string | null }) {
  const navigate = useNavigate();
  const [lock, locking] = useLockThreadMutation();
  const [stick, sticking] = useStickThreadMutation();
  const [rename] = useRenameThreadMutation();
  const [remove, removing] = useDeleteThreadMutation();
  const { abilities } = thread;
  const title = threadTitle(thread, viewerId);
  const others = otherPeople(thread, viewerId);
  const threadId = thread.id;

  const askRename = async () => {
    const next = await openPrompt({ title: 'Rename thread', label: 'Title', initialValue: thread.title, okLabel: 'Save' });
    if (next === null || next.trim() === thread.title) return;
    if (next.trim().length > THREAD_LIMITS.titleChars)
      return showToast({ level: 'warning', message: `A title has at most ${THREAD_LIMITS.titleChars} characters.` });
    tell(await rename({ threadId, title: next.trim() }));
  };
  const askDelete = async () => {
    const yes = await askConfirmation({
      title: 'Delete thread',
      text: `Delete '${title}' and all its messages? This cannot be undone.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!yes) return;
    const result = await remove(threadId);
    tell(result);
    if (!result.error) void navigate(LIST_OF[thread.kind], { replace: true });
  };

  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md" px="lg" py="md">
      <Stack gap={6} style={{ minWidth: 0 }}>
        <Group gap={8} wrap="nowrap">
          <Title order={2} fz={{ base: 18, sm: 21 }} lineClamp={1} title={title}>
            {title}
          </Title>
          {thread.sticky && (
            <Badge variant="light" color="cyto" size="sm" leftSection={<IconPin size={11} />}>
              Pinned
            </Badge>
          )}
          {thread.locked && (
            <Badge variant="light" color="orange" size="sm" leftSection={<IconLock size={11} />}>
              Locked
            </Badge>
          )}
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Text fz="xs" fw={600} c="cyto.8" tt="uppercase" style={{ letterSpacing: '0.05em' }}>
            {KIND_LABEL[thread.kind]}
          </Text>
          {thread.kind === 'conversation' && others.length > 0 && (
            <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
              <Avatar.Group spacing={8}>
                {others.slice(0, 4).map((person) => (
                  <PersonAvatar key={person.id} person={person} size={22} />
                ))}
              </Avatar.Group>
              <Text fz="xs" c="dimmed" truncate>
                with {others.map((person) => person.name).join(', ')}
              </Text>
            </Group>
          )}
          {thread.kind !== 'conversation' && (
            <Text fz="xs" c="dimmed">
              {thread.messageCount} {thread.messageCount === 1 ? 'message' : 'messages'}
            </Text>
          )}
        </Group>
      </Stack>
      <Group gap={2} wrap="nowrap">
        {abilities.canSticky && (
          <Control
            label={thread.sticky ? 'Unpin thread' : 'Pin thread'}
            loading={sticking.isLoading}
            onClick={() => void stick({ threadId, sticky: !thread.sticky }).then(tell)}
          >
            {thread.sticky ? <IconPinnedOff size={18} /> : <IconPin size={18} />}
          </Control>
        )}
        {abilities.canLock && (
          <Control
            label={thread.locked ? 'Unlock thread' : 'Lock thread'}
            loading={locking.isLoading}
            onClick={() => void lock({ threadId, locked: !thread.locked }).then(tell)}
          >
            {thread.locked ? <IconLockOpen size={18} /> : <IconLock size={18} />}
          </Control>
        )}
        {abilities.canEdit && (
          <Control label="Rename thread" onClick={() => void askRename()}>
            <IconPencil size={18} />
          </Control>
        )}
        {abilities.canDel && (
          <Control label="Delete thread" color="red" loading={removing.isLoading} onClick={() => void askDelete()}>
            <IconTrash size={18} />
          </Control>
        )}
      </Group>
    </Group>
  );
}
