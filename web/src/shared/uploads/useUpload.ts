import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadPurpose } from '@cytocampus/contracts';
import { useGetCurrentUserQuery } from '../../session/sessionApi';
import { startTusUpload, type RunningUpload, type UploadedFileRef } from './tusUpload';

export interface UploadProgressState {
  status: 'idle' | 'uploading' | 'done' | 'error';
  /** 0 to 1. */
  progress: number;
  error: string | null;
  file: UploadedFileRef | null;
}

const IDLE: UploadProgressState = { status: 'idle', progress: 0, error: null, file: null };

/**
 * One resumable upload at a time for a component: `upload(file)` answers the stored file (or null
 * when it failed; `error` then says why). Leaving the page pauses it; picking the same file again
 * later resumes where it stopped.
 */
export function useUpload(purpose: UploadPurpose) {
  const userId = useGetCurrentUserQuery().data?.id ?? null;
  const [state, setState] = useState<UploadProgressState>(IDLE);
  const running = useRef<RunningUpload | null>(null);

  useEffect(() => () => running.current?.pause(), []);

  const upload = useCallback(
    async (file: File, options: { onStarted?: (fileId: string) => void } = {}): Promise<UploadedFileRef | null> => {
      if (!userId) return null;
      running.current?.pause();
      setState({ ...IDLE, status: 'uploading' });
      const current = startTusUpload(file, { purpose, userId, onStarted: options.onStarted, onProgress: (progress) => setState((s) => ({ ...s, progress })) });
      running.current = current;
      try {
        const stored = await current.done;
        if (running.current === current) setState({ status: 'done', progress: 1, error: null, file: stored });
        return stored;
      } catch (error) {
        if (running.current === current) setState((s) => ({ ...s, status: 'error', error: error instanceof Error ? error.message : String(error) }));
        return null;
      } finally {
        if (running.current === current) running.current = null;
      }
    },
    [purpose, userId],
  );

  const cancel = useCallback(() => running.current?.cancel(), []);
  const reset = useCallback(() => setState(IDLE), []);

  return { ...state, upload, cancel, reset };
}
