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
import { WrongExpectedRevisionError, type EventStore, type Position, type SqlClient } from '@cytocampus/event-store';
import { holdLeadership } from '@cytocampus/projections';
import { normalizeSlide, validateContent } from '@cytocampus/schema';
import { currentRevisions } from '@cytocampus/projections';
import type { Config } from '../../infra/config.js';
import { metadataFor, systemContext, type CommandContext } from '../../es/command-context.js';
import { EventSourcing } from '../../es/event-sourcing.service.js';
import type { Logger } from '../../infra/logger.js';
import { CONFIG, EVENT_STORE, LOGGER, SQL } from '../../infra/tokens.js';
import { DEMO_ACCOUNTS, DEMO_GROUPS, DEMO_ORGANIZATION } from '../demo-data.js';
import { DEMO_IDS, type DemoItem } from './demo-ids.js';
import { handoutPdf } from './demo-pdf.js';
import { DemoSlideImages, SeedStopped } from './demo-slide-images.js';
import { DemoUploads } from './demo-uploads.js';
import { DEMO_VIDEOS, demoVideoPath } from './demo-videos.js';
import { HANDOUT } from './learning-items.js';
import type { DemoRevision } from './library-courses.js';
import { COURSES_VERSION, imageOrder, LATEST_VERSION, SEED_VERSIONS, type SeedVersion } from './seed-versions.js';

const SEED_STREAM = 'seed-demo-content';
/** The advisory lock of the demo content seed ("ccseed"): one API process seeds at a time. */
const DEMO_SEED_LOCK = { key: 0x6363_7365_6564, name: 'demo content seed' };
const byRole = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!;
/** The demo organization's content, authored by its admin; not public, so other organizations never see it. */
const OWNER = byRole('admin');
const LEARNER = byRole('cytotechnologist');
const DAY_SHIFT = DEMO_GROUPS.find((g) => g.name === 'Day Shift')!;

/** What `seed-demo-content` holds: the versions done (version 1 wrote no number) and the stream's last revision. */
interface SeedRecord {
  versions: Set<number>;
  revision: bigint | null;
}

/**
 * Writes the demo catalogue (ADR 0018) by version, as ordinary content events with fixed ids.
 * Version 1: two presentations (shipped videos and a PDF, as uploaded files), a practice and a
 * graded quiz, an evaluation form, three slides, a slide test, two P.A.C.E. courses of one program
 * (a certificate to earn; ADR 0026), and an assignment given to the Day Shift and the demo learner.
 * Version 2: the courses' slides of every category, their tests, the non-GYN course and quizzes
 * whose answers move. Version 3: the rest of the library. A start runs the versions not yet
 * recorded; every step is idempotent, so an interrupted seed completes on the next start.
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
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /** Startup does not wait: generating the slide images takes minutes, and the processor builds their pyramids later anyway. */
  startInBackground(): void {
    this.running ??= this.seedAsTheOnlyOne().catch((error: unknown) => {
      if (!(error instanceof SeedStopped))
        this.logger.error({ error: error instanceof Error ? error.message : String(error) }, 'demo content seed failed; it resumes on the next start');
      return false;
    });
  }

  /**
   * API processes sharing a DATA_DIR draw the slides in the same work folder: one seeds at a time,
   * the others wait for the lock, then find every version recorded (the topology showed the race).
   */
  private async seedAsTheOnlyOne(): Promise<boolean> {
    const lead = await holdLeadership(this.sql, this.logger, () => this.stopping, DEMO_SEED_LOCK);
    try {
      return !this.stopping && (await this.seedOnce());
    } finally {
      await lead.release();
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await this.running;
  }

  /** The last version this installation seeds: without the library (SEED_DEMO_LIBRARY=0), the courses' version. */
  get targetVersion(): number {
    return this.config.seedDemoLibrary ? LATEST_VERSION : COURSES_VERSION;
  }

  /** Seeds the versions not yet recorded, up to `upTo`; true when this call seeded any. */
  async seedOnce(upTo = this.targetVersion): Promise<boolean> {
    const { versions } = await this.record();
    const pending = SEED_VERSIONS.filter((v) => v.version <= upTo && !versions.has(v.version));
    if (pending.length === 0) return false;
    await this.seed(pending);
    return true;
  }

  /**
   * The versions' steps: each writes only what is missing, so running them again appends nothing.
   * Every version's items first, then the images, the courses' slides first, then the records.
   */
  async seed(versions: readonly SeedVersion[] = SEED_VERSIONS.filter((v) => v.version <= this.targetVersion)): Promise<void> {
    const ctx = systemContext();
    if (versions.some((v) => v.version === 1)) await this.storeFiles(ctx);
    const year = this.es.now().getUTCFullYear();
    for (const version of versions) {
      let last: Position | null = null;
      for (const item of version.items(this.config.publicUrl, year)) last = (await this.createActive(item, null, ctx)) ?? last;
      if (version.assigns) last = (await this.assign(ctx)) ?? last;
      await this.es.readYourWrites(last, ['content', 'slides', 'users', 'groups']);
      for (const revision of version.revisions(year)) await this.revise(revision, ctx);
    }
    const slides = imageOrder(versions.flatMap((v) => v.slides));
    await this.images.attachAll(slides, OWNER.userId, () => this.stopping, ctx);
    for (const version of versions) await this.markSeeded(version, ctx);
    this.logger.info({ versions: versions.map((v) => v.version), slides: slides.length }, 'demo content seeded; slides queued for processing');
  }

  /** Version 1's uploads: the handout and the presentations' videos. */
  private async storeFiles(ctx: CommandContext): Promise<void> {
    const place = async (path: string) => writeFile(path, await handoutPdf(HANDOUT));
    await this.uploads.store({ uploadId: DEMO_IDS.handoutUpload, ownerId: OWNER.userId, name: HANDOUT.name, purpose: 'file', place }, ctx);
    for (const video of Object.values(DEMO_VIDEOS)) {
      const copy = (path: string) => copyFile(demoVideoPath(video), path);
      await this.uploads.store({ uploadId: video.uploadId, ownerId: OWNER.userId, name: video.file, purpose: 'file', place: copy }, ctx);
    }
  }

  /** Checked by the shared schema like an author's request, then created and activated. */
  private async createActive(item: DemoItem, previousId: string | null, ctx: CommandContext): Promise<Position | null> {
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
      previousId,
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

  /**
   * A new revision of a seeded item, activated in place of the seed's: only while the item's current
   * revision is still the one the seed wrote, untouched by anyone. What users made or changed stays.
   */
  private async revise({ item, replaces }: DemoRevision, ctx: CommandContext): Promise<void> {
    const next = await this.es.aggregate(contentStream(item.type, item.id), contentDecider).load();
    if (next.state.exists || next.state.deleted) return;
    const { rows } = await this.sql.query<{ id: string }>(`select id from ${currentRevisions(item.type)} c where item_id = $1`, [item.itemId]);
    const current = rows[0]?.id;
    if (current !== replaces || (await this.changedByUsers(contentStream(item.type, replaces)))) {
      this.logger.warn(
        { type: item.type, itemId: item.itemId, current: current ?? null },
        'demo content: an item the seed would revise was changed by a user; left as it is',
      );
      return;
    }
    const position = await this.createActive(item, replaces, ctx);
    await this.es.readYourWrites(position, ['content']);
    // As an activation through the API does: one active revision per item (ADR 0011).
    const { position: deactivated } = await this.es
      .aggregate(contentStream(item.type, replaces), contentDecider)
      .execute(() => [{ type: 'DeactivateContent' }], ctx);
    await this.es.readYourWrites(deactivated, ['content']);
  }

  /** Whether any event of the stream has a user as its actor (the seed writes as the system). */
  private async changedByUsers(stream: string): Promise<boolean> {
    for await (const event of this.store.readStream(stream)) if (event.metadata.actorId !== null) return true;
    return false;
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

  private async record(): Promise<SeedRecord> {
    const versions = new Set<number>();
    let revision: bigint | null = null;
    for await (const event of this.store.readStream(SEED_STREAM)) {
      const data = event.data as { version?: number };
      versions.add(data.version ?? 1);
      revision = event.revision;
    }
    return { versions, revision };
  }

  private async markSeeded(version: SeedVersion, ctx: CommandContext): Promise<void> {
    const { versions, revision } = await this.record();
    if (versions.has(version.version)) return;
    const data = { version: version.version, slides: version.slides.length };
    try {
      await this.store.appendToStream(SEED_STREAM, [{ id: randomUUID(), type: 'DemoContentSeeded', data, metadata: metadataFor(ctx, this.es.now()) }], {
        expectedRevision: revision ?? 'no_stream',
      });
    } catch (error) {
      // Another API process starting at the same time finished the same (idempotent) version first.
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
    }
  }
}
