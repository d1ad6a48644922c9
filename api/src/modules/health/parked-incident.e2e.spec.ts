import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MSG } from '@cytocampus/contracts';
import { READ_MODELS, rebuildProjection } from '@cytocampus/projections';
import { signedIn } from '../../testing/sign-in.js';
import type { TestClient } from '../../testing/test-client.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';

let t: TestServer;
let learner: TestClient;
beforeAll(async () => {
  t = await startTestServer();
  learner = await signedIn(t.url, 'learner');
});
afterAll(() => t.close());

const health = async () => (await learner.get('/api/v1/health')).body.data as { status: string; parked: Record<string, number> };

/**
 * Defence in depth: an event the store accepted but a read model cannot apply. The edge and the
 * store refuse the text that used to cause this; here the users table itself is made to refuse a
 * value (a constraint added behind the projection's back), the way a projection bug would.
 */
describe('an event a read model parks', () => {
  it('is an error for the command that appended it, and an incident in health until a rebuild applies it', async () => {
    expect(await health()).toMatchObject({ status: 'ok', parked: { users: 0 } });
    await t.server.infra.sql.query(`alter table users add constraint poisoned_lab check ((bio->>'lab') is distinct from 'Poisoned Lab')`);

    const refused = await learner.put('/api/v1/user/profile', { lab: 'Poisoned Lab' });
    expect(refused.status).toBe(500);
    expect(refused.body).toEqual({ code: 500, message: MSG.changeNotApplied, field: null });
    expect(await health()).toMatchObject({ status: 'degraded', parked: { users: 1, sessions: 0 } });

    // Other changes go on being applied meanwhile.
    expect((await learner.put('/api/v1/user/profile', { lab: 'Harbor Lab' })).status).toBe(200);

    await t.server.infra.sql.query('alter table users drop constraint poisoned_lab');
    const users = READ_MODELS.find((p) => p.name === 'users')!;
    await rebuildProjection({ sql: t.server.infra.sql, store: t.server.infra.store, projection: users });
    expect(await health()).toMatchObject({ status: 'ok', parked: { users: 0 } });
    // The rebuild replays both changes in order: the last one wins, the parked one was not lost.
    const me = (await learner.get('/api/v1/user')).body.data as { bio: { lab: string } };
    expect(me.bio.lab).toBe('Harbor Lab');
  });
});
