import { Button, Group, Stack, Text } from '@mantine/core';
import { SLIDE_REVIEW_TEXT } from '@cytocampus/contracts';
import { AppModal } from '../../../shared/overlay/AppModal';

/** CANCEL's confirmation (spec part 3 "Slide review screen"): the work stays and can be finished later. */
export function CancelReviewDialog({ opened, known, onStay, onLeave }: { opened: boolean; known: boolean; onStay: () => void; onLeave: () => void }) {
  return (
    <AppModal opened={opened} onClose={onStay} title={known ? SLIDE_REVIEW_TEXT.backToKnown : SLIDE_REVIEW_TEXT.backToTests} centered size="md">
      <Stack gap="md">
        <Text>{SLIDE_REVIEW_TEXT.backQuestion}</Text>
        <Text fz="sm" c="dimmed">
          {SLIDE_REVIEW_TEXT.backNote}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onStay}>
            Cancel
          </Button>
          <Button onClick={onLeave} data-autofocus>
            OK
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
