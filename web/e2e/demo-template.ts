import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPgClient } from '@cytocampus/event-store';
import { sourcesHash, templateDatabase } from '@cytocampus/testing';
import { startApi, waitUntil, type ProductStart } from './harness.js';

const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const PREFIX = 'cytocampus_demo_';
/** Seeding the demo catalogue and processing its slides takes about a minute on a quiet machine. */
const SEED_TIMEOUT_MS = 300_000;

const dataDirOf = (template: string) => join(tmpdir(), `${template}-data`);

/** The demo content the template holds (demo-learner.ts sets the same for the copies' API). */
export const DEMO_CONTENT_ENV = {
  SEED_DEMO_CONTENT: 'on',
  // Without the library's other slides: the courses' dozen slides are ready in about a minute, fifty would not be.
  SEED_DEMO_LIBRARY: '0',
  // Every server that draws the demo smears copies them from here after the first.
  SEED_SLIDE_CACHE: join(tmpdir(), 'cytocampus-browser-smears'),
};

/** Runs the API on the new database until the demo catalogue is seeded and every one of its slides processed, then stops it. */
async function seedDemoProduct(url: string, dataDir: string): Promise<void> {
  // At info level the seeder says when it is done and how many slides it queued.
  const api = await startApi({ DATABASE_URL: url, RUN_PROJECTIONS: '1', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...DEMO_CONTENT_ENV });
  const sql = await createPgClient(url, { max: 1 });
  try {
    let queued: number | null = null;
    await waitUntil(
      async () => {
        queued ??= seededSlides(api.output());
        if (queued === null) return false;
        const { rows } = await sql.query<{ complete: number }>(`select count(*)::int as complete from slides where status = 'COMPLETE'`);
        return rows[0]!.complete >= queued;
      },
      'the demo catalogue seeded and its slides processed',
      SEED_TIMEOUT_MS,
    );
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${api.output()}`);
  } finally {
    await sql.close();
    await api.stop();
  }
}

/** The number of slides the demo content seeder queued, once it has said so (its JSON log line). */
function seededSlides(output: string): number | null {
  const line = output.split('\n').find((l) => l.includes('demo content seeded'));
  if (!line) return null;
  return (JSON.parse(line) as { slides: number }).slides;
}

let made: Promise<ProductStart> | null = null;

/**
 * The demo learner's product as it is once the demo catalogue is seeded and its slides processed: a
 * template database (templateDatabase of @cytocampus/testing, named by a hash of the API's sources)
 * and its data folder beside it in the temporary folder. Made by the first browser spec that needs
 * it; the others start from copies in a few seconds rather than seeding for a minute each.
 */
export function demoProductStart(): Promise<ProductStart> {
  made ??= (async () => {
    const template = await templateDatabase({
      prefix: PREFIX,
      name: `${PREFIX}${await sourcesHash(REPO_ROOT, ['api/src', 'projections/src', 'libs'])}`,
      complete: (name) => Promise.resolve(existsSync(dataDirOf(name))),
      dropped: (name) => rm(dataDirOf(name), { recursive: true, force: true }),
      async fill(url, building) {
        const dataDir = dataDirOf(building);
        await rm(dataDir, { recursive: true, force: true });
        await mkdir(dataDir, { recursive: true });
        await seedDemoProduct(url, dataDir);
        // Named after the template it belongs to once whole.
        const final = dataDirOf(building.replace(/_new$/, ''));
        await rm(final, { recursive: true, force: true });
        await rename(dataDir, final);
      },
    });
    return { template, dataDir: dataDirOf(template) };
  })().catch((error: unknown) => {
    made = null;
    throw error;
  });
  return made;
}
