import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { UPLOAD_PROGRESS_THROTTLE_MS, type UploadProgressNotice } from '@cytocampus/contracts';
import { Broadcaster } from '../../../realtime/broadcaster.js';

/** After this long without bytes an unfinished upload counts as interrupted (no longer active). */
export const STALL_MS = 10_000;

interface Live {
  ownerId: string;
  name: string;
  size: number;
  offset: number;
  /** Requests of this process currently writing bytes of the upload. */
  writing: number;
  lastSent: number;
  trailing: NodeJS.Timeout | null;
  stall: NodeJS.Timeout | null;
}

/**
 * Volatile progress of the uploads this process receives, pushed to the owner as `upload:progress`
 * at most once per UPLOAD_PROGRESS_THROTTLE_MS per upload (the latest offset wins), and once more
 * with `active: false` when the bytes stop arriving before the end.
 */
@Injectable()
export class ProgressTracker implements OnModuleDestroy {
  private readonly live = new Map<string, Live>();

  constructor(private readonly broadcaster: Broadcaster) {}

  /** A request starts writing bytes of the upload. */
  begin(id: string, info: { ownerId: string; name: string; size: number; offset: number }): void {
    const entry = this.live.get(id) ?? { ...info, writing: 0, lastSent: 0, trailing: null, stall: null };
    entry.writing += 1;
    entry.offset = Math.max(entry.offset, info.offset);
    this.clear(entry, 'stall');
    this.live.set(id, entry);
    this.schedule(id, entry);
  }

  /** Bytes arrived (tus reports the offset while it writes). */
  received(id: string, offset: number): void {
    const entry = this.live.get(id);
    if (!entry) return;
    entry.offset = Math.max(entry.offset, offset);
    this.schedule(id, entry);
  }

  /** A request stopped writing (chunk done, or the connection dropped). */
  end(id: string, offset: number | null): void {
    const entry = this.live.get(id);
    if (!entry) return;
    entry.writing = Math.max(0, entry.writing - 1);
    if (offset !== null) this.received(id, offset);
    if (entry.writing > 0) return;
    entry.stall = setTimeout(() => {
      this.forget(id);
      this.send(id, entry, false);
    }, STALL_MS);
    entry.stall.unref();
  }

  /** The upload completed, failed or was cancelled: the uploads projection's notice tells the rest. */
  forget(id: string): void {
    const entry = this.live.get(id);
    if (!entry) return;
    this.clear(entry, 'trailing');
    this.clear(entry, 'stall');
    this.live.delete(id);
  }

  /** Bytes are arriving in this process, or did within STALL_MS. */
  isLive(id: string): boolean {
    return this.live.has(id);
  }

  onModuleDestroy(): void {
    for (const id of [...this.live.keys()]) this.forget(id);
  }

  private schedule(id: string, entry: Live): void {
    const wait = entry.lastSent + UPLOAD_PROGRESS_THROTTLE_MS - Date.now();
    if (wait <= 0) {
      this.clear(entry, 'trailing');
      this.send(id, entry, true);
      return;
    }
    entry.trailing ??= setTimeout(() => {
      entry.trailing = null;
      this.send(id, entry, true);
    }, wait);
    entry.trailing.unref();
  }

  private send(id: string, entry: Live, active: boolean): void {
    entry.lastSent = Date.now();
    const notice: UploadProgressNotice = { id, name: entry.name, progress: entry.size > 0 ? Math.min(1, entry.offset / entry.size) : 0, error: null, active };
    this.broadcaster.uploadProgress(entry.ownerId, notice);
  }

  private clear(entry: Live, timer: 'trailing' | 'stall'): void {
    if (entry[timer]) clearTimeout(entry[timer]);
    entry[timer] = null;
  }
}
