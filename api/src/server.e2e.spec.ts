/**
 * A start that fails part way closes what it had started (docs/architecture.md, `api/src/infra`):
 * the projection runner and the database pools, which left open kept the process, or jest, alive.
 */
import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { ProjectionRunner } from '@cytocampus/projections';
import { createTestDatabase, type TestDatabase } from '@cytocampus/testing';
import { loadConfig } from './infra/config.js';
import { createServer } from './server.js';
import { startTestServer } from './testing/test-server.js';

/** A valid key of the wrong kind: the credentials module refuses it while Nest builds the modules, after the runner started. */
const P256_KEY = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

describe('a server whose start fails', () => {
  let db: TestDatabase;
  let dataDir: string;

  beforeAll(async () => {
    db = await createTestDatabase({ max: 1 });
    dataDir = await mkdtemp(join(tmpdir(), 'cytocampus-failed-start-'));
  });

  afterAll(async () => {
    await db.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  afterEach(() => {
    delete process.env.CREDENTIAL_SIGNING_KEY;
    jest.restoreAllMocks();
  });

  const configFor = (env: Record<string, string> = {}) =>
    loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST: 'none', DATABASE_URL: db.url, RUN_PROJECTIONS: '1', ...env });

  /** Connections to the test database other than this spec's own, once closed ones have left (a backend ends just after its client). */
  async function otherConnections(): Promise<number> {
    const count = async () =>
      (await db.sql.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()'))
        .rows[0]!.n;
    for (let waited = 0; waited < 5000; waited += 100) {
      if ((await count()) === 0) return 0;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return count();
  }

  it('stops the projection runner and closes the database when Nest fails to build the modules', async () => {
    const start = jest.spyOn(ProjectionRunner.prototype, 'start');
    const stop = jest.spyOn(ProjectionRunner.prototype, 'stop');
    process.env.CREDENTIAL_SIGNING_KEY = P256_KEY;

    await expect(createServer(configFor())).rejects.toThrow('CREDENTIAL_SIGNING_KEY must be an Ed25519 private key');

    // The runner had started (it leads and follows the store) before the failure: it is stopped, its lock released.
    expect(start).toHaveBeenCalledTimes(1);
    await expect(start.mock.results[0]!.value).resolves.toBeUndefined();
    expect(stop).toHaveBeenCalledTimes(1);
    expect(await otherConnections()).toBe(0);
  });

  it('closes the database when opening the infrastructure fails after it (a data folder that cannot be made)', async () => {
    const file = join(dataDir, 'a-file');
    await writeFile(file, '');

    await expect(createServer(configFor({ DATA_DIR: join(file, 'data') }))).rejects.toThrow(/ENOTDIR|EEXIST/);

    expect(await otherConnections()).toBe(0);
  });

  it('makes a test server whose start fails reject, with its runner stopped', async () => {
    const stop = jest.spyOn(ProjectionRunner.prototype, 'stop');
    process.env.CREDENTIAL_SIGNING_KEY = P256_KEY;

    await expect(startTestServer({ database: 'postgres' })).rejects.toThrow('CREDENTIAL_SIGNING_KEY must be an Ed25519 private key');

    expect(stop).toHaveBeenCalledTimes(1);
  });
});
