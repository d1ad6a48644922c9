import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { ANNOUNCEMENT_MSG, type Announcement } from '@cytocampus/contracts';
import { describeError } from '@cytocampus/schema';
import { isApiFailure } from '../../../http/errors';
import { DetailStatus } from '../../../shared/detail/DetailStatus';
import { showToast } from '../../../shared/feedback/toast';
import { useLeaveWarning } from '../../../shared/navigation/useLeaveWarning';
import { RichTextField } from '../../../shared/rich-text/RichTextField';
import { useGetEditableAnnouncementQuery, useSaveAnnouncementMutation } from '../api';
import { ANNOUNCEMENT_LABELS, draftErrors } from '../announcementDraft';

function AnnouncementEditor({ saved }: { saved: Announcement }) {
  // null: nothing typed yet, so a newer announcement (another admin, another tab) simply shows.
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [save, { isLoading: saving }] = useSaveAnnouncementMutation();
  const dirty = draft !== null && draft !== saved.content;
  useLeaveWarning(dirty && !saving);

  const submit = async () => {
    if (draft === null) return;
    const first = draftErrors(draft)[0];
    if (first) {
      setError(first.message);
      showToast({ message: describeError(first, ANNOUNCEMENT_LABELS), level: 'warning' });
      return;
    }
    const outcome = await save({ content: draft });
    if (outcome.error !== undefined) {
      const message = isApiFailure(outcome.error) ? outcome.error.message : 'Please try again.';
      if (isApiFailure(outcome.error) && outcome.error.field) setError(message);
      showToast({ title: ANNOUNCEMENT_MSG.saveFailed, message });
      return;
    }
    // The saved (sanitized) announcement is now in the cache and replaces the draft.
    setDraft(null);
    showToast({ message: ANNOUNCEMENT_MSG.saved, level: 'info' });
  };

  return (
    <Paper withBorder p="lg" maw={960}>
      <form
        noValidate
        aria-label="Announcement"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="md">
            <Stack gap={2}>
              <Title order={2} fz={22}>
                Announcement
              </Title>
              <Text c="dimmed" fz="sm">
                Everyone sees it in the Announcements panel of their home page.
                {saved.updated !== null && ` Last saved ${dayjs(saved.updated).format('MMM D, YYYY [at] HH:mm')}.`}
              </Text>
            </Stack>
            <Button type="submit" loading={saving} disabled={!dirty} leftSection={<IconDeviceFloppy size={16} />}>
              Save
            </Button>
          </Group>
          <RichTextField
            label="Content"
            withAsterisk
            value={draft ?? saved.content}
            error={error}
            onChange={(html) => {
              setDraft(html === saved.content ? null : html);
              setError(null);
            }}
          />
        </Stack>
      </form>
    </Paper>
  );
}

/** /dashboard/admin/announcements: the one shared announcement, edited as rich text (spec part 3). */
export function AnnouncementEditorPage() {
  const { data, error } = useGetEditableAnnouncementQuery();
  if (!data) return <DetailStatus singular="Announcement" error={error} listPath="/dashboard/home" />;
  return <AnnouncementEditor saved={data} />;
}
