import { lazy, Suspense, type ReactNode } from 'react';
import { Alert, Badge, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconClockHour4, IconFileSpreadsheet, IconFileText, IconRotateClockwise, IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { API_PREFIX, REPORT_ROUTES, REPORT_TEXT, type CurrentUser, type ReportFormat } from '@cytocampus/contracts';
import { isApiFailure } from '../../../http/errors';
import { useGetCurrentUserQuery } from '../../../session/sessionApi';
import { askConfirmation } from '../../../shared/detail/confirm';
import { DetailStatus } from '../../../shared/detail/DetailStatus';
import { DETAIL_TEXT } from '../../../shared/detail/detailTexts';
import { DetailSection } from '../../../shared/detail/DetailView';
import { openNotificationDialog } from '../../../shared/feedback/NotificationDialog';
import { showToast } from '../../../shared/feedback/toast';
import { formatDate } from '../../../shared/format/dates';
import { useDeleteReportMutation, useGetReportQuery, useRetryReportMutation } from '../api';
import { ReportProgress, ReportStatusBadge } from '../components/ReportStatus';
import { shownStatus, type LiveReport } from '../liveReports';
import { reportSection, type ReportScope } from '../reportScope';
import { REPORT_SCREEN_TEXT as T } from '../reportTexts';
import { filterWords, optionWords, targetWords, typeWords } from '../reportWords';

// The charts library comes with the first completed report shown, not with the list.
const ReportChart = lazy(() => import('../components/ReportChart'));

const fileHref = (fileId: string, format: ReportFormat) => `${API_PREFIX}${REPORT_ROUTES.file(fileId, format)}`;
const messageOf = (error: unknown) => (isApiFailure(error) ? error.message : 'Please try again.');

/** {section}/{id}: one report, live from asked for to downloaded (spec part 3 "Report"). */
export function ReportPage({ scope, id }: { scope: ReportScope; id: string }) {
  const { data: user } = useGetCurrentUserQuery();
  // Asked again on opening: a report seen before (or just created) may have moved on meanwhile.
  const { data: report, error } = useGetReportQuery(id, { refetchOnMountOrArgChange: true });
  const listPath = reportSection(scope).path;
  if (error !== undefined) {
    const notFound = isApiFailure(error) && error.status === 404;
    return <DetailStatus singular={T.singular} error={notFound ? { ...error, message: REPORT_TEXT.notFound } : error} listPath={listPath} />;
  }
  if (!report || !user) return <DetailStatus singular={T.singular} listPath={listPath} />;
  return <ReportView report={report} user={user} listPath={listPath} />;
}

function ReportView({ report, user, listPath }: { report: LiveReport; user: CurrentUser; listPath: string }) {
  const navigate = useNavigate();
  const [deleteReport, deleting] = useDeleteReportMutation();
  const [retryReport, retrying] = useRetryReportMutation();
  const status = shownStatus(report);
  const mayRetry = report.abilities.canDel || report.userId === user.id;

  const remove = async () => {
    const sure = await askConfirmation({
      title: DETAIL_TEXT.deleteConfirmTitle,
      text: DETAIL_TEXT.deleteConfirmText,
      confirmLabel: DETAIL_TEXT.delete,
      danger: true,
    });
    if (!sure) return;
    const result = await deleteReport(report.id);
    if (result.error !== undefined) return void openNotificationDialog({ title: DETAIL_TEXT.deleteFailed, subtitle: messageOf(result.error) });
    showToast({ message: DETAIL_TEXT.deleted, level: 'info' });
    void navigate(listPath, { replace: true });
  };
  const retry = async () => {
    const result = await retryReport(report.id);
    showToast(result.error === undefined ? { message: T.requeued, level: 'info' } : { message: messageOf(result.error) });
  };

  return (
    <Stack gap="lg">
      <Paper withBorder p="lg">
        <Group justify="space-between" gap="md" wrap="wrap">
          <Stack gap={2} style={{ flex: '1 1 280px', minWidth: 0 }}>
            <Group gap="xs">
              <Title order={2} fz={22} lineClamp={2}>
                {report.name}
              </Title>
              <ReportStatusBadge report={report} size="md" />
            </Group>
            <Text c="dimmed" fz="sm">
              {`${typeWords(report)} · ${targetWords(report)}`}
            </Text>
          </Stack>
          {report.abilities.canDel && (
            <Button variant="light" color="red" leftSection={<IconTrash size={16} />} loading={deleting.isLoading} onClick={() => void remove()}>
              {DETAIL_TEXT.delete}
            </Button>
          )}
        </Group>
      </Paper>

      <Paper withBorder p="lg" component="section" aria-label={T.status} data-testid="report-state" data-status={status}>
        {status === 'QUEUED' && (
          <Group gap="sm">
            <IconClockHour4 size={20} color="var(--mantine-color-gray-6)" />
            <Text c="dimmed">{REPORT_TEXT.queued}</Text>
          </Group>
        )}
        {status === 'GENERATING' && <ReportProgress report={report} />}
        {status === 'COMPLETE' && report.fileId && (
          <Group justify="space-between" gap="md" wrap="wrap">
            <Stack gap={2}>
              <Text fw={650} fz="lg" data-testid="report-row-count">
                {T.rowCount(report.rows ?? 0)}
              </Text>
              {report.end !== null && <Text fz="sm" c="dimmed">{`${T.generated} ${formatDate(report.end)}`}</Text>}
            </Stack>
            <Group gap="xs">
              <Button component="a" href={fileHref(report.fileId, 'xlsx')} download leftSection={<IconFileSpreadsheet size={16} />}>
                {T.downloadXlsx}
              </Button>
              <Button component="a" href={fileHref(report.fileId, 'csv')} download variant="default" leftSection={<IconFileText size={16} />}>
                {T.downloadCsv}
              </Button>
            </Group>
          </Group>
        )}
        {status === 'ERROR' && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={T.generationFailed}>
            <Stack gap="sm" align="flex-start">
              <Text fz="sm">{report.error ?? REPORT_TEXT.failed}</Text>
              {mayRetry && (
                <Button variant="light" color="red" leftSection={<IconRotateClockwise size={16} />} loading={retrying.isLoading} onClick={() => void retry()}>
                  {T.generateAgain}
                </Button>
              )}
            </Stack>
          </Alert>
        )}
      </Paper>

      {status === 'COMPLETE' && report.chart && (
        <Paper withBorder p="lg" component="section" aria-label={report.chart.title}>
          <Title order={3} fz="lg" mb="md">
            {report.chart.title}
          </Title>
          <Suspense fallback={<Loader size="sm" />}>
            <ReportChart chart={report.chart} />
          </Suspense>
        </Paper>
      )}

      <ReportDetails report={report} />
    </Stack>
  );
}

/** The request in words: type, target, options, filters, chosen organizations, who asked and when. */
function ReportDetails({ report }: { report: LiveReport }) {
  const facts: [label: string, value: ReactNode][] = [
    [T.reportType, typeWords(report)],
    [T.target, targetWords(report)],
    [T.options, <Lines key="options" lines={optionWords(report.options)} />],
    [T.filters, <Lines key="filters" lines={filterWords(report.filters)} />],
  ];
  if (report.filterOrgs.length > 0) facts.push([T.organizations, report.filterOrgs.map((org) => org.orgName).join(', ')]);
  facts.push([T.askedFor, `${formatDate(report.created)}${report.ownerName ? ` ${T.by} ${report.ownerName}` : ''}`]);
  return (
    <DetailSection title={T.details} description={report.description || undefined}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
        {facts.map(([label, value]) => (
          <Stack key={label} gap={2}>
            <Text fz="xs" fw={650} c="dimmed" tt="uppercase">
              {label}
            </Text>
            <Text fz="sm" component="div">
              {value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      {report.tags.length > 0 && (
        <Group gap={6}>
          {report.tags.map((tag) => (
            <Badge key={tag} variant="light" color="gray" radius="sm">
              {tag}
            </Badge>
          ))}
        </Group>
      )}
    </DetailSection>
  );
}

function Lines({ lines }: { lines: string[] }) {
  return (
    <Stack gap={0}>
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </Stack>
  );
}
