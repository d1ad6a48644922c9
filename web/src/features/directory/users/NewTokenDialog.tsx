import { Alert, Button, CopyButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { TOKEN_MSG, type IssuedAccessToken } from '@cytocampus/contracts';
import { AppModal } from '../../../shared/overlay/AppModal';

/** The one time a token is shown: copy it now (docs/adr/0034). */
export function NewTokenDialog({ issued, onClose }: { issued: IssuedAccessToken | null; onClose: () => void }) {
  return (
    <AppModal opened={issued !== null} onClose={onClose} title={<Text fw={650}>New access token</Text>} size="lg">
      {issued && (
        <Stack gap="md">
          <Alert color="orange" variant="light" role="status">
            {TOKEN_MSG.shownOnce}
          </Alert>
          {/* Wrapped whole on a phone; selected at a click for those who copy by hand. */}
          <Textarea
            label={issued.item.name}
            value={issued.token}
            readOnly
            autosize
            minRows={1}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', wordBreak: 'break-all' } }}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Group justify="flex-end">
            <CopyButton value={issued.token}>
              {({ copied, copy }) => (
                <Button
                  variant="light"
                  color={copied ? 'teal' : undefined}
                  leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  onClick={copy}
                >
                  {copied ? 'Copied' : 'Copy token'}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      )}
    </AppModal>
  );
}
