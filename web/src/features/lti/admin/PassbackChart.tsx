import { Group, Progress, Text } from '@mantine/core';
import type { LtiPassbackStatus } from '@cytocampus/contracts';
import { LTI_SCREEN_TEXT as T } from '../ltiTexts';
import { PASSBACK_STATUSES } from './passbackCounts';

/** A status's colour (the chart's part, the list's badge); shade 6 in the chart. */
export const PASSBACK_COLOR: Record<LtiPassbackStatus, string> = { failing: 'red', pending: 'yellow', sent: 'teal' };

/**
 * The scores by status as one bar of three parts, with the counts written beside their colours (never
 * colour alone). A segmented bar, not a chart library: three numbers need no axes.
 */
export function PassbackChart({ counts }: { counts: Record<LtiPassbackStatus, number> }) {
  const total = PASSBACK_STATUSES.reduce((sum, status) => sum + counts[status], 0);
  return (
    <figure style={{ margin: 0 }} aria-label={T.chartLabel}>
      <Progress.Root size={14} radius="sm" aria-hidden>
        {PASSBACK_STATUSES.map((status) =>
          counts[status] === 0 ? null : <Progress.Section key={status} value={(100 * counts[status]) / total} color={`${PASSBACK_COLOR[status]}.6`} />,
        )}
      </Progress.Root>
      <Group component="figcaption" gap="md" mt={6}>
        {PASSBACK_STATUSES.map((status) => (
          <Group key={status} gap={6} wrap="nowrap" data-status={status}>
            <span aria-hidden style={{ width: 10, height: 10, borderRadius: 2, background: `var(--mantine-color-${PASSBACK_COLOR[status]}-6)` }} />
            <Text fz="sm">{`${T.status[status]}: ${counts[status]}`}</Text>
          </Group>
        ))}
      </Group>
    </figure>
  );
}
