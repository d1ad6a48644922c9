import { showToast } from '../../../shared/feedback/toast';
import { useUpload } from '../../../shared/uploads';
import { IconMicroscope } from '@tabler/icons-react';
import { isApiFailure } from '../../../http/errors';
import { useAttachSlideImageMutation } from '../api';
import { SLIDE_TEXT } from '../slideTexts';
import { IMAGE_ACCEPT, PickerRow } from './SlideFilesSection';
import { slideFileProblem } from './slideFileRules';
import { useState } from 'react';

/** The owner of a slide without an image uploads one here (UPLOADING for everyone, its progress for the owner); it is then queued. */
export function AttachImage({ slideId }: { slideId: string }) {
  const upload = useUpload('slide');
  const [name, setName] = useState<string | null>(null);
  const [attach] = useAttachSlideImageMutation();

  const pick = async (file: File | null) => {
    if (!file) return;
    const problem = slideFileProblem('image', file);
    if (problem) return void showToast({ level: 'warning', message: problem });
    setName(file.name);
    // Everyone watching the slide sees it UPLOADING while the bytes travel.
    const stored = await upload.upload(file, { onStarted: (uploadId) => void attach({ id: slideId, uploadId, finished: false }) });
    if (!stored) return;
    const result = await attach({ id: slideId, uploadId: stored.fileId, finished: true });
    if (result.error) return void showToast({ message: isApiFailure(result.error) ? result.error.message : SLIDE_TEXT.uploadFailed });
    showToast({ message: SLIDE_TEXT.imageAttached, level: 'info' });
  };

  return (
    <PickerRow
      label={SLIDE_TEXT.imageLabel}
      button={SLIDE_TEXT.pickImage}
      accept={IMAGE_ACCEPT}
      name={name}
      state={upload}
      icon={IconMicroscope}
      onPick={(file) => void pick(file)}
    />
  );
}
