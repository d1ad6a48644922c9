import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { UPLOAD_PROGRESS_THROTTLE_MS, type SlideChangedNotice } from '@cytocampus/contracts';
import { STATUS_AFTER, type SlideState } from '@cytocampus/domain';
import { Broadcaster } from '../../../../realtime/broadcaster.js';

/** What an append to a slide stream decided (EventSourcing's Decided, loosely typed). */
interface Recorded {
  state: SlideState;
  events: readonly { type: string; data: unknown }[];
}

interface Processing {
  notice: SlideChangedNotice;
  lastSent: number;
  trailing: NodeJS.Timeout | null;
}

const changesStatus = (type: string): boolean => type in STATUS_AFTER || type === 'SlideRequeued';
const failureOf = (events: Recorded['events']): string | null => {
  const failed = events.findLast((e) => e.type === 'SlideProcessingFailed');
  return failed ? (failed.data as { message: string }).message : null;
};

/**
 * `slide:changed` to the watchers of a slide (ADR 0016): each status change as soon as it is
 * recorded and the slides read model has it, and processing progress at most once per second per
 * slide (the same throttle as upload progress; the latest fraction wins, sent last). Progress is
 * volatile: it is never an event, and a status change cancels progress still waiting.
 */
@Injectable()
export class SlideNotices implements OnModuleDestroy {
  private readonly processing = new Map<string, Processing>();

  constructor(private readonly broadcaster: Broadcaster) {}

  /** Called after the append committed and the read models caught up; pushes only when the status changed. */
  recorded({ state, events }: Recorded): void {
    if (!state.id || !state.itemId || !events.some((e) => changesStatus(e.type))) return;
    const progress = state.status === 'COMPLETE' ? 1 : state.status === 'PROCESSING' ? 0 : null;
    const notice: SlideChangedNotice = { id: state.id, itemId: state.itemId, status: state.status, progress, error: state.status === 'ERROR' ? failureOf(events) : null };
    this.stop(state.id);
    if (state.status === 'PROCESSING') this.processing.set(state.id, { notice, lastSent: Date.now(), trailing: null });
    this.broadcaster.slideChanged(notice);
  }

  /** Processing of a slide advanced to `fraction` (0..1): SlideProcessor's onProgress. */
  progress(slideId: string, fraction: number): void {
    const entry = this.processing.get(slideId);
    const value = Math.min(1, Math.max(0, fraction));
    if (!entry || value <= (entry.notice.progress ?? 0)) return;
    entry.notice = { ...entry.notice, progress: value };
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
    this.broadcaster.slideChanged(entry.notice);
  }

  private stop(slideId: string): void {
    const entry = this.processing.get(slideId);
    if (entry?.trailing) clearTimeout(entry.trailing);
    this.processing.delete(slideId);
  }
}
