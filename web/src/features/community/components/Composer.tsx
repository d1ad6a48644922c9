import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { Alert, Button, FileButton, Group, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { THREAD_MSG, type MessageAttachment } from '@cytocampus/contracts';
import { RichTextField } from '../../../shared/rich-text/RichTextField';
import { acceptOf } from '../../../shared/uploads/fileUrl';
import { ATTACHMENT_KINDS } from '../threadRules';
import { AttachmentChips } from './AttachmentChips';
import { useAttachments } from './useAttachments';
import classes from './Composer.module.css';

const ACCEPT = acceptOf(ATTACHMENT_KINDS);
const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export interface ComposerProps {
  /** The editor's label (read by screen readers; shown when `showLabel`). */
  label: string;
  showLabel?: boolean;
  submitLabel: string;
  /** Sends; answers the server's refusal to show (its text as written), or null when sent. */
  onSubmit: (message: string, attachments: string[]) => Promise<string | null>;
  /** Things to check before sending (a title): their problem, or null. */
  validate?: () => string | null;
  /** The message being edited (its text and files). */
  initial?: { message: string; attachments: readonly MessageAttachment[] };
  /** Buttons beside Send (Cancel). */
  actions?: ReactNode;
  /** The editor's room: a reply box is compact, a new thread has more. */
  size?: 'compact' | 'roomy';
}

/**
 * Writing a message: the shared rich-text editor, files attached with the picker's checks and a
 * resumable upload, and Send (Ctrl/Cmd+Enter too), which waits for the uploads. A refusal shows the
 * server's own text (a 429's 'You are posting too fast…' included); the text is kept to try again.
 */
export function Composer({ label, showLabel = false, submitLabel, onSubmit, validate, initial, actions, size = 'compact' }: ComposerProps) {
  const [message, setMessage] = useState(initial?.message ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const attachments = useAttachments(initial?.attachments);
  const busy = sending || attachments.uploading;

  const send = async () => {
    if (busy) return;
    const invalid = validate?.() ?? (message.trim() === '' && attachments.files.length === 0 ? THREAD_MSG.emptyMessage : null);
    if (invalid) return setProblem(invalid);
    setSending(true);
    setProblem(null);
    const refused = await onSubmit(
      message,
      attachments.files.map((file) => file.fileId),
    ).finally(() => setSending(false));
    if (refused) return setProblem(refused);
    setMessage('');
    attachments.clear();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <Stack gap="xs" className={classes.composer} data-size={size} data-hide-label={showLabel ? undefined : true} onKeyDown={onKeyDown}>
      <RichTextField label={label} value={message} onChange={setMessage} />
      <AttachmentChips files={attachments.files} onRemove={busy ? undefined : attachments.remove} />
      {attachments.uploading && <Progress value={attachments.progress * 100} size="sm" animated aria-label="Upload progress" />}
      {attachments.error && (
        <Text fz="xs" c="red" role="alert">
          {attachments.error}
        </Text>
      )}
      {problem && (
        <Alert color="red" variant="light" py={8} role="alert" title={null}>
          <Text fz="sm">{problem}</Text>
        </Alert>
      )}
      <Group justify="space-between" gap="xs">
        <FileButton onChange={(files) => void attachments.add(files)} accept={ACCEPT} multiple disabled={sending}>
          {(props) => (
            <Button {...props} variant="subtle" color="gray" size="xs" leftSection={<IconPaperclip size={15} />} loading={attachments.uploading}>
              Attach files
            </Button>
          )}
        </FileButton>
        <Group gap="xs">
          {actions}
          <Tooltip label={isMac ? '⌘ + Enter' : 'Ctrl + Enter'} withinPortal openDelay={500}>
            <Button size="sm" rightSection={<IconSend size={15} />} onClick={() => void send()} loading={sending} disabled={attachments.uploading}>
              {submitLabel}
            </Button>
          </Tooltip>
        </Group>
      </Group>
    </Stack>
  );
}
