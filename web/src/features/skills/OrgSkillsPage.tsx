import { Button, Divider, Group, Loader, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router';
import { SCREENING_SKILL_TEXT as S, SKILL_PAGE_TEXT as P } from '@cytocampus/contracts';
import { PagingBar } from '../../shared/list/PagingBar';
import { useGetCurrentUserQuery } from '../../session/sessionApi';
import { skillExportHref, useGetOrgSkillsQuery, useSkillOrganizationsQuery } from './api';
import { ConfusionMatrix } from './ConfusionMatrix';
import { OrgSkillsTable } from './OrgSkillsTable';
import { OutlierSettingsForm } from './OutlierSettingsForm';
import { OutcomeChart } from './OutcomeChart';
import { PeriodPicker } from './PeriodPicker';
import { SkillFigures } from './SkillFigures';
import { SkillsLoadFailed } from './SkillsLoadFailed';
import { TrendChart } from './TrendChart';
import { useLearnerOrder } from './useLearnerOrder';
import { usePeriod } from './usePeriod';

/**
 * The organization's screening skills (issue 31) for its managers, or for an administrator who
 * picks an organization (`scope="admin"`, ?org=). A learner's name opens `{base}/{userId}` with the
 * same period. Live: any learner's skill notice refetches it once per burst.
 */
export function OrgSkillsPage({ scope, base }: { scope: 'org' | 'admin'; base: string }) {
  const { data: user } = useGetCurrentUserQuery();
  const [query, setQuery] = useSearchParams();
  const navigate = useNavigate();
  const { period, search, change } = usePeriod();
  const { data: organizations } = useSkillOrganizationsQuery(undefined, { skip: scope !== 'admin' });
  const orgId = scope === 'org' ? (user?.orgId ?? '') : (query.get('org') ?? user?.orgId ?? '');
  const learners = useLearnerOrder();
  const args = { orgId, ...period };
  const { data, isFetching, isLoading, isError, refetch } = useGetOrgSkillsQuery({ ...args, ...learners.order }, { skip: !orgId });
  const shown = data && data.orgId === orgId ? data : undefined;
  const chooseOrg = (value: string | null) =>
    setQuery(
      (current) => {
        const fresh = new URLSearchParams(current);
        if (value) fresh.set('org', value);
        else fresh.delete('org');
        return fresh;
      },
      { replace: true },
    );

  return (
    <Paper withBorder p={0} component="section" aria-labelledby="org-skills-title">
      <Stack gap="md" p={{ base: 'sm', sm: 'lg' }}>
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="xs">
            <Title order={2} fz={22} id="org-skills-title">
              {shown ? `${S.organizationTitle}: ${shown.orgName}` : S.organizationTitle}
            </Title>
            {isFetching && <Loader size="xs" />}
          </Group>
          {orgId && (
            <Button component="a" href={skillExportHref(args)} download variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
              {P.export}
            </Button>
          )}
        </Group>
        <Group gap="sm" wrap="wrap" align="flex-end">
          {scope === 'admin' && (
            <Select
              label={P.organization}
              placeholder={P.organization}
              searchable
              data={(organizations ?? []).map((o) => ({ value: o.itemid, label: o.name }))}
              value={orgId || null}
              onChange={chooseOrg}
              w={240}
            />
          )}
          <PeriodPicker shown={shown} onChange={change} />
        </Group>
        {!orgId && <Text c="dimmed">{P.chooseOrganization}</Text>}
        {isLoading && <Loader />}
        {isError && !isFetching && <SkillsLoadFailed onRetry={() => void refetch()} />}
        {shown && (
          <>
            <Text fz="sm" c="dimmed">
              {S.period(shown.from, shown.to)}
            </Text>
            <SkillFigures calibration={shown.organization} />
            {/* Empty charts say nothing: with no slide in the period, the learners' section says why. */}
            {shown.organization.slides > 0 && (
              <>
                <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                  <OutcomeChart outcomes={shown.organization.outcomes} unclassified={shown.organization.unclassified} />
                  <ConfusionMatrix matrix={shown.organization.matrix} categorized={shown.organization.categorized} note={P.orgMatrixNote} />
                </SimpleGrid>
                <TrendChart trend={shown.trend} />
              </>
            )}
          </>
        )}
      </Stack>
      {shown && (
        <>
          <Divider color="gray.2" />
          <Stack gap="xs" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="org-skills-learners">
            <Title order={3} fz="md" id="org-skills-learners">
              {P.learners}
            </Title>
            <Text fz="xs" c="dimmed">
              {P.outlierThresholds(shown.factor, shown.minSlides)}
            </Text>
            <OrgSkillsTable
              rows={shown.learners}
              factor={shown.factor}
              sort={learners.sortState}
              onSort={learners.onSort}
              onOpen={(row) => void navigate(`${base}/${row.userId}${search ? `?${search}` : ''}`)}
            />
            {shown.total > 0 && (
              <PagingBar
                page={shown.page}
                limit={shown.limit}
                total={shown.total}
                canNext={shown.canNext}
                onPage={learners.onPage}
                onLimit={learners.onLimit}
              />
            )}
            <OutlierSettingsForm orgId={shown.orgId} />
          </Stack>
        </>
      )}
    </Paper>
  );
}
