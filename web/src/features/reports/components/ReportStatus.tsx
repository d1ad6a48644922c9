import { Badge, Progress, Stack, Text } from '@mantine/core';
import type { ReportStatus as Status } from '@cytocampus/contracts';
import { shownStatus, type LiveReport } from '../liveReports';
import { REPORT_SCREEN_TEXT as T, STATUS_LABEL } from '../reportTexts';

const COLOR: Record<Status, string> = { QUEUED: 'gray', GENERATING: 'orange', COMPLETE: 'teal', ERROR: 'red' };

/** The status as a badge in its colour. */
export function ReportStatusBadge({ report, size = 'sm' }: { report: LiveReport; size?: 'sm' | 'md' | 'lg' }) {
  const status = shownStatus(report);
  return (
    <Badge color={COLOR[status]} variant="light" size={size} radius="sm" miw="max-content" data-testid="report-status" data-status={status}>
      {STATUS_LABEL[status]}
    </Badge>
  );
}

/**
 * While the report is generated: a bar fed by the progress pushes and 'Generating… N rows
 * written'; striped while no push has arrived yet.
 */
export function ReportProgress({ report, compact = false }: { report: LiveReport; compact?: boolean }) {
  if (shownStatus(report) !== 'GENERATING') return null;
  const fraction = report.progress?.progress ?? 0;
  return (
    <Stack gap={4} w={compact ? 150 : '100%'} maw={480} data-testid="report-progress">
      <Progress
        value={report.progress ? Math.max(fraction * 100, 2) : 100}
        striped={!report.progress}
        animated={!report.progress}
        color="orange"
        size={compact ? 'sm' : 'md'}
        radius="xl"
        aria-label={`${Math.round(fraction * 100)}%`}
      />
      <Text fz="xs" c="dimmed">
        {T.generating(report.progress?.rows ?? 0)}
      </Text>
    </Stack>
  );
}

/** The list's status cell: the badge, and the bar while it is generated. */
export function ReportStatusCell({ report }: { report: LiveReport }) {
  return (
    <Stack gap={6} align="flex-start">
      <ReportStatusBadge report={report} />
      <ReportProgress report={report} compact />
    </Stack>
  );
}
