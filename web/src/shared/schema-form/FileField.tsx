import { useState } from 'react';
import { Button, FileButton, Group, Input, Text } from '@mantine/core';
import { IconPaperclip, IconUpload, IconX } from '@tabler/icons-react';
import { formatFileSize, type FieldDefinition, type FileRef } from '@cytocampus/schema';
import { showToast } from '../feedback/toast';
import { ImageDisplay } from '../media/ImageDisplay';
import { useSchemaForm, type SchemaFieldInfo } from './SchemaFormContext';
import { acceptOf, pickerRefusal } from './filePicker';
import { isRecord, valueAt } from './schemaValues';

interface FileFieldProps {
  info: SchemaFieldInfo;
  def: Extract<FieldDefinition, { type: 'file' | 'image' }>;
  locked: boolean;
}

const isFileRef = (value: unknown): value is FileRef =>
  isRecord(value) && typeof value.fileId === 'string' && typeof value.name === 'string' && typeof value.size === 'number';

/** Ours: the spec does not word an upload that failed. */
const UPLOAD_FAILED = 'The file was not uploaded.';

/**
 * A file or image: the picker refuses files of 10,000,000 bytes or more with the spec's warning,
 * then `onUpload` stores the file and the field holds its reference. Images show a preview that
 * opens the full-size viewer.
 */
export function FileField({ info, def, locked }: FileFieldProps) {
  const { form, readOnly, onUpload, fileUrl } = useSchemaForm();
  const [uploading, setUploading] = useState(false);
  const raw = valueAt(form.getValues(), info.path);
  const file = isFileRef(raw) ? raw : null;
  const editable = !readOnly && !locked;

  const pick = async (picked: File | null) => {
    if (!picked || !onUpload) return;
    const refusal = pickerRefusal(picked);
    if (refusal) return void showToast({ message: refusal, level: 'warning' });
    setUploading(true);
    try {
      form.setFieldValue(info.path, await onUpload(picked));
    } catch (error) {
      showToast({ title: UPLOAD_FAILED, message: error instanceof Error ? error.message : 'Please try again.' });
    } finally {
      setUploading(false);
    }
  };

  return (
    <Input.Wrapper label={info.label} withAsterisk={def.required} error={form.errors[info.path]}>
      <Group gap="sm" mt={4} align="center">
        {def.type === 'image' && file && fileUrl && <ImageDisplay src={fileUrl(file)} alt={file.name} height={96} />}
        <Group gap={6} wrap="nowrap">
          <IconPaperclip size={16} stroke={1.5} />
          <Text fz="sm" c={file ? undefined : 'dimmed'}>
            {file ? `${file.name} (${formatFileSize(file.size)})` : 'No file chosen'}
          </Text>
        </Group>
        {editable && (
          <FileButton onChange={(picked) => void pick(picked)} accept={acceptOf(def.accept)} disabled={!onUpload}>
            {(props) => (
              <Button {...props} variant="light" size="xs" leftSection={<IconUpload size={14} />} loading={uploading} disabled={!onUpload}>
                {file ? 'Replace File' : 'Choose File'}
              </Button>
            )}
          </FileButton>
        )}
        {editable && file && !def.required && (
          <Button variant="subtle" color="red" size="xs" leftSection={<IconX size={14} />} onClick={() => form.setFieldValue(info.path, null)}>
            Remove File
          </Button>
        )}
      </Group>
    </Input.Wrapper>
  );
}
