import { Anchor, Group, Image, Paper, Text, UnstyledButton } from '@mantine/core';
import { IconDownload, IconFile } from '@tabler/icons-react';
import { API_PREFIX, THREAD_ROUTES, type MessageAttachment } from '@cytocampus/contracts';
import { formatFileSize } from '@cytocampus/schema';
import { showsInline } from '../threadRules';
import classes from './Message.module.css';

/** Where an attachment is served, to those who may read the thread. */
export const attachmentUrl = (threadId: string, fileId: string): string => API_PREFIX + THREAD_ROUTES.file(threadId, fileId);

interface MessageAttachmentsProps {
  threadId: string;
  files: readonly MessageAttachment[];
  /** Opens an image full size. */
  onOpenImage: (image: { src: string; name: string }) => void;
}

/** A message's files: images inline (click for full size), others as download chips with name and size. */
export function MessageAttachments({ threadId, files, onOpenImage }: MessageAttachmentsProps) {
  if (files.length === 0) return null;
  const images = files.filter((file) => showsInline(file.type));
  const others = files.filter((file) => !showsInline(file.type));
  return (
    <>
      {images.length > 0 && (
        <Group gap={6} mt={6}>
          {images.map((file) => {
            const src = attachmentUrl(threadId, file.fileId);
            return (
              <UnstyledButton
                key={file.fileId}
                className={classes.thumb}
                onClick={() => onOpenImage({ src, name: file.name })}
                aria-label={`Open ${file.name}`}
              >
                <Image src={src} alt={file.name} h={140} w="auto" maw={260} fit="cover" radius="sm" loading="lazy" />
              </UnstyledButton>
            );
          })}
        </Group>
      )}
      {others.length > 0 && (
        <Group gap={6} mt={6}>
          {others.map((file) => (
            <Paper key={file.fileId} withBorder radius="md" px={10} py={6} className={classes.fileChip}>
              <Anchor href={attachmentUrl(threadId, file.fileId)} download={file.name} underline="never" c="inherit" aria-label={`Download ${file.name}`}>
                <Group gap={8} wrap="nowrap">
                  <IconFile size={18} stroke={1.5} />
                  <div style={{ minWidth: 0 }}>
                    <Text fz="xs" fw={600} maw={200} truncate title={file.name}>
                      {file.name}
                    </Text>
                    <Text fz={11} c="dimmed">
                      {formatFileSize(file.size)}
                    </Text>
                  </div>
                  <IconDownload size={15} stroke={1.6} />
                </Group>
              </Anchor>
            </Paper>
          ))}
        </Group>
      )}
    </>
  );
}
