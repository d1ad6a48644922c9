import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { userDecider, userStream } from '@cytocampus/domain';
import { UnstorableEventError } from '@cytocampus/event-store';
import { systemContext } from '../../../es/command-context.js';
import { EventSourcing } from '../../../es/event-sourcing.service.js';
import { newUser } from '../../../testing/factories.js';
import { signedIn } from '../../../testing/sign-in.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';
import { EmailDirectory } from './email-directory.js';

let t: TestServer;
let emails: EmailDirectory;
let es: EventSourcing;
beforeAll(async () => {
  t = await startTestServer();
  emails = t.server.app.get(EmailDirectory);
  es = t.server.app.get(EventSourcing);
});
afterAll(() => t.close());

const address = () => `reserved-${randomUUID().slice(0, 8)}@lab.test`;

/** The account's own append, as the create and register commands make it, with the bio given. */
const registerAccount = (userId: string, email: string, firstName: string) => () =>
  es.aggregate(userStream(userId), userDecider).execute(
    () => [
      {
        type: 'RegisterUser',
        userId,
        email,
        passwordHash: 'x',
        role: 'cytotechnologist',
        orgId: null,
        groupId: null,
        bio: { firstName, lastName: 'Avery', alias: 'QA1' },
        preferences: {},
        origin: 'admin',
      },
    ],
    systemContext(),
  );

describe('an account written after its e-mail reservation', () => {
  it('gives the address back when the account append fails, so its owner can still have it', async () => {
    const email = address();
    const userId = randomUUID();
    const failed = await emails.reservedFor(email, userId, systemContext(), registerAccount(userId, email, 'Qu\u0000inn')).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(UnstorableEventError);
    expect(await emails.ownerOf(email)).toBeNull();

    const admin = await signedIn(t.url, 'admin');
    const created = await admin.post('/api/v1/users', newUser({ email }));
    expect(created.status).toBe(200);
    expect(await emails.ownerOf(email)).toBe((created.body.data as { id: string }).id);
  });

  it('keeps a reservation the account already held when a later write fails', async () => {
    const email = address();
    const userId = randomUUID();
    await emails.reservedFor(email, userId, systemContext(), registerAccount(userId, email, 'Quinn'));
    const failed = await emails.reservedFor(email, userId, systemContext(), () => Promise.reject(new Error('later step failed'))).catch((e: unknown) => e);
    expect(failed).toEqual(new Error('later step failed'));
    expect(await emails.ownerOf(email)).toBe(userId);
  });
});
