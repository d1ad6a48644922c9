import type { ReactNode } from 'react';
import { Badge, Group, Text } from '@mantine/core';
import { AUDIT_REVIEW_STATES, AUDIT_TEXT, type AuditReviewQuery, type AuditReviewRow, type AuditReviewState } from '@cytocampus/contracts';
import { itemTypeLabel, percent } from '@cytocampus/domain';
import { hasPermission } from '@cytocampus/permissions';
import { useGetCurrentUserQuery } from '../../../session/sessionApi';
import { formatDate } from '../../../shared/format/dates';
import type { ListFilter } from '../../../shared/list/FilterBar';
import { ListPage } from '../../../shared/list/ListPage';
import type { ListColumn } from '../../../shared/list/ListTable';
import { useUrlListParams } from '../../../shared/list/useListParams';
import { reviewReplayPath } from '../../../shared/navigation/sections';
import { useListAuditReviewsQuery } from '../api';
import { AUDIT_SCREEN_TEXT as T } from '../auditTexts';

const STATE_FILTER: ListFilter = {
  key: 'state',
  label: T.stateFilter,
  placeholder: T.anyState,
  options: AUDIT_REVIEW_STATES.map((state) => ({ value: state, label: T.states[state] })),
};
const FILTERS = [STATE_FILTER];
const FILTER_KEYS = [STATE_FILTER.key];

const stateOf = (value: string | undefined): AuditReviewState | undefined => AUDIT_REVIEW_STATES.find((state) => state === value);
const text = (value: string) => <Text fz="sm">{value}</Text>;

const COLUMNS: ListColumn<AuditReviewRow>[] = [
  {
    key: 'learner',
    header: T.learner,
    render: (row) => (
      <Text fz="sm" fw={600}>
        {row.userName}
      </Text>
    ),
  },
  { key: 'course', header: T.course, wide: true, render: (row) => text(row.courseName) },
  { key: 'item', header: T.item, render: (row) => text(row.itemName) },
  { key: 'type', header: T.type, nowrap: true, render: (row) => text(itemTypeLabel(row.itemType)) },
  {
    key: 'state',
    header: T.state,
    nowrap: true,
    render: (row) => (
      <Group gap={6} wrap="nowrap">
        <Badge variant="light" color={row.state === 'submitted' ? 'teal' : 'gray'} style={{ flexShrink: 0, overflow: 'visible' }}>
          {T.states[row.state]}
        </Badge>
        {row.state === 'open' && (
          <Text fz="xs" c="dimmed">
            {percent(row.progress)}
          </Text>
        )}
      </Group>
    ),
  },
  // A wrong slide counts 0 in a score (-1 marks it wrong).
  { key: 'score', header: T.score, nowrap: true, render: (row) => text(row.result === null ? '—' : percent(Math.max(0, row.result))) },
  { key: 'updated', header: T.lastUpdate, nowrap: true, render: (row) => text(formatDate(row.lastUpdate)) },
];

/**
 * The slide reviews an auditor may replay (issue 16): search, the state filter, paging; a row
 * opens its replay. The API scopes the rows (every learner's, or the own organization's); a user
 * with neither audit permission sees `denied` (the shell's page: features do not import each other).
 */
export function AuditListPage({ denied }: { denied: ReactNode }) {
  const { data: user } = useGetCurrentUserQuery();
  const controls = useUrlListParams(FILTER_KEYS);
  const { params } = controls;
  const allowed = !!user && (hasPermission(user, 'auditReviews') || hasPermission(user, 'auditOrgReviews'));
  const query: AuditReviewQuery = {
    page: params.page,
    limit: params.limit,
    search: params.search.trim() || undefined,
    state: stateOf(params.filters.state),
  };
  const { data: page, isLoading, isFetching } = useListAuditReviewsQuery(query, { skip: !allowed });
  if (!user) return null;
  if (!allowed) return denied;
  return (
    <ListPage
      plural={AUDIT_TEXT.title}
      singular={T.singular}
      controls={controls}
      filters={FILTERS}
      page={page}
      isLoading={isLoading}
      isFetching={isFetching}
      columns={COLUMNS}
      rowKey={(row) => row.reviewId}
      rowHref={(row) => reviewReplayPath(row.reviewId)}
    />
  );
}
