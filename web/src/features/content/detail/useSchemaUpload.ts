import { useCallback } from 'react';
import type { FileRef } from '@cytocampus/schema';
import { useUpload } from '../../../shared/uploads';

/**
 * The schema form's `onUpload` for file fields, through the resumable uploads of shared/uploads.
 * (The content definitions keep presentation files and quiz images as ids, drawn by StoredFileField;
 * this serves file fields a definition may gain.)
 */
export function useSchemaUpload(): (file: File) => Promise<FileRef> {
  const { upload } = useUpload('file');
  return useCallback(
    async (file: File) => {
      const stored = await upload(file);
      if (!stored) throw new Error('The upload did not finish.');
      return stored;
    },
    [upload],
  );
}
