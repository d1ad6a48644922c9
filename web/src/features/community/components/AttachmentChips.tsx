import { CloseButton, Group, Paper, Text } from '@mantine/core';
import { IconFile, IconPhoto } from '@tabler/icons-react';
import type { MessageAttachment } from '@cytocampus/contracts';
import { formatFileSize } from '@cytocampus/schema';

/** The files a message being written carries, each removable. */
export function AttachmentChips({ files, onRemove }: { files: readonly MessageAttachment[]; onRemove?: (fileId: string) => void }) {
  if (files.length === 0) return null;
  return (
    <Group gap={6} role="list" aria-label="Attachments">
      {files.map((file) => {
        const Icon = file.type.startsWith('image/') ? IconPhoto : IconFile;
        return (
          <Paper key={file.fileId} withBorder radius="xl" px={10} py={3} role="listitem" bg="gray.0">
            <Group gap={6} wrap="nowrap">
              <Icon size={14} stroke={1.6} />
              <Text fz="xs" fw={550} maw={180} truncate title={file.name}>
                {file.name}
              </Text>
              <Text fz={11} c="dimmed">
                {formatFileSize(file.size)}
              </Text>
              {onRemove && <CloseButton size="xs" aria-label={`Remove ${file.name}`} onClick={() => onRemove(file.fileId)} />}
            </Group>
          </Paper>
        );
      })}
    </Group>
  );
}
