import type { ReactNode } from 'react';
import { Button, CopyButton, Group, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

interface CopyableValueProps {
  label: string;
  description?: ReactNode;
  value: string;
}

/**
 * A value someone registers elsewhere (an address to give an identity provider or a learning
 * platform): read-only, selected whole when focused, with a button that copies it.
 */
export function CopyableValue({ label, description, value }: CopyableValueProps) {
  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <TextInput
        label={label}
        description={description}
        value={value}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        style={{ flex: '1 1 18rem' }}
      />
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button
            variant="light"
            color={copied ? 'teal' : undefined}
            leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            aria-label={`Copy ${label}`}
            onClick={copy}
          >
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
