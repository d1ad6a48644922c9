/** Helpers of the content specs. */
import { expect } from '@jest/globals';
import type { OrganizationItem, UserWrite } from '@cytocampus/contracts';
import { newUser } from '../../../testing/factories.js';
import { TestClient } from '../../../testing/test-client.js';

/** The data of a 200 answer (the test fails with the message otherwise). */
export const ok = <T>(res: { status: number; body: { data?: unknown; message?: string } }): T => {
  expect([res.status, res.body.message]).toEqual([200, undefined]);
  return res.body.data as T;
};

/** A new organization and a signed-in manager of it with these permissions (test helper of the content specs). */
export async function otherOrgManager(
  baseUrl: string,
  admin: TestClient,
  name: string,
  permissions: UserWrite['permissions'],
): Promise<{ orgId: string; manager: TestClient }> {
  const orgId = ok<OrganizationItem>(await admin.post('/api/v1/organizations', { name })).id;
  const body = newUser({ orgId, role: 'manager', password: 'Harbor-Pass1', permissions });
  ok(await admin.post('/api/v1/users', body));
  const manager = new TestClient(baseUrl);
  ok(await manager.post('/api/v1/login', { email: body.email, password: 'Harbor-Pass1' }));
  return { orgId, manager };
}
