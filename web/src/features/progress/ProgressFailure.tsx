import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { PROGRESS_TEXT as T } from '@cytocampus/contracts';

/** Spec part 2 section 8: a failed progress fetch shows this text with a warning icon and a close button. */
export function ProgressFailure({ onClose }: { onClose: () => void }) {
  return (
    <Stack align="center" gap="sm" py={64} role="alert">
      <ThemeIcon size={48} radius="xl" variant="light" color="orange">
        <IconAlertTriangle size={26} />
      </ThemeIcon>
      <Text fw={600}>{T.fetchFailed}</Text>
      <Button variant="default" onClick={onClose}>
        {T.close}
      </Button>
    </Stack>
  );
}
