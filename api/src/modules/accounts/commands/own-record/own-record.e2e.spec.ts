import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEFAULT_PREFERENCES, type CurrentUser } from '@cytocampus/contracts';
import { DEMO } from '../../../../testing/factories.js';
import { TestClient } from '../../../../testing/test-client.js';
import { startTestServer, type TestServer } from '../../../../testing/test-server.js';

let t: TestServer;
let client: TestClient;
beforeAll(async () => {
  t = await startTestServer();
  client = new TestClient(t.url);
  await client.post('/api/v1/login', DEMO.manager);
});
afterAll(() => t.close());

const me = async () => (await client.get('/api/v1/user')).body.data as CurrentUser;

describe('own record', () => {
  it('starts with the spec preference defaults', async () => {
    expect((await me()).preferences).toEqual(DEFAULT_PREFERENCES);
  });

  it('merges a batch of preference changes and bumps the version', async () => {
    const before = await me();
    const res = await client.put('/api/v1/user/prefs', { socialAllowLab: true, updateEmail: 'instant', ooiZoomLevel: 20 });
    expect(res.status).toBe(200);
    const after = res.body.data as CurrentUser;
    expect(after.preferences).toMatchObject({ socialAllowLab: true, updateEmail: 'instant', ooiZoomLevel: 20, allowEmail: true });
    expect(after.version).toBeGreaterThan(before.version);
  });

  it('refuses bad preference values and changes nothing', async () => {
    const before = await me();
    for (const bad of [{ ooiZoomLevel: 30 }, { updateEmail: 'hourly' }, { notAPreference: true }, { allowEmail: 'yes' }]) {
      const res = await client.put('/api/v1/user/prefs', bad);
      expect(res.status).toBe(400);
      expect(res.body.field).toBe(Object.keys(bad)[0]);
    }
    expect(await me()).toEqual(before);
  });

  it('accepts terms version 1 and refuses other versions', async () => {
    expect((await client.post('/api/v1/user/terms', { version: 2 })).status).toBe(400);
    const res = await client.post('/api/v1/user/terms', { version: 1 });
    expect((res.body.data as CurrentUser).terms).toBe(1);
  });

  it('updates the own profile and validates it with the user-form rules', async () => {
    const res = await client.put('/api/v1/user/profile', { firstName: 'Jordana', lab: 'Hillside Lab', postalCode: '90210' });
    expect(res.body.data).toMatchObject({ firstName: 'Jordana', bio: { firstName: 'Jordana', lab: 'Hillside Lab', postalCode: '90210' } });
    const bad = await client.put('/api/v1/user/profile', { lastName: 'X' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('lastName');
    expect((await me()).lastName).toBe('Patel');
  });

  it('refuses all of it without a session', async () => {
    const anonymous = new TestClient(t.url);
    expect((await anonymous.put('/api/v1/user/prefs', { allowEmail: false })).status).toBe(401);
    expect((await anonymous.put('/api/v1/user/profile', { lab: 'X lab' })).status).toBe(401);
    expect((await anonymous.post('/api/v1/user/terms', { version: 1 })).status).toBe(401);
  });
});
