import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { REVIEW_MSG } from '@cytocampus/contracts';

/**
 * The bad-session dialog (spec part 2 section 4): 'Your review session has expired.' with OK, which
 * reloads (a new checkout takes the review back), and Cancel, which goes back to the course. It
 * cannot be dismissed otherwise: the review is read-only from now on.
 */
export function ExpiredSessionDialog({ opened, onCancel }: { opened: boolean; onCancel: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      size="sm"
      aria-label={REVIEW_MSG.sessionExpired}
    >
      <Stack gap="lg">
        <Text fw={650}>{REVIEW_MSG.sessionExpired}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={() => window.location.reload()} data-autofocus>
            OK
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
