import { useMemo, useState } from 'react';
import { ActionIcon, Anchor, Button, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { REPORT_TYPES, type ReportListQuery, type ReportType } from '@cytocampus/contracts';
import { isApiFailure } from '../../../http/errors';
import { useGetCurrentUserQuery } from '../../../session/sessionApi';
import { askConfirmation } from '../../../shared/detail/confirm';
import { DETAIL_TEXT } from '../../../shared/detail/detailTexts';
import { openNotificationDialog } from '../../../shared/feedback/NotificationDialog';
import { showToast } from '../../../shared/feedback/toast';
import { formatDate } from '../../../shared/format/dates';
import type { ListFilter } from '../../../shared/list/FilterBar';
import { ListPage } from '../../../shared/list/ListPage';
import type { ListColumn } from '../../../shared/list/ListTable';
import { useUrlListParams } from '../../../shared/list/useListParams';
import { itemPath } from '../../../shared/navigation/sections';
import { useDeleteReportMutation, useListReportsQuery } from '../api';
import { ReportStatusCell } from '../components/ReportStatus';
import type { LiveReport } from '../liveReports';
import { listOrgId, mayCreateReport, reportSection, type ReportScope } from '../reportScope';
import { REPORT_SCREEN_TEXT as T } from '../reportTexts';
import { targetWords } from '../reportWords';

const TYPE_FILTER: ListFilter = {
  key: 'reportType',
  label: T.typeFilter,
  placeholder: T.anyType,
  options: REPORT_TYPES.map((type) => ({ value: type, label: type })),
};
const FILTERS = [TYPE_FILTER];
const FILTER_KEYS = [TYPE_FILTER.key];

const typeOf = (value: string | undefined): ReportType | undefined => REPORT_TYPES.find((type) => type === value);

function columns(href: (report: LiveReport) => string): ListColumn<LiveReport>[] {
  return [
    {
      key: 'name',
      header: T.name,
      render: (report) => (
        <Anchor component={Link} to={href(report)} fw={600} fz="sm">
          {report.name}
        </Anchor>
      ),
    },
    {
      key: 'type',
      header: T.reportType,
      render: (report) => (
        <Stack gap={0}>
          <Text fz="sm">{report.reportType}</Text>
          {report.kind && (
            <Text fz="xs" c="dimmed">
              {report.kind}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'target', header: T.target, wide: true, render: (report) => <Text fz="sm">{targetWords(report)}</Text> },
    { key: 'status', header: T.status, nowrap: true, render: (report) => <ReportStatusCell report={report} /> },
    {
      key: 'rows',
      header: T.rows,
      nowrap: true,
      render: (report) => (
        <Text fz="sm" data-testid="report-rows">
          {report.rows === null ? '—' : report.rows.toLocaleString('en-US')}
        </Text>
      ),
    },
    { key: 'created', header: T.created, nowrap: true, render: (report) => <Text fz="sm">{formatDate(report.created)}</Text> },
    { key: 'author', header: T.author, wide: true, nowrap: true, render: (report) => <Text fz="sm">{report.ownerName ?? '—'}</Text> },
  ];
}

/** Asks before deleting, as every delete does; the row leaves with the report's notice. */
function useDeleteReport() {
  const [remove] = useDeleteReportMutation();
  return async (report: LiveReport) => {
    const sure = await askConfirmation({
      title: DETAIL_TEXT.deleteConfirmTitle,
      text: DETAIL_TEXT.deleteConfirmText,
      confirmLabel: DETAIL_TEXT.delete,
      danger: true,
    });
    if (!sure) return;
    const result = await remove(report.id);
    if (result.error === undefined) showToast({ message: DETAIL_TEXT.deleted, level: 'info' });
    else openNotificationDialog({ title: DETAIL_TEXT.deleteFailed, subtitle: isApiFailure(result.error) ? result.error.message : 'Please try again.' });
  };
}

/**
 * Reports in the generic list (spec part 3): search, the report type filter, paging, 'Add Report'
 * for those who may ask for one, and the 'Edit Report' / 'Done' toggle that reveals the delete
 * buttons. The rows follow their notices and progress without a reload.
 */
export function ReportListPage({ scope }: { scope: ReportScope }) {
  const { data: user } = useGetCurrentUserQuery();
  const controls = useUrlListParams(FILTER_KEYS);
  const { params } = controls;
  const [editing, setEditing] = useState(false);
  const deleteReport = useDeleteReport();
  const section = reportSection(scope);
  const orgId = user ? listOrgId(scope, user) : undefined;
  const query: ReportListQuery = {
    page: params.page,
    limit: params.limit,
    search: params.search.trim() || undefined,
    reportType: typeOf(params.filters.reportType),
    orgId,
  };
  const skip = !user || (scope === 'org' && !orgId);
  const { data: page, isLoading, isFetching } = useListReportsQuery(query, { skip });
  const href = (report: LiveReport) => itemPath(section, report.id);
  const shown = useMemo(() => columns((report) => itemPath(section, report.id)), [section]);
  if (!user) return null;

  const deleteColumn: ListColumn<LiveReport> = {
    key: 'delete',
    header: '',
    nowrap: true,
    render: (report) =>
      report.abilities.canDel ? (
        <Tooltip label={DETAIL_TEXT.delete}>
          <ActionIcon variant="light" color="red" aria-label={T.deleteReport(report.name)} onClick={() => void deleteReport(report)}>
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      ) : null,
  };
  const mayDelete = page?.items.some((report) => report.abilities.canDel) ?? false;
  const toggle = (mayDelete || editing) && (
    <Button
      variant={editing ? 'filled' : 'default'}
      leftSection={editing ? <IconCheck size={16} /> : <IconPencil size={16} />}
      onClick={() => setEditing((now) => !now)}
    >
      {editing ? T.done : T.editReport}
    </Button>
  );
  return (
    <ListPage
      plural={T.plural}
      singular={T.singular}
      controls={controls}
      filters={FILTERS}
      page={page}
      isLoading={isLoading || skip}
      isFetching={isFetching}
      // The delete buttons come first, where a narrow screen still shows them.
      columns={editing ? [deleteColumn, ...shown] : shown}
      rowKey={(report) => report.id}
      rowHref={href}
      addHref={mayCreateReport(scope, user) ? `${section.path}/new` : undefined}
      actions={toggle || undefined}
    />
  );
}
