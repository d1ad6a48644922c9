import { useState } from 'react';
import { ActionIcon, Button, Menu, Text, Typography } from '@mantine/core';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import type { PersonRef, ThreadMessage } from '@cytocampus/contracts';
import { askConfirmation } from '../../../shared/detail/confirm';
import { useDeleteMessageMutation, useEditMessageMutation } from '../api';
import { exactTime, messageTime } from '../messageTime';
import { refusalText } from '../refusal';
import { Composer } from './Composer';
import { MessageAttachments } from './MessageAttachments';
import { PersonAvatar } from './PersonAvatar';
import classes from './Message.module.css';

export interface MessageItemProps {
  threadId: string;
  message: ThreadMessage;
  sender: PersonRef | undefined;
  own: boolean;
  /** The first of a run of messages by one sender shows the avatar and name. */
  first: boolean;
  abilities: { canEdit: boolean; canDel: boolean };
  now: number;
  onOpenImage: (image: { src: string; name: string }) => void;
}

/** One message of the chat: sender, time, 'edited', its text and files; the sender (or a moderator) edits or deletes it. */
export function MessageItem({ threadId, message, sender, own, first, abilities, now, onOpenImage }: MessageItemProps) {
  const [editing, setEditing] = useState(false);
  const [edit] = useEditMessageMutation();
  const [remove, { isLoading: removing }] = useDeleteMessageMutation();
  const name = sender?.name ?? 'Unknown';

  const askDelete = async () => {
    const yes = await askConfirmation({ title: 'Delete message', text: 'Delete this message? This cannot be undone.', confirmLabel: 'Delete', danger: true });
    if (yes) await remove({ threadId, messageId: message.id });
  };

  return (
    <div className={classes.row} data-own={own || undefined} data-message-id={message.id} role="listitem" aria-label={`Message from ${name}`}>
      <div className={classes.gutter}>{!own && first && <PersonAvatar person={sender} size={34} />}</div>
      <div className={classes.column} style={editing ? { maxWidth: '100%', flex: 1 } : undefined}>
        {first && (
          <div className={classes.meta}>
            <Text fz="xs" fw={650} c="dark.6">
              {own ? 'You' : name}
            </Text>
            <Text fz={11} c="dimmed" title={exactTime(message.ts)}>
              {messageTime(message.ts, now)}
            </Text>
          </div>
        )}
        {editing ? (
          <Composer
            label="Edit message"
            submitLabel="Save"
            initial={message}
            onSubmit={async (text, attachments) => {
              const result = await edit({ threadId, messageId: message.id, body: { message: text, attachments } });
              if ('error' in result && result.error) return refusalText(result.error);
              setEditing(false);
              return null;
            }}
            actions={
              <Button variant="default" size="sm" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            }
          />
        ) : (
          <div className={classes.bubble} title={first ? undefined : exactTime(message.ts)}>
            {/* The server sanitizes every message's HTML before storing it (docs/adr/0027): rendered as sent. */}
            <Typography fz="sm" className={classes.content}>
              <div dangerouslySetInnerHTML={{ __html: message.message }} />
            </Typography>
            <MessageAttachments threadId={threadId} files={message.attachments} onOpenImage={onOpenImage} />
          </div>
        )}
        {!editing && message.lastEdit !== null && (
          <Text fz={11} c="dimmed" px={4} title={`Edited ${exactTime(message.lastEdit)}`}>
            edited
          </Text>
        )}
      </div>
      {!editing && (abilities.canEdit || abilities.canDel) && (
        <Menu position={own ? 'bottom-end' : 'bottom-start'} withinPortal shadow="md">
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              radius="xl"
              className={classes.actions}
              aria-label={`Message actions (${name})`}
              loading={removing}
            >
              <IconDots size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {abilities.canEdit && (
              <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => setEditing(true)}>
                Edit
              </Menu.Item>
            )}
            {abilities.canDel && (
              <Menu.Item color="red.8" leftSection={<IconTrash size={14} />} onClick={() => void askDelete()}>
                Delete
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      )}
    </div>
  );
}
