import { useState } from 'react';
import { Anchor, Button, Group, Input, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconPaperclip, IconX } from '@tabler/icons-react';
import { API_PREFIX, CONTENT_FILE_ROUTES } from '@cytocampus/contracts';
import { formatFileSize, IMAGE_KINDS, IMAGE_MAX_BYTES, type FileKind } from '@cytocampus/schema';
import { ImageDisplay } from '../../../shared/media/ImageDisplay';
import { valueAt } from '../../../shared/schema-form';
import { FilePicker, type UploadedFileRef } from '../../../shared/uploads';
import type { ContentFieldContext } from '../detail/fieldContext';

interface StoredFileFieldProps {
  context: ContentFieldContext;
  path: string;
  label: string;
  /** An image is previewed; other files are linked. */
  kind: 'image' | 'file';
  /** The owning type's file route (spec: /presentations/file/{src}, /quizzes/file/{fileId}), which checks read access. */
  owner: keyof typeof CONTENT_FILE_ROUTES;
  /** Kinds of file accepted (images: every image kind). */
  kinds?: readonly FileKind[];
  required?: boolean;
}

/**
 * A field holding a stored file's id (presentation pages, quiz images keep the id as text): the
 * file is uploaded resumably through shared/uploads and served at the owning type's file route.
 */
export function StoredFileField({ context, path, label, kind, owner, kinds, required }: StoredFileFieldProps) {
  const { form, readOnly } = context;
  // The name and size of a file uploaded in this session; stored pages keep only the id.
  const [uploaded, setUploaded] = useState<UploadedFileRef | null>(null);
  const raw = valueAt(form.getValues(), path);
  const fileId = typeof raw === 'string' && raw !== '' ? raw : null;
  const known = uploaded && uploaded.fileId === fileId ? uploaded : null;
  const noun = kind === 'image' ? 'Image' : 'File';
  const served = (id: string, noAttach = false) => `${API_PREFIX}${CONTENT_FILE_ROUTES[owner](id)}${noAttach ? '?noAttach=1' : ''}`;

  return (
    <Input.Wrapper label={label} withAsterisk={required} error={form.errors[path]}>
      <Stack gap={6} mt={4}>
        {fileId && kind === 'image' && <ImageDisplay src={served(fileId)} alt={label} height={96} />}
        <Group gap="sm" align="center">
          <Group gap={6} wrap="nowrap">
            <IconPaperclip size={16} stroke={1.5} />
            {fileId ? (
              <Anchor href={served(fileId, true)} target="_blank" rel="noopener noreferrer" fz="sm">
                {known ? `${known.name} (${formatFileSize(known.size)})` : `Uploaded ${noun.toLowerCase()}`}
                <IconExternalLink size={12} style={{ marginLeft: 4, verticalAlign: 'middle' }} />
              </Anchor>
            ) : (
              <Text fz="sm" c="dimmed">
                {`No ${noun.toLowerCase()} chosen`}
              </Text>
            )}
          </Group>
          {!readOnly && fileId && !required && (
            <Button variant="subtle" color="red" size="xs" leftSection={<IconX size={14} />} onClick={() => form.setFieldValue(path, '')}>
              {`Remove ${noun}`}
            </Button>
          )}
        </Group>
        {!readOnly && (
          <FilePicker
            purpose={kind}
            kinds={kinds ?? IMAGE_KINDS}
            maxBytes={kind === 'image' ? IMAGE_MAX_BYTES : undefined}
            label={fileId ? `Replace ${noun}` : `Choose ${noun}`}
            onUploaded={(file) => {
              setUploaded(file);
              form.setFieldValue(path, file.fileId);
            }}
          />
        )}
      </Stack>
    </Input.Wrapper>
  );
}
