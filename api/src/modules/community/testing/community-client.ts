/** Helpers of the community specs. */
import { expect } from '@jest/globals';
import { io, type Socket } from 'socket.io-client';
import {
  API_PREFIX,
  THREAD_ROUTES,
  type ClientToServerEvents,
  type CreateThreadRequest,
  type CurrentUser,
  type ReadModelChanged,
  type ServerToClientEvents,
  type ThreadDetail,
  type UploadPurpose,
  type UserWrite,
} from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { newUser } from '../../../testing/factories.js';
import { TestClient } from '../../../testing/test-client.js';
import { finish, idOf, tusUpload } from '../../../testing/tus.js';

export const api = (path: string): string => `${API_PREFIX}${path}`;

type Reply = { status: number; body: { data?: unknown; message?: string; field?: string | null; code?: number } };

/** The data of a 200 answer (the test fails with the message otherwise). */
export const ok = <T>(res: Reply): T => {
  expect([res.status, res.body.message]).toEqual([200, undefined]);
  return res.body.data as T;
};

/** A refusal in the spec's error shape. */
export const refused = (res: Reply, status: number, message: string, field: string | null = null): void => {
  expect([res.status, res.body.code, res.body.message, res.body.field]).toEqual([status, status, message, field]);
};

export const me = async (client: TestClient): Promise<CurrentUser> => ok<CurrentUser>(await client.get(api('/user')));

export const start = async (client: TestClient, body: CreateThreadRequest): Promise<ThreadDetail> =>
  ok<ThreadDetail>(await client.post(api(THREAD_ROUTES.threads), body));

/** A new signed-in account made by `by` (an admin or super) with these fields. */
export async function account(baseUrl: string, by: TestClient, fields: Partial<UserWrite> = {}): Promise<{ client: TestClient; id: string }> {
  const body = newUser({ password: 'Thread-Pass1', ...fields });
  const { id } = ok<{ id: string }>(await by.post(api('/users'), body));
  const client = new TestClient(baseUrl);
  ok(await client.post(api('/login'), { email: body.email, password: 'Thread-Pass1' }));
  return { client, id };
}

/** A finished upload of the client's; answers its file id once the uploads list shows it complete. */
export async function uploaded(
  baseUrl: string,
  client: TestClient,
  bytes: Buffer,
  meta: { filename: string; filetype: string; purpose: UploadPurpose },
): Promise<string> {
  const id = idOf(await finish(await tusUpload(baseUrl, client, bytes, meta)));
  for (let tries = 0; ; tries++) {
    const list = ok<{ id: string; progress: number; active: boolean }[]>(await client.get(api('/uploads')));
    if (list.some((u) => u.id === id && u.progress === 1)) return id;
    if (tries > 100) throw new Error(`upload ${id} never completed`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Events in the streams a thread's commands write (threads, messages, visits): what a refused one
 * must leave unchanged. Not every event: an upload's own background work (its content check) may
 * append beside the call, and did in CI.
 */
export async function communityEventCount(sql: SqlClient): Promise<number> {
  const { rows } = await sql.query<{ n: number }>(
    `select count(*)::int as n from es_events where stream_id like 'thread-%' or stream_id like 'message-%' or stream_id like 'visits-%'`,
  );
  return rows[0]!.n;
}

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A socket.io connection with the client's session, and every read-model notice it hears. */
export async function connect(baseUrl: string, client: TestClient, sockets: ClientSocket[]): Promise<{ socket: ClientSocket; heard: ReadModelChanged[] }> {
  const socket: ClientSocket = io(baseUrl, { transports: ['websocket'], extraHeaders: { cookie: client.cookieHeader } });
  sockets.push(socket);
  const heard: ReadModelChanged[] = [];
  socket.on('changed', (notice) => heard.push(notice));
  await new Promise<void>((resolve, reject) => (socket.once('connect', resolve), socket.once('connect_error', reject)));
  return { socket, heard };
}

export const watchThread = (socket: ClientSocket, threadId: string): Promise<boolean> =>
  new Promise((resolve) => socket.emit('thread:watch', threadId, resolve));

export { eventually } from '../../../testing/eventually.js';
