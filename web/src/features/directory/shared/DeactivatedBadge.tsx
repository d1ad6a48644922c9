import { Badge } from '@mantine/core';
import { DIRECTORY_MSG } from '@cytocampus/contracts';

/** A disabled user is labelled 'Deactivated' wherever the user is shown. */
export function DeactivatedBadge({ disabled, size = 'sm' }: { disabled: boolean; size?: 'xs' | 'sm' | 'md' }) {
  if (!disabled) return null;
  return (
    <Badge color="red" variant="light" size={size} radius="sm" miw="max-content">
      {DIRECTORY_MSG.deactivatedLabel}
    </Badge>
  );
}
