import { useState } from 'react';
import { Button, Group, NumberInput, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { PT_PAGE_TEXT, type PtPersonStatus } from '@cytocampus/contracts';
import { FILE_KINDS, type FileKind } from '@cytocampus/schema';
import { isApiFailure } from '../../http/errors';
import { showToast } from '../../shared/feedback/toast';
import { FilePicker, type UploadedFileRef } from '../../shared/uploads';
import { useRecordEducationMutation, useRecordRemediationMutation, type PtPersonArgs } from './api';
import { PT_PAGE_WORDS as W } from './ptPageTexts';

const DOCUMENT_KINDS = Object.keys(FILE_KINDS) as FileKind[];

/**
 * The form the ladder asks for now: remedial training after a second failure, education hours
 * after a third (a note, hours for education, an optional document). A refusal shows its field's
 * message under the field; nothing is kept until the server answers.
 */
export function PtRecordForm({ person, status }: { person: PtPersonArgs; status: PtPersonStatus }) {
  const kind = status.next === 'remediation' ? 'remediation' : status.next === 'education' ? 'education' : null;
  const [note, setNote] = useState('');
  const [hours, setHours] = useState<number | string>('');
  const [file, setFile] = useState<UploadedFileRef | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [remediate, remediation] = useRecordRemediationMutation();
  const [educate, education] = useRecordEducationMutation();
  if (!kind || !status.canRecord) return null;
  const saving = remediation.isLoading || education.isLoading;

  const save = async () => {
    setErrors({});
    const body = { note: note.trim(), ...(file ? { uploadId: file.fileId } : {}) };
    const result = kind === 'remediation' ? await remediate({ ...person, body }) : await educate({ ...person, body: { ...body, hours: Number(hours) } });
    if ('error' in result) {
      const failure = isApiFailure(result.error) ? result.error : null;
      if (failure?.field) setErrors({ [failure.field]: failure.message });
      else showToast({ title: W.notSaved, message: failure?.message ?? 'Please try again.' });
      return;
    }
    setNote('');
    setHours('');
    setFile(null);
    showToast({ message: W.saved, level: 'info' });
  };

  return (
    <Paper
      withBorder
      p="md"
      component="form"
      onSubmit={(e) => (e.preventDefault(), void save())}
      aria-label={kind === 'remediation' ? W.recordRemediation : W.recordEducation}
    >
      <Stack gap="sm">
        <Title order={4} fz={16}>
          {kind === 'remediation' ? W.recordRemediation : W.recordEducation}
        </Title>
        <Textarea
          label={W.note}
          placeholder={W.notePlaceholder}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={PT_PAGE_TEXT.noteMax}
          autosize
          minRows={2}
          error={errors.note}
        />
        {kind === 'education' && (
          <NumberInput
            label={W.hoursLabel}
            value={hours}
            onChange={setHours}
            min={0}
            max={PT_PAGE_TEXT.hoursMax}
            decimalScale={1}
            w={140}
            error={errors.hours}
            required
          />
        )}
        <Group gap="sm" align="center">
          <FilePicker purpose="file" kinds={DOCUMENT_KINDS} label={file ? W.replace : W.attach} disabled={saving} onUploaded={setFile} />
          {file && <Text fz="sm">{file.name}</Text>}
        </Group>
        {errors.uploadId && (
          <Text fz="sm" c="red.8" role="alert">
            {errors.uploadId}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={saving}>
            {W.save}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
