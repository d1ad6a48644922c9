import { useState } from 'react';
import { Badge, Button, Divider, Group, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { PT_PAGE_TEXT, type PtOrgRow } from '@cytocampus/contracts';
import { useGetCurrentUserQuery } from '../../session/sessionApi';
import { FilterBar } from '../../shared/list/FilterBar';
import { PagingBar } from '../../shared/list/PagingBar';
import { useUrlListParams } from '../../shared/list/useListParams';
import { ptExportHref, useGetPtPageQuery, usePtOrganizationsQuery, type PtPageArgs } from './api';
import { PtCounts } from './PtCounts';
import { PtPersonDrawer } from './PtPersonDrawer';
import { PT_PAGE_WORDS as W } from './ptPageTexts';
import { PtTable } from './PtTable';
import { useServerNow } from './useServerNow';

const FILTER_KEYS = ['org', 'group', 'year'] as const;

/** This year and the four before it: the page's year filter. */
const yearOptions = (current: number) => Array.from({ length: 5 }, (_, i) => String(current - i)).map((y) => ({ value: y, label: y }));

/**
 * The organization's PT page (issue 30 section 4, docs/adr/0035): counts, then everyone with their
 * state and step, deadline and last attempt; a name opens the person's detail. Live on ptStatus.
 */
export function PtPage({ scope }: { scope: 'org' | 'admin' }) {
  const { data: user } = useGetCurrentUserQuery();
  const { params, change } = useUrlListParams(FILTER_KEYS);
  const { data: organizations } = usePtOrganizationsQuery(undefined, { skip: scope !== 'admin' });
  const [opened, setOpened] = useState<PtOrgRow | null>(null);
  const thisYear = new Date().getUTCFullYear();
  const orgId = scope === 'org' ? (user?.orgId ?? '') : (params.filters.org ?? user?.orgId ?? '');
  const year = Number(params.filters.year) || thisYear;
  const args: PtPageArgs = { orgId, year, groupId: params.filters.group, page: params.page, limit: params.limit };
  const { data: page, isFetching, isLoading } = useGetPtPageQuery(args, { skip: !orgId });
  const shown = page && page.orgId === orgId ? page : undefined;
  const now = useServerNow(shown?.clockOffset, shown?.now);
  const openedName = opened ? `${opened.firstName} ${opened.lastName}`.trim() || opened.email : '';

  return (
    <Paper withBorder p={0} component="section" aria-label={PT_PAGE_TEXT.title}>
      <Stack gap="md" p={{ base: 'sm', sm: 'lg' }} pb="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="xs">
            <Title order={2} fz={22}>
              {scope === 'admin' && shown ? `${PT_PAGE_TEXT.title}: ${shown.orgName}` : PT_PAGE_TEXT.title}
            </Title>
            {shown && (
              <Badge variant="light" color="gray" radius="sm" aria-label={`${shown.total} people`}>
                {shown.total}
              </Badge>
            )}
            {isFetching && <Loader size="xs" />}
          </Group>
          {orgId && (
            <Button component="a" href={ptExportHref(args)} download variant="default" leftSection={<IconDownload size={16} />}>
              {W.export}
            </Button>
          )}
        </Group>
        <Group gap="sm" wrap="wrap" align="flex-start">
          {scope === 'admin' && (
            <Select
              aria-label={W.organization}
              placeholder={W.organization}
              searchable
              data={(organizations ?? []).map((o) => ({ value: o.itemid, label: o.name }))}
              value={orgId || null}
              onChange={(value) => change({ filters: { org: value ?? '', group: '' } })}
              w={240}
            />
          )}
          <FilterBar
            filters={[
              { key: 'year', label: W.year, placeholder: String(thisYear), options: yearOptions(thisYear) },
              { key: 'group', label: W.group, placeholder: W.allGroups, options: (shown?.groups ?? []).map((g) => ({ value: g.itemid, label: g.name })) },
            ]}
            values={params.filters}
            onChange={(filters) => change({ filters })}
          />
        </Group>
        {!orgId && <Text c="dimmed">{W.chooseOrganization}</Text>}
        {isLoading && <Loader />}
        {shown && <PtCounts counts={shown.counts} />}
      </Stack>
      {shown && (
        <>
          <Divider color="gray.2" />
          <Stack gap="md" p={{ base: 'sm', sm: 'lg' }}>
            <PtTable rows={shown.rows} now={now} onOpen={setOpened} />
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
      <PtPersonDrawer person={opened ? { userId: opened.id, year } : null} name={openedName} now={now} onClose={() => setOpened(null)} />
    </Paper>
  );
}
