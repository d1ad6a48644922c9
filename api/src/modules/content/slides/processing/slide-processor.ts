import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { contentStream, slideDecider, type SlideCommand } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { completeSlides, nextSlideToProcess } from '@cytocampus/projections';
import { buildPyramid, SlideImportError } from '@cytocampus/slide-imaging';
import { systemContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { errorMessage } from '../../../../infra/leader-loop.js';
import { LeaderService } from '../../../../infra/leader-service.js';
import type { Logger } from '../../../../infra/logger.js';
import { LOGGER, SQL } from '../../../../infra/tokens.js';
import { SlideNotices } from '../live/slide-notices.js';
import { SlideFiles } from '../shared/slide-files.js';
import { tissueOfPyramid } from './slide-tissue.js';
import { mapMissingTissue } from './slide-tissue-backfill.js';
import { GetUploadedFile, type UploadedFile } from '../../../../messages/uploads.js';

/** Advisory lock of the active slide processor ("ccslid" in ASCII): one across API processes. */
const SLIDES_LOCK = { key: 0x6363_736c_6964, name: 'slide processing' };
const IDLE_POLL_MS = 1000;
/** A slide whose processing was cut off this often (a crash, a kill) is failed rather than retried forever. */
const MAX_ATTEMPTS = 3;
const TIMEOUT_SECONDS = 900;

/**
 * Builds the tile pyramids of queued slides, one at a time, in whichever API process holds the
 * lock, and records each one's tissue mask with its completion. A slide left PROCESSING by a killed
 * process is started again (buildPyramid resumes cleanly), so no slide stays stuck. Progress is
 * reported through `onProgress`.
 */
@Injectable()
export class SlideProcessor extends LeaderService {
  /** The tissue backfill of this process's lead: it ends when the backfill has (tests wait for it). */
  private backfill: Promise<void> | null = null;
  private backfillStarted: () => void = () => undefined;
  private readonly backfillBegun = new Promise<void>((resolve) => (this.backfillStarted = resolve));
  /** Listeners of processing progress (slide id, 0..1); by default the slide's watchers, throttled. */
  onProgress: (slideId: string, progress: number) => void = (slideId, progress) => this.notices.progress(slideId, progress);

  constructor(
    private readonly es: EventSourcing,
    private readonly files: SlideFiles,
    private readonly notices: SlideNotices,
    private readonly queries: QueryBus,
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    super(sql, logger, { lock: SLIDES_LOCK, restMs: IDLE_POLL_MS });
  }

  override async onApplicationShutdown(): Promise<void> {
    // Stopping first: the backfill ends after the slide it is on.
    await Promise.all([super.onApplicationShutdown(), this.backfill]);
  }

  /** Resolves once this process leads and its tissue backfill has ended (tests). */
  async tissueBackfilled(): Promise<void> {
    await this.backfillBegun;
    await this.backfill;
  }

  /** Processes the slide waiting longest; true when there was one (the next one follows at once). */
  protected override async pass(): Promise<boolean> {
    const next = await nextSlideToProcess(this.sql);
    if (next) await this.process(next.id, next.upload_id);
    return next !== null;
  }

  /** On taking the lead: outdated pyramids are queued again, then missing tissue masks are recorded in the background. */
  protected override async onLead(): Promise<void> {
    try {
      await this.migrateOutdated();
    } finally {
      const record = (slideId: string, command: SlideCommand) => this.recorder(slideId)(command);
      this.backfill = mapMissingTissue({ sql: this.sql, files: this.files, logger: this.logger, record, stopped: () => this.stopped }).catch((error: unknown) =>
        this.logger.warn({ error: errorMessage(error) }, 'slide tissue backfill stopped'),
      );
      this.backfillStarted();
    }
  }

  /**
   * COMPLETE slides whose pyramid is missing or of an older format (a restored DATA_DIR, a new
   * version of the tiler) are processed again, MIGRATING meanwhile; clones of one image share it.
   */
  private async migrateOutdated(): Promise<void> {
    for (const row of await completeSlides(this.sql)) {
      if (this.stopped) return;
      if (await this.files.pyramidIsCurrent(row.upload_id)) continue;
      this.logger.info({ slideId: row.id }, 'slide pyramid missing or outdated: processing it again');
      await this.recorder(row.id)({ type: 'ReprocessSlide', reason: 'migrate' });
    }
  }

  /** Records a command on a slide as the system, waits for the read model, and tells its watchers. */
  private recorder(slideId: string): (command: SlideCommand) => Promise<void> {
    const slide = this.es.aggregate(contentStream('slide', slideId), slideDecider);
    const ctx = systemContext();
    return async (command) => {
      const decided = await slide.execute(() => [command], ctx);
      await this.es.readYourWrites(decided.position, ['slides']);
      this.notices.recorded(decided);
    };
  }

  private async process(slideId: string, uploadId: string): Promise<void> {
    const slide = this.es.aggregate(contentStream('slide', slideId), slideDecider);
    const record = this.recorder(slideId);
    if ((await slide.load()).state.attempts >= MAX_ATTEMPTS) {
      await record({ type: 'StartSlideProcessing' });
      return record({ type: 'FailSlideProcessing', code: 'interrupted', message: 'Processing was interrupted too many times. Retry to try again.' });
    }
    await record({ type: 'StartSlideProcessing' });
    try {
      const file = await this.queries.execute<GetUploadedFile, UploadedFile>(new GetUploadedFile(uploadId));
      const manifest = await buildPyramid({
        input: file.path,
        outDir: this.files.pyramidDir(uploadId),
        onProgress: (fraction) => this.onProgress(slideId, fraction),
        logger: this.logger,
        timeoutSeconds: TIMEOUT_SECONDS,
      });
      const { width, height, levels, tileSize, micronsPerPixel, objectivePower, format } = manifest;
      const image = { width, height, levels, tileSize, micronsPerPixel, objectivePower, format };
      const tissue = await tissueOfPyramid(this.files.pyramidDir(uploadId), manifest).catch((error: unknown) => {
        this.logger.warn({ slideId, error: errorMessage(error) }, 'slide tissue mask not computed: the slide completes without one');
        return null;
      });
      await record({ type: 'CompleteSlideProcessing', image, ...(tissue ? { tissue } : {}) });
    } catch (error) {
      const known = error instanceof SlideImportError;
      this.logger.warn(
        { slideId, error: error instanceof Error ? error.message : String(error), detail: known ? error.detail : undefined },
        'slide processing failed',
      );
      const message = known ? error.message : 'The slide image could not be processed. Retry, or upload the file again.';
      await record({ type: 'FailSlideProcessing', code: known ? error.code : 'failed', message });
    }
  }
}
