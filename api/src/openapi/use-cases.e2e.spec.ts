/**
 * Every route declares its policy and goes through a bus (issue 32, docs/adr/0038), and
 * docs/use-cases.md lists them as the running API has them.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { useCaseListing, useCaseRoutes, type UseCaseRoute } from './use-cases.js';

const LISTING = new URL('../../../docs/use-cases.md', import.meta.url);

/**
 * Routes that send no message, each for a reason: exactly these (a route added to or taken from the
 * list fails the test until the list says so).
 */
const WITHOUT_A_BUS: readonly string[] = [
  // PUT /stats/{userId}/records/{recordId}: the spec's route only ever answers 405 (stats are read-only).
  'ClearProgressController_write',
];

/** Reads that write, each because the spec says so (exactly these). */
const READS_THAT_WRITE: readonly string[] = [
  // GET /user/logout signs out.
  'LogoutController_logout',
  // GET /user/printCertificate: the first download issues the certificate.
  'PrintCertificateController_print',
];

let t: TestServer;
let routes: UseCaseRoute[];
beforeAll(async () => {
  t = await startTestServer();
  routes = useCaseRoutes(t.server.app);
});
afterAll(() => t.close());

describe('the use cases of the API', () => {
  it('has every route declare who may call it', () => {
    expect(routes.length).toBeGreaterThan(150);
    expect(routes.filter((r) => r.policy === 'NONE').map((r) => r.operationId)).toEqual([]);
  });

  it('sends every route through the CommandBus or the QueryBus, but for the routes listed with their reason', () => {
    expect(
      routes
        .filter((r) => r.messages.length === 0)
        .map((r) => r.operationId)
        .sort(),
    ).toEqual([...WITHOUT_A_BUS].sort());
  });

  it('sends reads as queries, but for the reads the spec makes write', () => {
    const readsSendingCommands = routes.filter((r) => r.route.startsWith('GET ') && r.messages.some((m) => m.startsWith('command ')));
    expect(readsSendingCommands.map((r) => r.operationId).sort()).toEqual([...READS_THAT_WRITE].sort());
  });

  it('is listed as it is in docs/use-cases.md', async () => {
    const listing = useCaseListing(routes);
    if (process.env.UPDATE_DOCS === '1') await writeFile(LISTING, listing);
    expect(await readFile(LISTING, 'utf8')).toBe(listing);
  });
});
