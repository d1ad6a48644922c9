/**
 * An access token issued while the tokens read model is late (its table held: a `.held` file, run
 * alone, see testing/held-table.ts): the answer is the only copy of the token, so it comes from what
 * was decided, not a 503 (docs/adr/0034); the list shows the token once caught up.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { AccessTokenList, IssuedAccessToken, UserDetail } from '@cytocampus/contracts';
import { eventually } from '../../../../testing/eventually.js';
import { newUser } from '../../../../testing/factories.js';
import { whileTableHeld } from '../../../../testing/held-table.js';
import { signedIn } from '../../../../testing/sign-in.js';
import type { TestClient } from '../../../../testing/test-client.js';
import { startTestServer, type TestServer } from '../../../../testing/test-server.js';

let t: TestServer;
let admin: TestClient;

beforeAll(async () => {
  t = await startTestServer({ database: 'postgres' });
  admin = await signedIn(t.url, 'admin');
});
afterAll(() => t.close());

describe('issuing a token while the read model is late', () => {
  it('answers the token it issued, and lists it once caught up', async () => {
    const user = (await admin.post('/api/v1/users', newUser())).body.data as UserDetail;
    const res = await whileTableHeld(t.config.databaseUrl!, 'access_tokens', () => admin.post(`/api/v1/users/${user.id}/tokens`, { name: 'Late list' }));
    expect([res.status, res.body.message]).toEqual([200, undefined]);
    const issued = res.body.data as IssuedAccessToken;
    expect(issued.item).toMatchObject({ name: 'Late list', status: 'active', expires: null, createdByName: 'Avery Chen' });
    const listed = async () => ((await admin.get(`/api/v1/users/${user.id}/tokens`)).body.data as AccessTokenList).items.map((i) => i.id);
    await eventually(async () => (await listed()).includes(issued.item.id), 'the token in the list');
    const me = await request(t.url).get('/api/v1/user').set('Authorization', `Bearer ${issued.token}`);
    expect(me.status).toBe(200);
  }, 30_000);
});
