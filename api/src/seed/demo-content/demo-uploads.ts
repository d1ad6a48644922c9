import { stat } from 'node:fs/promises';
import { Injectable } from '@nestjs/common';
import type { UploadPurpose } from '@cytocampus/contracts';
import { uploadDecider, uploadStream } from '@cytocampus/domain';
import type { CommandContext } from '../../es/command-context.js';
import { EventSourcing } from '../../es/event-sourcing.service.js';
import { UploadStorage } from '../../modules/uploads/index.js';

export interface DemoFile {
  uploadId: string;
  ownerId: string;
  /** The file name shown to users; its extension gives the kind, as in a browser upload. */
  name: string;
  purpose: UploadPurpose;
  /** Puts the file's bytes at `path` (where the uploads module keeps an upload's bytes). */
  place: (path: string) => Promise<void>;
}

/** Demo files stored as finished uploads: the bytes where tus would have written them, then the same upload events. */
@Injectable()
export class DemoUploads {
  constructor(
    private readonly es: EventSourcing,
    private readonly storage: UploadStorage,
  ) {}

  async isStored(uploadId: string): Promise<boolean> {
    return (await this.es.aggregate(uploadStream(uploadId), uploadDecider).load()).state.status === 'complete';
  }

  /** Idempotent: a finished upload is left alone, an interrupted one is completed. */
  async store(file: DemoFile, ctx: CommandContext): Promise<void> {
    if (await this.isStored(file.uploadId)) return;
    const path = this.storage.pathOf(file.uploadId);
    await file.place(path);
    const { size } = await stat(path);
    const start = {
      type: 'StartUpload' as const,
      uploadId: file.uploadId,
      ownerId: file.ownerId,
      name: file.name,
      declaredType: '',
      purpose: file.purpose,
      size,
      // The demo slides are small generated crops; the spec's 100,000,000-byte minimum guards what people upload.
      slideMinBytes: 1,
    };
    const { position } = await this.es
      .aggregate(uploadStream(file.uploadId), uploadDecider)
      .execute((s) => (s.status === 'none' ? [start, { type: 'CompleteUpload' }] : s.status === 'uploading' ? [{ type: 'CompleteUpload' }] : []), ctx);
    await this.es.readYourWrites(position, ['uploads']);
  }
}
