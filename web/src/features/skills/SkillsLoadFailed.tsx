import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { SKILL_PAGE_TEXT as P } from '@cytocampus/contracts';

/** A Skills page whose answer failed says so where the figures would be, and offers to ask again. */
export function SkillsLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={P.loadFailed} role="alert">
      <Button size="xs" variant="default" mt="xs" onClick={onRetry}>
        {P.retry}
      </Button>
    </Alert>
  );
}
