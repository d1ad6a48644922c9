import { useState } from 'react';
import { Modal, Stack, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { COMMUNITY_PATHS, THREAD_LIMITS } from '@cytocampus/contracts';
import { useCreateThreadMutation } from '../api';
import { refusalText } from '../refusal';
import { Composer } from './Composer';

/** Ours: a community or organization thread needs a title. */
export const TITLE_REQUIRED = 'Enter a title for the thread.';

interface NewThreadProps {
  /** The organization's id for an organization thread; null for a community thread. */
  orgRef: string | null;
  onClose: () => void;
}

function NewThreadForm({ orgRef, onClose }: NewThreadProps) {
  const navigate = useNavigate();
  const [create] = useCreateThreadMutation();
  const [title, setTitle] = useState('');
  // Made once per form: a create resent after a lost answer makes nothing twice.
  const [ids] = useState(() => ({ id: crypto.randomUUID(), messageId: crypto.randomUUID() }));
  return (
    <Stack gap="md">
      <TextInput
        label="Title"
        value={title}
        onChange={(event) => setTitle(event.currentTarget.value)}
        maxLength={THREAD_LIMITS.titleChars}
        required
        data-autofocus
      />
      <Composer
        label="Message"
        showLabel
        size="roomy"
        submitLabel="Post thread"
        validate={() => (title.trim() === '' ? TITLE_REQUIRED : null)}
        onSubmit={async (message, attachments) => {
          const result = await create({ ...ids, title: title.trim(), ref: orgRef, message, attachments });
          if (result.error) return refusalText(result.error);
          onClose();
          void navigate(COMMUNITY_PATHS.thread(result.data.id));
          return null;
        }}
      />
    </Stack>
  );
}

/** 'New thread': a title and the first message, in the community or the viewer's organization. */
export function NewThreadModal({ opened, ...props }: NewThreadProps & { opened: boolean }) {
  return (
    <Modal opened={opened} onClose={props.onClose} title={props.orgRef ? 'New organization thread' : 'New thread'} size="xl" centered>
      <NewThreadForm {...props} />
    </Modal>
  );
}
