import { Button, Group, List, Modal, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { TERMS_OF_USE } from '../terms';

/** TermsGate's dialog, which cannot be dismissed: I Accept or Sign Out. */
export function TermsDialog({ onAccept, accepting }: { onAccept: () => void; accepting: boolean }) {
  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      size="lg"
      title={<Title order={3}>Terms of Use</Title>}
    >
      <Stack gap="md">
        <Text c="dimmed">Please read and accept the terms of use to continue.</Text>
        <ScrollArea.Autosize mah={320} type="auto">
          <List spacing="sm" pr="md">
            {TERMS_OF_USE.map(({ heading, text }) => (
              <List.Item key={heading}>
                <Text fw={600}>{heading}</Text>
                <Text fz="sm">{text}</Text>
              </List.Item>
            ))}
          </List>
        </ScrollArea.Autosize>
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to="/logout" variant="subtle" color="red">
            Sign Out
          </Button>
          <Button loading={accepting} onClick={onAccept}>
            I Accept
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
