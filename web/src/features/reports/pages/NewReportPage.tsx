import { lazy, Suspense, useMemo, useState } from 'react';
import { Checkbox, SimpleGrid, TagsInput, Textarea, TextInput } from '@mantine/core';
import { REPORT_TYPES, type CurrentUser, type ReportItem, type ReportKind, type ReportType } from '@cytocampus/contracts';
import { canCreateReport } from '@cytocampus/permissions';
import { useGetCurrentUserQuery } from '../../../session/sessionApi';
import { DetailSection, DetailView } from '../../../shared/detail/DetailView';
import { useDetailEditor } from '../../../shared/detail/useDetailEditor';
import { ChoiceSelect } from '../../../shared/forms/ChoiceSelect';
import { NamePicker } from '../../../shared/forms/NamePicker';
import { itemPath } from '../../../shared/navigation/sections';
import { useCreateReportMutation, useReportGroupsQuery, useReportOrganizationsQuery } from '../api';
import { OrganizationSelection } from '../components/OrganizationSelection';
import {
  kindFor,
  kindsOf,
  newReportValues,
  REPORT_FIELD_LABELS,
  reportFormData,
  reportValuesOf,
  toReportRequest,
  validateReport,
  type ReportFormValues,
} from '../reportForm';
import { fixedOrgId, reportSection, type ReportScope } from '../reportScope';
import { REPORT_SCREEN_TEXT as T } from '../reportTexts';
import { USER_LEVEL_OPTIONS } from '../reportWords';

// The date pickers (and their date library) come with the form, not with the list.
const ReportDates = lazy(() => import('../components/ReportDates'));

const TYPE_OPTIONS = REPORT_TYPES.map((type) => ({ value: type, label: type }));

/** {section}/new: the report form (spec part 3 "Report"), sent as the spec's multipart form. */
export function NewReportPage({ scope }: { scope: ReportScope }) {
  const { data: user } = useGetCurrentUserQuery();
  return user ? <ReportForm scope={scope} user={user} /> : null;
}

function ReportForm({ scope, user }: { scope: ReportScope; user: CurrentUser }) {
  const section = reportSection(scope);
  const fixedOrg = fixedOrgId(scope, user);
  const [createReport] = useCreateReportMutation();
  // One id per form: a form sent twice (a lost answer) asks for one report.
  const [requestId] = useState(() => crypto.randomUUID());
  const initial = useMemo(() => newReportValues(fixedOrg ?? null), [fixedOrg]);
  const maySiteWide = fixedOrg === undefined && canCreateReport(user, null);
  const editor = useDetailEditor<ReportFormValues, ReportItem>({
    isNew: true,
    values: initial,
    valuesOf: reportValuesOf,
    validate: (values) => validateReport(values, maySiteWide),
    descriptions: REPORT_FIELD_LABELS,
    save: (values) => createReport(reportFormData(toReportRequest(values, requestId))),
    listPath: section.path,
    itemPath: (report) => itemPath(section, report.id),
  });
  const { form } = editor;
  const values = form.getValues();
  const orgId = values.target.orgId;
  const { data: organizations } = useReportOrganizationsQuery();
  const { data: groups } = useReportGroupsQuery(orgId ?? '', { skip: !orgId });
  const kinds = kindsOf(values.reportType);
  const orgName = organizations?.find((entry) => entry.itemid === orgId)?.name ?? '';

  const chooseType = (type: ReportType) => {
    form.setFieldValue('reportType', type);
    form.setFieldValue('kind', kindFor(type, values.kind));
  };

  return (
    <DetailView editor={editor} title={T.newReport} subtitle={T.newReportHelp}>
      <DetailSection title={T.about}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={T.name} withAsterisk data-autofocus {...form.getInputProps('name')} />
          <ChoiceSelect
            label={T.reportType}
            withAsterisk
            data={TYPE_OPTIONS}
            value={values.reportType}
            onChange={(type) => type && chooseType(type as ReportType)}
            error={form.errors.reportType}
          />
          {kinds.length > 0 && (
            <ChoiceSelect
              label={T.kind}
              data={kinds.map((kind) => ({ value: kind, label: kind }))}
              value={values.kind}
              onChange={(kind) => form.setFieldValue('kind', kind as ReportKind | null)}
              error={form.errors.kind}
            />
          )}
        </SimpleGrid>
        <Textarea label={T.description} autosize minRows={2} maxRows={6} {...form.getInputProps('description')} />
        <TagsInput label={T.tags} placeholder={T.tagsPlaceholder} clearable {...form.getInputProps('tags')} />
      </DetailSection>

      <DetailSection title={T.target} description={T.targetHelp}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {fixedOrg === undefined ? (
            <NamePicker
              label={T.organization}
              value={orgId}
              entries={organizations}
              emptyLabel={T.allOrganizations}
              error={form.errors.target ?? form.errors['target.orgId']}
              onChange={(next) => form.setFieldValue('target', { orgId: next, groupId: null })}
            />
          ) : (
            <TextInput
              label={T.organization}
              description={T.ownOrganizationHelp}
              value={orgName}
              readOnly
              variant="filled"
              error={form.errors.target ?? form.errors['target.orgId']}
            />
          )}
          <NamePicker
            label={T.group}
            value={values.target.groupId}
            entries={orgId ? groups : []}
            emptyLabel={T.allGroups}
            disabled={!orgId}
            error={form.errors['target.groupId']}
            onChange={(next) => form.setFieldValue('target.groupId', next)}
          />
        </SimpleGrid>
        {values.reportType === 'Prework' && (
          <OrganizationSelection
            value={values.filterOrgs}
            entries={organizations}
            onChange={(next) => form.setFieldValue('filterOrgs', next)}
            error={form.errors.filterOrgs}
          />
        )}
      </DetailSection>

      <DetailSection title={T.options}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Checkbox label={T.verbose} description={T.verboseHelp} {...form.getInputProps('options.verbose', { type: 'checkbox' })} />
          <Checkbox label={T.anonymous} description={T.anonymousHelp} {...form.getInputProps('options.anonymous', { type: 'checkbox' })} />
          <Checkbox label={T.userScore} description={T.userScoreHelp} {...form.getInputProps('options.userScore', { type: 'checkbox' })} />
        </SimpleGrid>
      </DetailSection>

      <DetailSection title={T.filters}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ChoiceSelect
            label={T.userLevel}
            description={T.userLevelHelp}
            data={USER_LEVEL_OPTIONS}
            value={String(values.filters.userLevel)}
            onChange={(level) => level && form.setFieldValue('filters.userLevel', Number(level))}
            error={form.errors['filters.userLevel']}
          />
          <Checkbox
            mt={{ sm: 28 }}
            label={T.internalUsers}
            description={T.internalUsersHelp}
            {...form.getInputProps('filters.internalUsers', { type: 'checkbox' })}
          />
          <Suspense fallback={<DatesPlaceholder />}>
            <ReportDates form={form} />
          </Suspense>
        </SimpleGrid>
      </DetailSection>
    </DetailView>
  );
}

/** Where the date pickers go while they load. */
function DatesPlaceholder() {
  return (
    <>
      <TextInput label={T.startDate} placeholder={T.datePlaceholder} disabled />
      <TextInput label={T.endDate} placeholder={T.datePlaceholder} disabled />
    </>
  );
}
