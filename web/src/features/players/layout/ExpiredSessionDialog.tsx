import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { REVIEW_EXPIRED_TEXT, REVIEW_MSG, type ReviewExpiryCause } from '@cytocampus/contracts';

/**
 * The bad-session dialog (spec part 2 section 4): 'Your review session has expired.' with OK, which
 * reloads (a new checkout takes the review back), and Cancel, which goes back to the course. Under
 * the title it says why (`cause`) and what each button will do. Open while `cause` is set; it
 * cannot be dismissed otherwise: the review is read-only from now on.
 */
export function ExpiredSessionDialog({ cause, onCancel }: { cause: ReviewExpiryCause | null; onCancel: () => void }) {
  const text = REVIEW_EXPIRED_TEXT[cause ?? 'changedElsewhere'];
  return (
    <Modal
      opened={cause !== null}
      onClose={onCancel}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      size="sm"
      // The title names the dialog (a label on the modal's root, a div without a role, named nothing).
      title={REVIEW_MSG.sessionExpired}
    >
      <Stack gap="lg">
        <Stack gap="xs">
          <Text fz="sm">{text.why}</Text>
          <Text fz="sm">
            {text.ok} {text.cancel}
          </Text>
        </Stack>
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
