import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';

export interface PromptOptions {
  /** The question, shown as the input's label ('Enter the URL of the link:'). */
  label: string;
  title?: string;
  initialValue?: string;
  placeholder?: string;
  okLabel?: string;
}

function PromptBody({ options, answer }: { options: PromptOptions; answer: (value: string | null) => void }) {
  const [value, setValue] = useState(options.initialValue ?? '');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        answer(value);
      }}
    >
      <Stack gap="lg">
        <TextInput
          label={options.label}
          placeholder={options.placeholder}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => answer(null)}>
            Cancel
          </Button>
          <Button type="submit">{options.okLabel ?? 'OK'}</Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A prompt in a modal (the browser's own prompt() cannot be styled or tested): the text, or null when cancelled. */
export function openPrompt(options: PromptOptions): Promise<string | null> {
  return new Promise((resolve) => {
    const id = `prompt-${Date.now()}`;
    let answered = false;
    const answer = (value: string | null) => {
      answered = true;
      resolve(value);
      modals.close(id);
    };
    modals.open({
      modalId: id,
      title: options.title ? <Text fw={650}>{options.title}</Text> : undefined,
      centered: true,
      onClose: () => {
        if (!answered) resolve(null);
      },
      children: <PromptBody options={options} answer={answer} />,
    });
  });
}
