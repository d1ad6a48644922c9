import { Badge, Group } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ContentItem } from '@cytocampus/contracts';

/** 'Active' or 'Inactive' (spec part 2 section 4), and 'Locked' while the item is locked for editing. */
export function ContentStateBadges({ item, size = 'sm' }: { item: Pick<ContentItem, 'active' | 'locked'>; size?: 'xs' | 'sm' | 'md' }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Badge color={item.active ? 'teal' : 'gray'} variant="light" size={size} radius="sm" miw="max-content">
        {item.active ? 'Active' : 'Inactive'}
      </Badge>
      {item.locked && (
        <Badge color="orange" variant="light" size={size} radius="sm" miw="max-content" leftSection={<IconLock size={11} stroke={2} />}>
          Locked
        </Badge>
      )}
    </Group>
  );
}
