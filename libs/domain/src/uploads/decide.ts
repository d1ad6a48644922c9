import { UPLOAD_MSG } from '@cytocampus/contracts';
import type { Decider } from '../core/decider.js';
import { refuse } from '../core/errors.js';
import type { UploadCommand } from './commands.js';
import type { UploadEvent } from './events.js';
import { checkUpload } from './policy.js';
import { evolveUpload, initialUploadState, type UploadState } from './state.js';

const notFound = (): never => refuse('not_found', UPLOAD_MSG.uploadNotFound);

export const uploadDecider: Decider<UploadCommand, UploadEvent, UploadState> = {
  initialState: initialUploadState,
  evolve: evolveUpload,
  decide: (command, state) => {
    const uploadId = state.upload?.uploadId ?? '';
    switch (command.type) {
      case 'StartUpload': {
        if (state.status !== 'none') refuse('conflict', 'Upload already exists.');
        const { type: _command, declaredType, slideMinBytes, ...data } = command;
        const { type } = checkUpload(data.purpose, data.name, declaredType, data.size, slideMinBytes === undefined ? undefined : { slide: slideMinBytes });
        return [{ type: 'UploadStarted', data: { ...data, type } }];
      }
      case 'CompleteUpload':
        if (state.status === 'none') return notFound();
        if (state.status !== 'uploading') refuse('conflict', 'This upload is no longer in progress.');
        return [{ type: 'UploadCompleted', data: { uploadId } }];
      case 'FailUpload':
        if (state.status === 'none') return notFound();
        // Failing twice (a cancel racing an expiry) changes nothing.
        if (state.status === 'failed') return [];
        if (state.status !== 'uploading') refuse('conflict', 'This upload is no longer in progress.');
        return [{ type: 'UploadFailed', data: { uploadId, error: command.error } }];
      case 'ClearUpload': {
        // Another user's upload does not exist for the caller.
        if (state.status === 'none' || state.upload?.ownerId !== command.actorId) return notFound();
        if (state.cleared) return [];
        if (state.status !== 'uploading') return [{ type: 'UploadCleared', data: { uploadId } }];
        if (command.active) refuse('conflict', UPLOAD_MSG.activeCannotBeCleared);
        // An interrupted upload is given up: it fails (its data is removed), then leaves the list.
        return [
          { type: 'UploadFailed', data: { uploadId, error: UPLOAD_MSG.cancelled } },
          { type: 'UploadCleared', data: { uploadId } },
        ];
      }
    }
  },
};
