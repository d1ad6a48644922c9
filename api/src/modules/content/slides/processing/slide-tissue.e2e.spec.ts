/**
 * The tissue mask as a fact of the slide (docs/adr/0036): the real worker records it with the
 * completion of a processing, the same as computed from the pyramid's thumbnail; a slide completed
 * before masks were recorded gets one when the worker next takes the lead, and only once.
 * The API is started again in this process, on the same database, data folder and port.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { COVERAGE_GRID_CELLS, type SlideItem } from '@cytocampus/contracts';
import { contentStream, coverageGrid, slideDecider, tissueMask, unpackTissueMask, type ContentCreated, type SlideTissue } from '@cytocampus/domain';
import type { EventStore, RecordedEvent, SqlClient } from '@cytocampus/event-store';
import { gridPixels } from '@cytocampus/slide-imaging';
import { createTestDatabase, freePort, type TestDatabase } from '@cytocampus/testing';
import { loadConfig, type Config } from '../../../../infra/config.js';
import { systemContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { EVENT_STORE, SQL } from '../../../../infra/tokens.js';
import { createServer, type Server } from '../../../../server.js';
import { signedIn } from '../../../../testing/sign-in.js';
import { processedSlide } from '../../../../testing/slides.js';
import { testServerEnv } from '../../../../testing/test-server.js';
import { SlideFiles } from '../shared/slide-files.js';
import { SlideProcessor } from './slide-processor.js';

let db: TestDatabase;
let dataDir: string;
let config: Config;
let server: Server | null = null;
let url: string;

/** Starts the API (again) on the same database, data folder and port. */
async function start(): Promise<void> {
  server = await createServer(config);
  await server.app.listen(config.port, '127.0.0.1');
}
async function stop(): Promise<void> {
  await server?.close();
  server = null;
}
const app = () => server!.app;

async function eventsOf(slideId: string): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for await (const event of app().get<EventStore>(EVENT_STORE, { strict: false }).readStream(contentStream('slide', slideId))) events.push(event);
  return events;
}
const mapped = (events: RecordedEvent[]) => events.filter((e) => e.type === 'SlideTissueMapped').map((e) => e.data as SlideTissue);

async function tissueRow(slideId: string): Promise<SlideTissue | null> {
  const { rows } = await app()
    .get<SqlClient>(SQL, { strict: false })
    .query<{ tissue: SlideTissue | null }>('select tissue from slides where id = $1', [slideId]);
  return rows[0]?.tissue ?? null;
}

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'slide-tissue-'));
  // A fixed port: the server is stopped and started again on it.
  config = loadConfig({
    ...testServerEnv(dataDir),
    PORT: String(await freePort()),
    DATABASE_URL: db.url,
    RUN_PROJECTIONS: '1',
    SLIDE_MIN_BYTES: '1',
  });
  url = `http://127.0.0.1:${config.port}`;
  await start();
}, 60_000);
afterAll(async () => {
  await stop();
  await db?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the tissue mask of a slide', () => {
  let processed: { slide: SlideItem; tissue: SlideTissue; created: ContentCreated['data']; uploadId: string };

  it('is recorded by the worker with the completion, as computed from the thumbnail, with tissue in it', async () => {
    const admin = await signedIn(url, 'admin');
    const slide = await processedSlide(url, admin, { seed: 5, fields: { accession: 'TIS-00001', solution: { type: 'none', result: null } } });
    const events = await eventsOf(slide.id);
    // In the same append as SlideProcessed, right after it.
    const completed = events.findIndex((e) => e.type === 'SlideProcessed');
    expect(events.slice(completed, completed + 2).map((e) => e.type)).toEqual(['SlideProcessed', 'SlideTissueMapped']);
    const [tissue] = mapped(events);

    const grid = coverageGrid(slide.image!, COVERAGE_GRID_CELLS);
    const { state } = await app().get(EventSourcing).aggregate(contentStream('slide', slide.id), slideDecider).load();
    const files = app().get(SlideFiles, { strict: false });
    const manifest = (await files.manifest(state.uploadId!))!;
    const fromThumbnail = tissueMask(await gridPixels(join(files.pyramidDir(state.uploadId!), manifest.thumbnail.file), grid.cols, grid.rows), 3, grid);
    expect(tissue!.grid).toEqual(grid);
    const mask = unpackTissueMask(tissue!.mask, grid.cols * grid.rows);
    expect(mask).toEqual(fromThumbnail);
    const cells = mask.reduce((n, v) => n + v, 0);
    expect(cells).toBeGreaterThan(0);
    expect(cells).toBeLessThan(mask.length);
    expect(await tissueRow(slide.id)).toEqual(tissue);
    const created = events[0]!.data as ContentCreated['data'];
    processed = { slide, tissue: tissue!, created, uploadId: state.uploadId! };
  }, 120_000);

  it('is given by the worker, once it leads again, to a slide completed before masks were recorded; a second start appends nothing', async () => {
    const { slide, tissue, created, uploadId } = processed;
    // A slide completed as before this change: the same image (clones share its pyramid), no mask.
    const es = app().get(EventSourcing);
    const id = randomUUID();
    const old = await es.aggregate(contentStream('slide', id), slideDecider).execute(
      () => [
        {
          type: 'CreateContent',
          id,
          itemId: randomUUID(),
          contentType: 'slide',
          ownerId: created.ownerId,
          orgId: created.orgId,
          previousId: null,
          fields: created.fields,
        },
        { type: 'AttachSlideImage', uploadId, fileName: 'pap.tif', bytes: 1 },
        { type: 'StartSlideProcessing' },
        { type: 'CompleteSlideProcessing', image: slide.image! },
      ],
      systemContext(),
    );
    await es.readYourWrites(old.position, ['slides']);
    expect(await tissueRow(id)).toBeNull();

    await stop();
    await start();
    await app().get(SlideProcessor).tissueBackfilled();
    const events = await eventsOf(id);
    expect(mapped(events)).toEqual([tissue]);
    expect(events.at(-1)!.type).toBe('SlideTissueMapped');
    // The backfill waits for the read model before the next slide.
    expect(await tissueRow(id)).toEqual(tissue);

    const before = [(await eventsOf(slide.id)).length, events.length];
    await stop();
    await start();
    await app().get(SlideProcessor).tissueBackfilled();
    expect([(await eventsOf(slide.id)).length, (await eventsOf(id)).length]).toEqual(before);
  }, 120_000);
});
