import { Group, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClockHour4, IconCloudUpload, IconLoader2, IconPhotoPlus } from '@tabler/icons-react';
import type { SlideStatus } from '@cytocampus/contracts';
import { STATUS_TONE } from './slideRules';

const ICON: Record<SlideStatus, typeof IconCircleCheck> = {
  COMPLETE: IconCircleCheck,
  QUEUED: IconClockHour4,
  NEW: IconPhotoPlus,
  UPLOADING: IconCloudUpload,
  PROCESSING: IconLoader2,
  MIGRATING: IconLoader2,
  UPDATING: IconLoader2,
  ERROR: IconAlertTriangle,
};

/** The image status as an icon in its colour (spec part 3 "Slide detail"), with its name beside it or as a tooltip. */
export function SlideStatusIcon({ status, withLabel = false, size = 'sm' }: { status: SlideStatus; withLabel?: boolean; size?: 'sm' | 'md' }) {
  const Icon = ICON[status];
  const { color, label } = STATUS_TONE[status];
  const icon = (
    <ThemeIcon
      color={color}
      variant="light"
      size={size}
      radius="xl"
      aria-hidden={withLabel || undefined}
      aria-label={withLabel ? undefined : label}
      role={withLabel ? undefined : 'img'}
    >
      <Icon size={size === 'sm' ? 14 : 18} stroke={2} />
    </ThemeIcon>
  );
  if (!withLabel) return <Tooltip label={label}>{icon}</Tooltip>;
  return (
    <Group gap={6} wrap="nowrap" data-testid="slide-status" data-status={status}>
      {icon}
      <Text fz="sm" fw={600} c={`${color}.8`}>
        {label}
      </Text>
    </Group>
  );
}
