import { DEMO } from './factories.js';
import { TestClient } from './test-client.js';

export type DemoRole = keyof typeof DEMO;

/** A client signed in as a seeded demo account. */
export async function signedIn(baseUrl: string, role: DemoRole): Promise<TestClient> {
  const client = new TestClient(baseUrl);
  const res = await client.post('/api/v1/login', DEMO[role]);
  if (res.status !== 200) throw new Error(`sign-in of ${role} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return client;
}

/** Signs in all four seeded roles. */
export async function signedInAll(baseUrl: string): Promise<Record<DemoRole, TestClient>> {
  const [learner, manager, admin, superUser] = await Promise.all((['learner', 'manager', 'admin', 'super'] as const).map((r) => signedIn(baseUrl, r)));
  return { learner: learner!, manager: manager!, admin: admin!, super: superUser! };
}
