import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MSG } from '@cytocampus/contracts';
import { whileTableHeld } from '../testing/held-table.js';
import { signedIn } from '../testing/sign-in.js';
import type { TestClient } from '../testing/test-client.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { EventSourcing } from './event-sourcing.service.js';

let t: TestServer;
let learner: TestClient;
beforeAll(async () => {
  t = await startTestServer({ database: 'postgres' });
  learner = await signedIn(t.url, 'learner');
});
afterAll(() => t.close());

describe('read-your-writes', () => {
  it('names read models by their type: a misspelt one does not compile', () => {
    const es = t.server.app.get(EventSourcing);
    // @ts-expect-error 'user' is not a read model ('users' is); tsconfig.check.json fails if this compiles.
    const misspelt = es.readYourWrites(null, ['user']);
    return expect(misspelt).resolves.toBeUndefined();
  });

  it('answers an error that says the change is saved when the read models do not catch up in time, never the old row', async () => {
    // The users projection cannot apply the change while the table is held.
    const slow = await whileTableHeld(t.config.databaseUrl!, 'users', () => learner.put('/api/v1/user/profile', { lab: 'Slow Lab' }));
    expect(slow.status).toBe(503);
    expect(slow.body).toEqual({ code: 503, message: MSG.changeNotYetVisible, field: null });
    // Saved all the same: it shows once the projection gets the table.
    for (let tries = 0; ; tries++) {
      const me = await learner.get('/api/v1/user');
      if ((me.body.data as { bio: { lab: string } }).bio.lab === 'Slow Lab') break;
      if (tries > 50) throw new Error('the saved change never showed');
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 30_000);
});
