import { Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconFileAnalytics, IconMicroscope } from '@tabler/icons-react';
import { SLIDE_FORMATS } from '@cytocampus/contracts';
import { DetailSection } from '../../../shared/detail/DetailView';
import { acceptOf, type UploadProgressState } from '../../../shared/uploads';
import { SLIDE_TEXT } from '../slideTexts';
import type { SlideFiles } from './useSlideFiles';

// The upload policy's kinds (ADR 0012): slide images tif, jpg, png; analysis files json, csv, xml, text.
export const IMAGE_ACCEPT = `${acceptOf(['tif', 'jpg', 'png'])},.svs,.ndpi`;
const ANALYSIS_ACCEPT = `${acceptOf(['json', 'csv', 'text'])},application/xml,text/xml,.xml`;

interface PickerRowProps {
  label: string;
  button: string;
  accept: string;
  name: string | null;
  state: UploadProgressState;
  icon: typeof IconMicroscope;
  onPick: (file: File | null) => void;
}

/** One file: its button, the picked name, and the owner's upload progress (percent) or the failure. */
export function PickerRow({ label, button, accept, name, state, icon: Icon, onPick }: PickerRowProps) {
  const percent = Math.round(state.progress * 100);
  return (
    <Stack gap={6}>
      <Text fz="sm" fw={500}>
        {label}
      </Text>
      <Group gap="sm">
        <FileButton onChange={onPick} accept={accept} disabled={state.status === 'uploading'}>
          {(props) => (
            <Button {...props} variant="light" leftSection={<Icon size={16} />}>
              {button}
            </Button>
          )}
        </FileButton>
        {name && <Text fz="sm">{name}</Text>}
      </Group>
      {state.status !== 'idle' && (
        <Group gap="sm" wrap="nowrap" maw={480}>
          <Progress
            value={percent}
            size="md"
            style={{ flex: 1 }}
            aria-label={`${label} upload progress`}
            color={state.status === 'error' ? 'red' : undefined}
          />
          <Text fz="xs" c="dimmed" w={130} style={{ whiteSpace: 'nowrap' }}>
            {state.status === 'done' ? 'Upload Complete' : state.status === 'error' ? 'Error' : `Uploading ${percent}%`}
          </Text>
        </Group>
      )}
      {state.error && (
        <Text fz="xs" c="red" role="alert">
          {state.error}
        </Text>
      )}
    </Stack>
  );
}

/** A new slide's files: the whole-slide image (required) and an optional analysis metadata file. */
export function SlideFilesSection({ files }: { files: SlideFiles }) {
  return (
    <DetailSection title="Image" description={`${SLIDE_FORMATS}. The image uploads while you fill in the form; Save waits for it.`}>
      <PickerRow
        label={SLIDE_TEXT.imageLabel}
        button={SLIDE_TEXT.pickImage}
        accept={IMAGE_ACCEPT}
        name={files.names.image}
        state={files.image}
        icon={IconMicroscope}
        onPick={(file) => files.pick('image', file)}
      />
      <PickerRow
        label={SLIDE_TEXT.analysisLabel}
        button={SLIDE_TEXT.pickAnalysis}
        accept={ANALYSIS_ACCEPT}
        name={files.names.analysis}
        state={files.analysis}
        icon={IconFileAnalytics}
        onPick={(file) => files.pick('analysis', file)}
      />
    </DetailSection>
  );
}
