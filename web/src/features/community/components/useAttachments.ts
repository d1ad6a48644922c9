import { useCallback, useRef, useState } from 'react';
import type { MessageAttachment } from '@cytocampus/contracts';
import { showToast } from '../../../shared/feedback/toast';
import { useUpload } from '../../../shared/uploads/useUpload';
import { attachmentProblem } from '../threadRules';

/**
 * The files a message being written carries: each picked file is checked first (kind, size, count:
 * refused with a warning before any byte is sent), then uploaded resumably, one after another.
 */
export function useAttachments(initial: readonly MessageAttachment[] = []) {
  const { status, progress, error, upload, cancel } = useUpload('file');
  const [files, setFiles] = useState<MessageAttachment[]>([...initial]);
  const [waiting, setWaiting] = useState(0);
  const held = useRef(files.length);

  const add = useCallback(
    async (picked: readonly File[]) => {
      const accepted: File[] = [];
      for (const file of picked) {
        const problem = attachmentProblem(file, held.current + accepted.length);
        if (problem) showToast({ level: 'warning', message: problem });
        else accepted.push(file);
      }
      held.current += accepted.length;
      setWaiting((count) => count + accepted.length);
      for (const file of accepted) {
        const stored = await upload(file);
        setWaiting((count) => count - 1);
        if (stored) setFiles((current) => [...current, { fileId: stored.fileId, name: stored.name, type: stored.type || file.type, size: stored.size }]);
        else held.current -= 1;
      }
    },
    [upload],
  );

  const remove = useCallback((fileId: string) => {
    held.current -= 1;
    setFiles((current) => current.filter((file) => file.fileId !== fileId));
  }, []);

  const clear = useCallback(() => {
    held.current = 0;
    setFiles([]);
  }, []);

  return { files, add, remove, clear, cancel, uploading: waiting > 0 || status === 'uploading', progress, error: status === 'error' ? error : null };
}
