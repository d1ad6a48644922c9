/** Users, sessions and sockets for the realtime benches, written as the events they would be (sign-ins would cost a password hash each). */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import type { EventData, EventStore } from '@cytocampus/event-store';

/** As the API stores session tokens: SHA-256, base64url. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export const benchEvent = (type: string, data: object): EventData => ({
  id: randomUUID(),
  type,
  data,
  metadata: { occurredAt: new Date().toISOString(), actorId: null, orgId: null, correlationId: randomUUID(), causationId: null },
});

/** A user of no organization, who may list nobody (so hears no one else's notices), unless given another role. */
export async function addUser(store: EventStore, email: string, role = 'cytotechnologist', userId: string = randomUUID()): Promise<string> {
  const bio = { firstName: 'Bench', lastName: email, alias: `B${userId.slice(0, 6)}` };
  const data = {
    userId,
    email,
    passwordHash: 'x',
    role,
    orgId: null,
    groupId: null,
    bio,
    preferences: {},
    terms: 0,
    origin: 'registration',
  };
  await store.appendToStream(`user-${userId}`, [benchEvent('UserRegistered', data)], { expectedRevision: 'no_stream' });
  return userId;
}

/** `count` sessions of one user as sign-ins record them, in a stream each (ADR 0020): their tokens. */
export async function addSessions(store: EventStore, userId: string, count: number): Promise<string[]> {
  const tokens = Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
  const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
  for (let i = 0; i < tokens.length; i += 100) {
    await Promise.all(
      tokens.slice(i, i + 100).map((token) =>
        store.appendToStream(`session-${hashToken(token)}`, [benchEvent('SessionStarted', { userId, epoch: 0, expiresAt, userAgent: 'bench', ip: null })], {
          expectedRevision: 'no_stream',
        }),
      ),
    );
  }
  return tokens;
}

/** `count` sign-ins of one user as they were stored before ADR 0020, in the user's own stream (installations keep those). */
export async function addLegacySignIns(store: EventStore, userId: string, count: number): Promise<void> {
  const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
  for (let i = 0; i < count; i += 500) {
    const events = Array.from({ length: Math.min(500, count - i) }, () =>
      benchEvent('UserSignedIn', { sessionHash: hashToken(randomBytes(32).toString('base64url')), expiresAt, userAgent: 'bench', ip: null }),
    );
    await store.appendToStream(`user-${userId}`, events, { expectedRevision: 'any' });
  }
}

/** A socket.io client signed in with a session token, WebSocket only, no reconnection. */
export function connectSocket(port: number, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(`http://127.0.0.1:${port}`, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { cookie: `cc_session=${token}` },
      reconnection: false,
      forceNew: true,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}
