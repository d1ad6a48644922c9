import { useState } from 'react';
import { Alert, Button, Code, FileInput, Group, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { isApiFailure } from '../../../http/errors';
import { NamePicker } from '../../../shared/forms/NamePicker';
import { useImportUsersMutation, useOrganizationNamesQuery, usePreviewUserImportMutation } from '../api';
import { CSV_HEADER, csvFileProblem, previewSummary, resultSummary } from './csvFile';
import { ImportRowsTable } from './ImportRowsTable';

const failureText = (error: unknown) => (isApiFailure(error) ? error.message : 'The file could not be read.');

interface ImportUsersDialogProps {
  /** In an organization the users join it; on the admin side an organization may be chosen. */
  fixedOrgId?: string;
  onClose: () => void;
}

/**
 * Bulk onboarding: choose a CSV file, see every row with its problems (nothing is written yet),
 * then import the valid rows and see which were not imported and why.
 */
export function ImportUsersDialog({ fixedOrgId, onClose }: ImportUsersDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [csv, setCsv] = useState<string | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [orgId, setOrgId] = useState<string | null>(fixedOrgId ?? null);
  const { data: organizations } = useOrganizationNamesQuery(undefined, { skip: fixedOrgId !== undefined });
  const [preview, previewState] = usePreviewUserImportMutation();
  const [runImport, importState] = useImportUsersMutation();

  const requestFor = (text: string, org: string | null) => ({ csv: text, ...(org ? { orgId: org } : {}) });
  const showPreview = (text: string | null, org: string | null) => {
    importState.reset();
    previewState.reset();
    if (text !== null) void preview(requestFor(text, org));
  };
  const chooseFile = async (chosen: File | null) => {
    setFile(chosen);
    setCsv(null);
    const problem = chosen ? csvFileProblem(chosen) : null;
    setFileProblem(problem);
    const text = chosen && !problem ? await chosen.text() : null;
    setCsv(text);
    showPreview(text, orgId);
  };
  const chooseOrganization = (next: string | null) => {
    setOrgId(next);
    showPreview(csv, next);
  };

  const result = importState.data;
  const rows = previewState.data;
  if (result) {
    return (
      <Stack gap="md">
        <Alert color={result.failed.length === 0 ? 'teal' : 'orange'} variant="light" role="status">
          {resultSummary(result)}
        </Alert>
        {result.failed.length > 0 && <ImportRowsTable rows={result.failed} />}
        <Group justify="flex-end">
          <Button onClick={onClose}>Done</Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        A header row names the columns (any order, any case): <Code>{CSV_HEADER}</Code>. Email, first name and last name are required.
      </Text>
      <Group grow align="flex-start">
        <FileInput
          label="CSV file"
          placeholder="Choose a .csv file"
          accept=".csv,text/csv"
          leftSection={<IconFileSpreadsheet size={16} />}
          value={file}
          onChange={(chosen) => void chooseFile(chosen)}
          error={fileProblem}
          clearable
        />
        {fixedOrgId === undefined && (
          <NamePicker label="Organization" value={orgId} entries={organizations} emptyLabel="Your own organization" onChange={chooseOrganization} />
        )}
      </Group>
      {previewState.isLoading && (
        <Text fz="sm" c="dimmed">
          Checking the file…
        </Text>
      )}
      {previewState.error !== undefined && (
        <Alert color="red" variant="light" role="alert">
          {failureText(previewState.error)}
        </Alert>
      )}
      {rows && (
        <>
          <Alert color={rows.invalid === 0 ? 'teal' : 'orange'} variant="light" role="status">
            {previewSummary(rows)}
          </Alert>
          <ImportRowsTable rows={rows.rows} />
        </>
      )}
      {importState.error !== undefined && (
        <Alert color="red" variant="light" role="alert">
          {failureText(importState.error)}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          disabled={!rows || rows.valid === 0 || csv === null}
          loading={importState.isLoading}
          onClick={() => csv !== null && void runImport(requestFor(csv, orgId))}
        >
          {rows ? `Import ${rows.valid} ${rows.valid === 1 ? 'User' : 'Users'}` : 'Import Users'}
        </Button>
      </Group>
    </Stack>
  );
}
