import { Badge, Button, Divider, Group, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { ORG_PROGRESS_TEXT as T, type OrgProgressQuery } from '@cytocampus/contracts';
import { useGetCurrentUserQuery } from '../../session/sessionApi';
import { FilterBar } from '../../shared/list/FilterBar';
import { PagingBar } from '../../shared/list/PagingBar';
import { SearchBox } from '../../shared/list/SearchBox';
import { useUrlListParams } from '../../shared/list/useListParams';
import { exportHref, useGetOrgProgressQuery, useProgressOrganizationsQuery, type OrgProgressArgs } from './api';
import { ProgressCharts } from './ProgressCharts';
import { ProgressTable, type LearnerLink } from './ProgressTable';

/** Filters kept in the URL: the organization (admins pick one), the group and the assignment. */
const FILTER_KEYS = ['org', 'group', 'assignment'] as const;

interface OrgProgressPageProps {
  /** 'org': the manager's own organization; 'admin': any, picked on the page. */
  scope: 'org' | 'admin';
  /** Opens a learner's Progress Overview (the progress feature's, given by the router). */
  learnerLink?: LearnerLink;
}

/** The organization progress page (docs/adr/0024): charts, then learners × courses, live. */
export function OrgProgressPage({ scope, learnerLink }: OrgProgressPageProps) {
  const { data: user } = useGetCurrentUserQuery();
  const { params, change } = useUrlListParams(FILTER_KEYS);
  const { data: organizations } = useProgressOrganizationsQuery(undefined, { skip: scope !== 'admin' });
  const orgId = scope === 'org' ? (user?.orgId ?? '') : (params.filters.org ?? user?.orgId ?? '');
  const query: OrgProgressQuery = {
    groupId: params.filters.group,
    curriculumId: params.filters.assignment,
    search: params.search,
    page: params.page,
    limit: params.limit,
  };
  const args: OrgProgressArgs = { orgId, query };
  const { data: page, isFetching, isLoading } = useGetOrgProgressQuery(args, { skip: !orgId });
  const shown = page && page.orgId === orgId ? page : undefined;

  return (
    <Paper withBorder p={0} component="section" aria-label={T.title}>
      <Stack gap="md" p="lg" pb="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="xs">
            <Title order={2} fz={22}>
              {scope === 'admin' && shown ? `${T.title}: ${shown.orgName}` : T.title}
            </Title>
            {shown && (
              <Badge variant="light" color="gray" radius="sm" aria-label={`${shown.total} learners`}>
                {shown.total}
              </Badge>
            )}
            {isFetching && <Loader size="xs" />}
          </Group>
          {orgId && (
            <Button component="a" href={exportHref(args)} download variant="default" leftSection={<IconDownload size={16} />}>
              {T.export}
            </Button>
          )}
        </Group>
        <Group gap="sm" wrap="wrap" align="flex-start">
          {scope === 'admin' && (
            <Select
              aria-label={T.organization}
              placeholder={T.organization}
              searchable
              data={(organizations ?? []).map((o) => ({ value: o.itemid, label: o.name }))}
              value={orgId || null}
              onChange={(value) => change({ filters: { org: value ?? '', group: '', assignment: '' } })}
              w={240}
              comboboxProps={{ shadow: 'md' }}
            />
          )}
          <div style={{ flex: '1 1 240px', minWidth: 200 }}>
            <SearchBox label="Search learners" value={params.search} onSearch={(search) => change({ search })} />
          </div>
          <FilterBar
            filters={[
              { key: 'group', label: T.group, placeholder: T.allGroups, options: (shown?.groups ?? []).map((g) => ({ value: g.itemid, label: g.name })) },
              {
                key: 'assignment',
                label: T.assignment,
                placeholder: T.allAssignments,
                options: (shown?.assignments ?? []).map((a) => ({ value: a.itemid, label: a.name })),
              },
            ]}
            values={params.filters}
            onChange={(filters) => change({ filters })}
          />
        </Group>
        {!orgId && <Text c="dimmed">{T.chooseOrganization}</Text>}
        {isLoading && <Loader />}
        {shown && (shown.courses.length > 0 ? <ProgressCharts page={shown} /> : <Text c="dimmed">{T.noCourses}</Text>)}
      </Stack>
      {shown && (
        <>
          <Divider color="gray.2" />
          <Stack gap="md" p="lg">
            <ProgressTable page={shown} learnerLink={learnerLink} />
            <PagingBar
              page={shown.page}
              limit={shown.limit}
              total={shown.total}
              canNext={shown.canNext}
              onPage={(next) => change({ page: next })}
              onLimit={(limit) => change({ limit })}
            />
          </Stack>
        </>
      )}
    </Paper>
  );
}
