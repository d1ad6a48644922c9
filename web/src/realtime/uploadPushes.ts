import { createAction } from '@reduxjs/toolkit';
import type { UploadProgressNotice } from '@cytocampus/contracts';

/** An `upload:progress` push (volatile); the uploads feature keeps the latest per upload. */
export const uploadProgressReceived = createAction<UploadProgressNotice>('realtime/uploadProgressReceived');
