import { Alert, Anchor, Drawer, Loader, Stack, Text, Title } from '@mantine/core';
import { API_PREFIX, PT_LADDER_ROUTES, ptCountdownText, ptDateText, ptStepText, type PtRecordView } from '@cytocampus/contracts';
import { useGetPtPersonQuery, type PtPersonArgs } from './api';
import { PtAttempts } from './PtAttempts';
import { PtRecordForm } from './PtRecordForm';
import { PT_PAGE_WORDS as W } from './ptPageTexts';

function RecordLine({ record, person }: { record: PtRecordView; person: PtPersonArgs }) {
  const what = record.kind === 'remediation' ? W.remediation : `${W.education}: ${W.hours(record.hours ?? 0)}`;
  return (
    <Stack gap={0}>
      <Text fz="sm" fw={600}>
        {ptDateText(record.at)} · {what}
      </Text>
      {record.note && <Text fz="sm">{record.note}</Text>}
      {record.upload && (
        <Anchor fz="sm" href={`${API_PREFIX}${PT_LADDER_ROUTES.file(person.userId, person.year, record.upload.fileId)}`}>
          {W.document}: {record.upload.name}
        </Anchor>
      )}
    </Stack>
  );
}

/** A person's year on the ladder, opened from the PT page: step, attempts, records, and the form the step asks for. Live. */
export function PtPersonDrawer({ person, name, now, onClose }: { person: PtPersonArgs | null; name: string; now: number; onClose: () => void }) {
  const { data: status, isLoading, isError } = useGetPtPersonQuery(person ?? { userId: '', year: 0 }, { skip: !person });
  const shown = status && person && status.userId === person.userId && status.year === person.year ? status : undefined;
  const countdown = shown ? ptCountdownText(shown.dueBy, now) : null;
  return (
    <Drawer
      opened={person !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={
        <Title order={3} fz={20}>
          {name}
        </Title>
      }
      closeButtonProps={{ 'aria-label': W.close }}
    >
      {isLoading && <Loader />}
      {isError && <Alert color="red">This person’s proficiency status could not be loaded.</Alert>}
      {shown && person && (
        <Stack gap="lg">
          <Stack gap={2}>
            <Text fw={600}>{ptStepText(shown)}</Text>
            {countdown && (
              <Text c={shown.overdue ? 'red.8' : undefined} fw={shown.overdue ? 600 : undefined}>
                {countdown} ({ptDateText(shown.dueBy ?? 0)})
              </Text>
            )}
            {!shown.mayScreenGyn && <Text c="red.8">{W.mayNotScreen}</Text>}
            {shown.reexamineScreenedSlides && <Text c="orange.8">{W.reexamine}</Text>}
          </Stack>
          <PtRecordForm person={person} status={shown} />
          <Stack gap="xs">
            <Title order={4} fz={16}>
              {W.attempts}
            </Title>
            <PtAttempts attempts={shown.attempts} now={now} />
          </Stack>
          <Stack gap="xs">
            <Title order={4} fz={16}>
              {W.records}
            </Title>
            {shown.records.length === 0 ? <Text c="dimmed">{W.noRecords}</Text> : shown.records.map((r, i) => <RecordLine key={i} record={r} person={shown} />)}
          </Stack>
        </Stack>
      )}
    </Drawer>
  );
}
