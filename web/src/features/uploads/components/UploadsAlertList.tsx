import { ActionIcon, Button, Group, Progress, ScrollArea, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconCloudUpload, IconX } from '@tabler/icons-react';
import { useMemo } from 'react';
import { MSG, type UploadEntry } from '@cytocampus/contracts';
import { formatFileSize } from '@cytocampus/schema';
import { useClearFinishedUploadsMutation, useClearUploadMutation, useGetUploadsQuery } from '../api';
import { canClear, newestFirst, overallProgress, uploadStateOf, type UploadStateLabel } from '../uploadList';

const COLOR: Record<UploadStateLabel, string> = { Error: 'red', Uploading: 'blue', 'Upload Complete': 'green' };
const EMPTY: readonly UploadEntry[] = [];

function UploadRow({ entry }: { entry: UploadEntry }) {
  const [clear, { isLoading }] = useClearUploadMutation();
  const state = uploadStateOf(entry);
  return (
    <Stack gap={4} py={8} px="md" data-upload-id={entry.id} aria-label={`Upload ${entry.name}`} role="listitem">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fz="sm" fw={550} truncate title={entry.name}>
          {entry.name}
        </Text>
        {canClear(entry) && (
          <Tooltip label="Clear" withinPortal={false}>
            <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Clear ${entry.name}`} loading={isLoading} onClick={() => void clear(entry.id)}>
              <IconX size={14} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      <Progress value={state === 'Error' ? 100 : entry.progress * 100} color={COLOR[state]} size="sm" aria-label={`${entry.name} progress`} />
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fz="xs" c={COLOR[state]} fw={600}>
          {state}
        </Text>
        <Text fz="xs" c="dimmed" truncate>
          {entry.error ?? (entry.size > 0 ? formatFileSize(entry.size) : '')}
        </Text>
      </Group>
    </Stack>
  );
}

/** The Uploads tab of the alerts menu: the user's recent uploads with live progress. */
export function UploadsAlertList() {
  const { data = EMPTY } = useGetUploadsQuery();
  const [clearFinished, { isLoading }] = useClearFinishedUploadsMutation();
  const entries = useMemo(() => newestFirst(data), [data]);

  if (entries.length === 0) {
    return (
      <Stack align="center" gap={8} py="xl" px="md">
        <ThemeIcon variant="light" color="gray" radius="xl" size={40}>
          <IconCloudUpload size={20} stroke={1.5} />
        </ThemeIcon>
        <Text fz="sm" c="dimmed">
          {MSG.noActivity}
        </Text>
      </Stack>
    );
  }
  const uploading = entries.some((entry) => uploadStateOf(entry) === 'Uploading');
  return (
    <Stack gap={0}>
      {uploading && (
        <Text fz="xs" c="dimmed" px="md" pt={8}>
          Overall {Math.round(overallProgress(entries) * 100)}%
        </Text>
      )}
      <ScrollArea.Autosize mah={360}>
        <div role="list" aria-label="Recent uploads">
          {entries.map((entry) => (
            <UploadRow key={entry.id} entry={entry} />
          ))}
        </div>
      </ScrollArea.Autosize>
      {entries.some(canClear) && (
        <Group justify="flex-end" px="md" py={6} style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
          <Button variant="subtle" size="compact-xs" color="gray" loading={isLoading} onClick={() => void clearFinished()}>
            Clear finished
          </Button>
        </Group>
      )}
    </Stack>
  );
}
