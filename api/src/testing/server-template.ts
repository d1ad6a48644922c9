import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, sourcesHash, templateDatabase, type TestDatabase } from '@cytocampus/testing';
import { loadConfig } from '../infra/config.js';
import { createServer } from '../server.js';

/**
 * A database a test server has already migrated and seeded (the event store, every read model, the
 * system data and the demo accounts), which each test server clones instead of doing it again: about
 * 5 s of each start. It is named by a hash of the server's sources, so code that changed never starts
 * from what older code made; whichever test first needs it makes it (`templateDatabase` of
 * @cytocampus/testing: under an advisory lock, older templates dropped; should the template go all
 * the same, `templatedDatabase` makes it again).
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SOURCES = ['api/src', 'projections/src', 'libs'];
const PREFIX = 'cytocampus_tpl_';

let template: Promise<string> | null = null;

/** The template's name, made on the first call of the process when it does not exist yet. */
export function serverTemplate(serverEnv: (dataDir: string) => Record<string, string>): Promise<string> {
  template ??= makeTemplate(serverEnv).catch((error: unknown) => {
    template = null;
    throw error;
  });
  return template;
}

/** A fresh database copied from the template; made again once when the template went meanwhile. */
export async function templatedDatabase(serverEnv: (dataDir: string) => Record<string, string>): Promise<TestDatabase> {
  try {
    return await createTestDatabase({ template: await serverTemplate(serverEnv) });
  } catch (error) {
    if (!(error instanceof Error && /template database .* does not exist/.test(error.message))) throw error;
    template = null;
    return createTestDatabase({ template: await serverTemplate(serverEnv) });
  }
}

async function makeTemplate(serverEnv: (dataDir: string) => Record<string, string>): Promise<string> {
  return templateDatabase({
    prefix: PREFIX,
    name: `${PREFIX}${await sourcesHash(ROOT, SOURCES)}`,
    async fill(url) {
      const dataDir = await mkdtemp(join(tmpdir(), 'cytocampus-template-'));
      try {
        const server = await createServer(loadConfig({ ...serverEnv(dataDir), DATABASE_URL: url, RUN_PROJECTIONS: '1' }));
        await server.close();
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  });
}
