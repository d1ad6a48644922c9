import { describe, expect, it } from '@jest/globals';
import { dropDatabase } from '@cytocampus/event-store';
import { createTestDatabase, TEST_POSTGRES_ADMIN_URL } from '@cytocampus/testing';
import { serverTemplate } from './server-template.js';
import { startTestServer, testServerEnv } from './test-server.js';

/** Test servers start from a copy of a template already migrated and seeded (server-template.ts). */
const templates = async (): Promise<string[]> => {
  const probe = await createTestDatabase({ max: 1 });
  try {
    const { rows } = await probe.sql.query<{ datname: string }>(`select datname from pg_database where datname like 'cytocampus_tpl_%'`);
    return rows.map((r) => r.datname);
  } finally {
    await probe.drop();
  }
};

describe('the test server template', () => {
  it('gives a server a database that is already seeded, and makes itself again when it went', async () => {
    const first = await startTestServer();
    await first.close();
    // A database of its own that arrived seeded: the start found the demo accounts there.
    expect(first.server.seeded).toBe(false);
    const made = await serverTemplate(testServerEnv);
    expect(await templates()).toContain(made);

    await dropDatabase(TEST_POSTGRES_ADMIN_URL, made);
    const second = await startTestServer();
    await second.close();
    expect(second.server.seeded).toBe(false);
    expect(await templates()).toContain(made);

    // With seed settings of its own, a server starts from an empty database and seeds it.
    const own = await startTestServer({ env: { SEED_DEMO_CONTENT: '0' } });
    await own.close();
    expect(own.server.seeded).toBe(true);
  }, 120_000);
});
