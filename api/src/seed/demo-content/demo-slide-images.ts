import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { contentStream, slideDecider } from '@cytocampus/domain';
import type { Config } from '../../infra/config.js';
import type { CommandContext } from '../../es/command-context.js';
import { EventSourcing } from '../../es/event-sourcing.service.js';
import { CONFIG } from '../../infra/tokens.js';
import { SlideFiles } from '../../modules/content/index.js';
import { DemoUploads } from './demo-uploads.js';
import type { DemoSlide } from './library-slides.js';
import { drawSmear } from './smear-cache.js';

/** Thrown from the generator's progress callback to stop it (and remove its partial file) at shutdown. */
export class SeedStopped extends Error {
  constructor() {
    super('demo seed stopped by shutdown');
  }
}

/**
 * Gives each demo slide its image the way an author does: a synthetic smear drawn from the slide's
 * recipe and its analysis file are generated, stored as the owner's uploads and attached, which
 * leaves the slide QUEUED; the ordinary slide processor builds the pyramid. Slides already attached,
 * and slides an administrator deleted, are skipped.
 */
@Injectable()
export class DemoSlideImages {
  private readonly workDir: string;
  private readonly cacheDir: string | null;

  constructor(
    private readonly es: EventSourcing,
    private readonly uploads: DemoUploads,
    private readonly files: SlideFiles,
    @Inject(CONFIG) config: Config,
  ) {
    this.workDir = join(config.dataDir, 'seed-slides');
    this.cacheDir = config.seedSlideCache;
  }

  /** In the order given (the seed puts the slides the courses open first). */
  async attachAll(slides: readonly DemoSlide[], ownerId: string, stopped: () => boolean, ctx: CommandContext): Promise<void> {
    for (const slide of slides) {
      if (stopped()) throw new SeedStopped();
      await this.attach(slide, ownerId, stopped, ctx);
    }
    await rm(this.workDir, { recursive: true, force: true });
  }

  private async attach(slide: DemoSlide, ownerId: string, stopped: () => boolean, ctx: CommandContext): Promise<void> {
    const aggregate = this.es.aggregate(contentStream('slide', slide.id), slideDecider);
    const { state } = await aggregate.load();
    if (state.uploadId || !state.exists) return;
    const tiffPath = join(this.workDir, `${slide.accession}.tif`);
    const analysisPath = join(this.workDir, `${slide.accession}.json`);
    if (!(await this.uploads.isStored(slide.imageUpload)) || !(await this.uploads.isStored(slide.analysisUpload))) {
      await mkdir(this.workDir, { recursive: true });
      const onProgress = () => {
        if (stopped()) throw new SeedStopped();
      };
      await drawSmear(this.cacheDir, slide, tiffPath, analysisPath, onProgress);
    }
    await this.uploads.store(
      { uploadId: slide.imageUpload, ownerId, name: `${slide.accession}.tif`, purpose: 'slide', place: (to) => rename(tiffPath, to) },
      ctx,
    );
    await this.uploads.store(
      { uploadId: slide.analysisUpload, ownerId, name: `${slide.accession}.json`, purpose: 'analysis', place: (to) => rename(analysisPath, to) },
      ctx,
    );
    const image = await this.files.ownUpload(slide.imageUpload, ownerId, 'slide');
    const analysis = await this.files.analysisCommands(slide.analysisUpload, ownerId);
    const { position } = await aggregate.execute(
      (s) => (s.uploadId ? [] : [{ type: 'AttachSlideImage', uploadId: image.id, fileName: image.name, bytes: image.size }, ...analysis]),
      ctx,
    );
    await this.es.readYourWrites(position, ['content', 'slides']);
  }
}
