import { Injectable } from '@nestjs/common';
import type { UploadEntry } from '@cytocampus/contracts';
import { API_PREFIX, UPLOAD_ROUTES } from '@cytocampus/contracts';
import type { UploadRow } from '../shared/upload-rows.js';
import { UploadStorage } from '../shared/upload-storage.js';
import { ProgressTracker, STALL_MS } from './progress-tracker.js';

/**
 * Progress and liveness of an upload, which are volatile: from this process's tracker, or from
 * the data on disk (bytes so far, last write) when another process receives it.
 */
@Injectable()
export class UploadActivity {
  constructor(
    private readonly storage: UploadStorage,
    private readonly tracker: ProgressTracker,
  ) {}

  async entryOf(row: UploadRow): Promise<UploadEntry> {
    const size = Number(row.size);
    const base = {
      id: row.id,
      name: row.name,
      path: `${API_PREFIX}${UPLOAD_ROUTES.file(row.id)}`,
      size,
      purpose: row.purpose,
      type: row.type,
      created: row.created.getTime(),
    };
    if (row.status === 'complete') return { ...base, progress: 1, error: null, active: false };
    if (row.status === 'failed') return { ...base, progress: 0, error: row.error, active: false };
    const written = await this.storage.written(row.id);
    const progress = size > 0 && written ? Math.min(1, written.bytes / size) : 0;
    return { ...base, progress, error: null, active: await this.isActive(row.id, written) };
  }

  async isActive(id: string, written?: { at: number } | null): Promise<boolean> {
    if (this.tracker.isLive(id)) return true;
    const last = written === undefined ? await this.storage.written(id) : written;
    return last !== null && Date.now() - last.at < STALL_MS;
  }
}
