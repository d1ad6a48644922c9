import { randomUUID } from 'node:crypto';
import { copyFile, writeFile } from 'node:fs/promises';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import {
  contentDecider,
  contentStream,
  groupDecider,
  groupStream,
  slideDecider,
  userDecider,
  userStream,
  type ContentCommand,
  type ContentState,
} from '@cytocampus/domain';
import { WrongExpectedRevisionError, type EventStore, type Position } from '@cytocampus/event-store';
import { normalizeSlide, validateContent } from '@cytocampus/schema';
import type { Config } from '../../config.js';
import { metadataFor, systemContext, type CommandContext } from '../../es/command-context.js';
import { EventSourcing } from '../../es/event-sourcing.service.js';
import type { Logger } from '../../infra/logger.js';
import { CONFIG, EVENT_STORE, LOGGER } from '../../infra/tokens.js';
import { DEMO_ACCOUNTS, DEMO_GROUPS, DEMO_ORGANIZATION } from '../demo-data.js';
import { courseItems, DEMO_SLIDES, SLIDE_ITEMS, SLIDE_TEST } from './course-items.js';
import { DEMO_IDS, type DemoItem } from './demo-ids.js';
import { handoutPdf } from './demo-pdf.js';
import { DemoSlideImages, SeedStopped } from './demo-slide-images.js';
import { DemoUploads } from './demo-uploads.js';
import { DEMO_VIDEOS, demoVideoPath } from './demo-videos.js';
import { HANDOUT, learningItems } from './learning-items.js';

const SEED_STREAM = 'seed-demo-content';
const byRole = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!;
/** The demo organization's content, authored by its admin; not public, so other organizations never see it. */
const OWNER = byRole('admin');
const LEARNER = byRole('cytotechnologist');
const DAY_SHIFT = DEMO_GROUPS.find((g) => g.name === 'Day Shift')!;

/**
 * Writes the demo catalogue (ADR 0018) once, as ordinary content events with fixed ids: two
 * presentations (shipped videos and a PDF, as uploaded files), a practice and a graded quiz, an
 * evaluation form, three slides, a slide test, two P.A.C.E. courses of one program (a certificate
 * to earn; ADR 0026), and an assignment given to the Day Shift and the demo learner. Every step is
 * idempotent, so an interrupted seed completes on the next start.
 */
@Injectable()
export class DemoContentSeeder implements OnApplicationShutdown {
  private running: Promise<boolean> | null = null;
  private stopping = false;

  constructor(
    private readonly es: EventSourcing,
    private readonly uploads: DemoUploads,
    private readonly images: DemoSlideImages,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /** Startup does not wait: generating the slide images takes seconds, and the processor builds their pyramids later anyway. */
  startInBackground(): void {
    this.running ??= this.seedOnce().catch((error: unknown) => {
      if (!(error instanceof SeedStopped))
        this.logger.error({ error: error instanceof Error ? error.message : String(error) }, 'demo content seed failed; it resumes on the next start');
      return false;
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await this.running;
  }

  /** Seeds unless already done; true when this call did it. */
  async seedOnce(): Promise<boolean> {
    for await (const _event of this.store.readStream(SEED_STREAM, { maxCount: 1 })) return false;
    await this.seed();
    return true;
  }

  /** Every step: each writes only what is missing, so running it again appends nothing. */
  async seed(): Promise<void> {
    const ctx = systemContext();
    const place = async (path: string) => writeFile(path, await handoutPdf(HANDOUT));
    await this.uploads.store({ uploadId: DEMO_IDS.handoutUpload, ownerId: OWNER.userId, name: HANDOUT.name, purpose: 'file', place }, ctx);
    for (const video of Object.values(DEMO_VIDEOS)) {
      const copy = (path: string) => copyFile(demoVideoPath(video), path);
      await this.uploads.store({ uploadId: video.uploadId, ownerId: OWNER.userId, name: video.file, purpose: 'file', place: copy }, ctx);
    }
    // In order: every item is created before the items that refer to it.
    const items = [...learningItems(this.config.publicUrl), ...SLIDE_ITEMS, SLIDE_TEST, ...courseItems(this.es.now().getUTCFullYear())];
    let last: Position | null = null;
    for (const item of items) last = (await this.createActive(item, ctx)) ?? last;
    last = (await this.assign(ctx)) ?? last;
    await this.es.readYourWrites(last, ['content', 'slides', 'users', 'groups']);
    await this.images.attachAll(OWNER.userId, () => this.stopping, ctx);
    await this.markSeeded({ items: items.length, slides: DEMO_SLIDES.length }, ctx);
    this.logger.info({ items: items.length }, 'demo content seeded; slides queued for processing');
  }

  /** Checked by the shared schema like an author's request, then created and activated. */
  private async createActive(item: DemoItem, ctx: CommandContext): Promise<Position | null> {
    const checked = validateContent(item.type, item.fields, 'create');
    if (!checked.ok) throw new Error(`demo ${item.type} ${item.id} is not valid: ${JSON.stringify(checked.errors)}`);
    const fields = item.type === 'slide' ? normalizeSlide(checked.value) : checked.value;
    const create: ContentCommand = {
      type: 'CreateContent',
      id: item.id,
      itemId: item.itemId,
      contentType: item.type,
      ownerId: OWNER.userId,
      orgId: DEMO_ORGANIZATION.orgId,
      previousId: null,
      fields,
    };
    const commands = (s: ContentState): ContentCommand[] =>
      s.exists || s.deleted ? [] : [create, { type: 'ActivateContent', now: this.es.now().toISOString() }];
    const stream = contentStream(item.type, item.id);
    // A slide's stream also holds image events, which only the slide decider folds.
    const decided =
      item.type === 'slide'
        ? await this.es.aggregate(stream, slideDecider).execute(commands, ctx)
        : await this.es.aggregate(stream, contentDecider).execute(commands, ctx);
    return decided.position;
  }

  /** The Day Shift's default assignment, and the demo learner in the Day Shift with it. */
  private async assign(ctx: CommandContext): Promise<Position | null> {
    const curriculum = DEMO_IDS.assignment.itemId;
    const group = await this.es
      .aggregate(groupStream(DAY_SHIFT.groupId), groupDecider)
      .execute(() => [{ type: 'UpdateGroup', changes: { defaultCurriculum: curriculum } }], ctx);
    const learner = await this.es.aggregate(userStream(LEARNER.userId), userDecider).execute(
      () => [
        { type: 'ChangeMembership', orgId: DEMO_ORGANIZATION.orgId, groupId: DAY_SHIFT.groupId },
        { type: 'AssignCurriculum', curriculum },
      ],
      ctx,
    );
    return learner.position ?? group.position;
  }

  private async markSeeded(data: { items: number; slides: number }, ctx: CommandContext): Promise<void> {
    try {
      await this.store.appendToStream(SEED_STREAM, [{ id: randomUUID(), type: 'DemoContentSeeded', data, metadata: metadataFor(ctx, this.es.now()) }], {
        expectedRevision: 'no_stream',
      });
    } catch (error) {
      // Another API process starting at the same time finished the same (idempotent) seed first.
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
    }
  }
}
