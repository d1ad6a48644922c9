import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { UPLOAD_PROGRESS_THROTTLE_MS, type SlideProgressNotice } from '@cytocampus/contracts';
import type { SlideState } from '@cytocampus/domain';
import { Broadcaster } from '../../../../realtime/broadcaster.js';

interface Processing {
  notice: SlideProgressNotice;
  lastSent: number;
  trailing: NodeJS.Timeout | null;
}

/**
 * `slide:progress` to the watchers of a slide while its image is processed, at most once per second
 * per slide (the same throttle as upload progress; the latest fraction wins, sent last). Progress is
 * volatile: it is never an event. Status changes reach the watchers from the slides projection
 * (ADR 0005); a recorded change that ends processing cancels progress still waiting.
 */
@Injectable()
export class SlideNotices implements OnModuleDestroy {
  private readonly processing = new Map<string, Processing>();

  constructor(private readonly broadcaster: Broadcaster) {}

  /** Called after an append to a slide stream: progress of a slide no longer PROCESSING is over. */
  recorded({ state }: { state: SlideState }): void {
    if (state.id && state.status !== 'PROCESSING') this.stop(state.id);
  }

  /** Processing of a slide advanced to `fraction` (0..1): SlideProcessor's onProgress. */
  progress(slideId: string, fraction: number): void {
    const value = Math.min(1, Math.max(0, fraction));
    let entry = this.processing.get(slideId);
    if (!entry) {
      entry = { notice: { id: slideId, progress: 0 }, lastSent: 0, trailing: null };
      this.processing.set(slideId, entry);
    }
    if (value <= entry.notice.progress && entry.lastSent > 0) return;
    entry.notice = { id: slideId, progress: value };
    const wait = entry.lastSent + UPLOAD_PROGRESS_THROTTLE_MS - Date.now();
    if (wait <= 0) return this.send(entry);
    entry.trailing ??= setTimeout(() => this.send(entry), wait);
    entry.trailing.unref();
  }

  onModuleDestroy(): void {
    for (const id of [...this.processing.keys()]) this.stop(id);
  }

  private send(entry: Processing): void {
    if (entry.trailing) clearTimeout(entry.trailing);
    entry.trailing = null;
    entry.lastSent = Date.now();
    this.broadcaster.slideProgress(entry.notice);
  }

  private stop(slideId: string): void {
    const entry = this.processing.get(slideId);
    if (entry?.trailing) clearTimeout(entry.trailing);
    this.processing.delete(slideId);
  }
}
