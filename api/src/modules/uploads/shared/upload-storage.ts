import { mkdirSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { FileStore } from '@tus/file-store';
import type { Config } from '../../../infra/config.js';
import { CONFIG } from '../../../infra/tokens.js';
import { isUploadId } from './upload-rows.js';

/** Unfinished uploads expire after a day (tus expiration extension; the sweep records it). */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;

/**
 * The bytes of uploads under DATA_DIR/uploads, one file per upload named by its id (plus tus's
 * `<id>.json`). Several API processes must share this folder.
 */
@Injectable()
export class UploadStorage {
  readonly directory: string;
  readonly store: FileStore;

  constructor(@Inject(CONFIG) config: Config) {
    this.directory = join(config.dataDir, 'uploads');
    mkdirSync(this.directory, { recursive: true });
    this.store = new FileStore({ directory: this.directory, expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS });
  }

  /** Absolute path of an upload's bytes; the id is checked again so no other path can come out. */
  pathOf(id: string): string {
    if (!isUploadId(id)) throw new Error(`not an upload id: ${id}`);
    return join(this.directory, id);
  }

  /** Bytes received so far and when the last ones were written; null when there is no data. */
  async written(id: string): Promise<{ bytes: number; at: number } | null> {
    const info = await stat(this.pathOf(id)).catch(() => null);
    return info ? { bytes: info.size, at: info.mtimeMs } : null;
  }

  /** Removes the data of an upload that failed or was given up; a missing file is fine. */
  async remove(id: string): Promise<void> {
    await this.store.remove(id).catch(() => undefined);
  }
}
