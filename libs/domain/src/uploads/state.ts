import type { UploadStatus } from '@cytocampus/contracts';
import type { UploadEvent, UploadStartedData } from './events.js';

export interface UploadState {
  status: UploadStatus | 'none';
  upload: UploadStartedData | null;
  cleared: boolean;
}

export const initialUploadState = (): UploadState => ({ status: 'none', upload: null, cleared: false });

export function evolveUpload(state: UploadState, event: UploadEvent): UploadState {
  switch (event.type) {
    case 'UploadStarted':
      return { status: 'uploading', upload: event.data, cleared: false };
    case 'UploadCompleted':
      return { ...state, status: 'complete' };
    case 'UploadFailed':
      return { ...state, status: 'failed' };
    case 'UploadCleared':
      return { ...state, cleared: true };
  }
}
