import { Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconUpload, IconX } from '@tabler/icons-react';
import type { UploadPurpose } from '@cytocampus/contracts';
import { formatFileSize, GENERIC, PICKER_MAX_BYTES, type FileKind } from '@cytocampus/schema';
import { showToast } from '../feedback/toast';
import { acceptOf } from './fileUrl';
import type { UploadedFileRef } from './tusUpload';
import { useUpload } from './useUpload';

export interface FilePickerProps {
  purpose: UploadPurpose;
  /** The allowed kinds (the accept list comes from them). */
  kinds: readonly FileKind[];
  /** Largest size in bytes (inclusive); the picker's own limit is below 10,000,000. */
  maxBytes?: number;
  label: string;
  onUploaded: (file: UploadedFileRef) => void;
  disabled?: boolean;
}

/**
 * Picks one file and uploads it (resumably), with a progress bar. Files over the limit are refused
 * before anything is sent, with the spec's warning "File '{name}' is too large...".
 */
export function FilePicker({ purpose, kinds, maxBytes = PICKER_MAX_BYTES - 1, label, onUploaded, disabled = false }: FilePickerProps) {
  const { status, progress, error, upload, cancel } = useUpload(purpose);
  const limit = Math.min(maxBytes, PICKER_MAX_BYTES - 1);

  const picked = async (file: File | null) => {
    if (!file) return;
    if (file.size > limit) {
      showToast({ level: 'warning', message: GENERIC.pickerFileTooLarge(file.name, formatFileSize(limit + 1), formatFileSize(file.size)) });
      return;
    }
    const stored = await upload(file);
    if (stored) onUploaded(stored);
  };

  return (
    <Stack gap={6} maw={320}>
      <Group gap="xs">
        <FileButton onChange={(file) => void picked(file)} accept={acceptOf(kinds)} disabled={disabled || status === 'uploading'}>
          {(props) => (
            <Button {...props} variant="light" size="xs" leftSection={<IconUpload size={14} />} loading={status === 'uploading'}>
              {label}
            </Button>
          )}
        </FileButton>
        {status === 'uploading' && (
          <Button variant="subtle" color="gray" size="xs" leftSection={<IconX size={14} />} onClick={cancel}>
            Cancel
          </Button>
        )}
      </Group>
      {status === 'uploading' && <Progress value={progress * 100} size="sm" aria-label="Upload progress" animated />}
      {status === 'error' && error && (
        <Text fz="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
