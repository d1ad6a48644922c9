import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { SlideProgressNotice } from '@cytocampus/contracts';
import type { SlideState } from '@cytocampus/domain';
import { Broadcaster } from '../../../../realtime/broadcaster.js';
import { ProgressThrottle } from '../../../../realtime/progress-throttle.js';

/**
 * `slide:progress` to the watchers of a slide while its image is processed, at most once per second
 * per slide (the same throttle as upload progress; the latest fraction wins, sent last). Progress is
 * volatile: it is never an event. Status changes reach the watchers from the slides projection
 * (ADR 0005); a recorded change that ends processing cancels progress still waiting.
 */
@Injectable()
export class SlideNotices implements OnModuleDestroy {
  private readonly throttle: ProgressThrottle<SlideProgressNotice>;

  constructor(broadcaster: Broadcaster) {
    this.throttle = new ProgressThrottle<SlideProgressNotice>({
      send: (notice) => broadcaster.slideProgress(notice),
      advanced: (previous, next) => next.progress > previous.progress,
    });
  }

  /** Called after an append to a slide stream: progress of a slide no longer PROCESSING is over. */
  recorded({ state }: { state: SlideState }): void {
    if (state.id && state.status !== 'PROCESSING') this.throttle.stop(state.id);
  }

  /** Processing of a slide advanced to `fraction` (0..1): SlideProcessor's onProgress. */
  progress(slideId: string, fraction: number): void {
    this.throttle.push(slideId, { id: slideId, progress: Math.min(1, Math.max(0, fraction)) });
  }

  onModuleDestroy(): void {
    this.throttle.stopAll();
  }
}
