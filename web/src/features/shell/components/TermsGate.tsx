import { Button, Group, List, Modal, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { TERMS_VERSION, type CurrentUser } from '@cytocampus/contracts';
import { useAcceptTermsMutation } from '../api';
import { TERMS_OF_USE } from '../terms';

/**
 * Until the user has accepted the current terms (new accounts start at 0), a dialog that cannot be
 * dismissed asks for it: I Accept (POST /user/terms) or Sign Out.
 */
export function TermsGate({ user }: { user: CurrentUser }) {
  const [accept, { isLoading }] = useAcceptTermsMutation();
  if (user.terms >= TERMS_VERSION) return null;
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
          <Button loading={isLoading} onClick={() => void accept()}>
            I Accept
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
