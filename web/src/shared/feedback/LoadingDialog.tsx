import { Group, Loader, Modal, Text } from '@mantine/core';

export interface LoadingDialogProps {
  opened: boolean;
  label?: string;
}

/** A blocking dialog while something completes; it cannot be dismissed. Default label 'Loading'. */
export function LoadingDialog({ opened, label = 'Loading' }: LoadingDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      size="auto"
      aria-label={label}
    >
      <Group gap="md" px="md" py="xs" aria-live="polite">
        <Loader size="sm" />
        <Text fw={500}>{label}</Text>
      </Group>
    </Modal>
  );
}
