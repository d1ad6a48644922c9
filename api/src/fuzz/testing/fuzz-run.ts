/**
 * What every run of the fuzz suite starts with: the API, its signed-in demo learner and admin, the
 * fixtures, the operations of its OpenAPI document, and a client per caller.
 */
import { signedIn } from '../../testing/sign-in.js';
import type { TestClient } from '../../testing/test-client.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { FuzzClient, type Budget } from './fuzz-client.js';
import { operationsOf, type Operation } from './operations.js';
import { API, createFixtures, type Caller, type Fixtures } from './sample-bodies.js';

export interface FuzzRun {
  t: TestServer;
  fx: Fixtures;
  /** /api/v1/openapi.json as the API answers it. */
  document: unknown;
  operations: Operation[];
  clients: Record<Caller, FuzzClient>;
  admin: TestClient;
}

export async function startFuzzRun(budget: Budget, env: Record<string, string> = {}): Promise<FuzzRun> {
  const t = await startTestServer({ env });
  const [learner, admin] = await Promise.all([signedIn(t.url, 'learner'), signedIn(t.url, 'admin')]);
  const fx = await createFixtures(admin, learner);
  const document: unknown = (await admin.get(`${API}/openapi.json`)).body;
  const clients = {
    learner: FuzzClient.from(learner, t.url, 'learner', budget),
    admin: FuzzClient.from(admin, t.url, 'admin', budget),
    // Sign-in, registration and reset budgets count per client address: each request gets its own.
    anonymous: new FuzzClient(t.url, 'anonymous', budget, true),
  };
  return { t, fx, document, operations: operationsOf(document), clients, admin };
}
