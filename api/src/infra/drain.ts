import type { Server as HttpServer } from 'node:http';
import type { Server as IoServer } from 'socket.io';

/**
 * The first step of a deploy's stop (SIGTERM): take no new connection, so that the balancer sends the
 * next request to another process; end every socket's transport, so that its client reconnects
 * through the balancer to another process (and recovers what it missed, docs/adr/0039); then wait,
 * at most `graceMs`, for the requests in progress to be answered. Only then do the hooks close the
 * pools a request may still need.
 */
export async function drain(http: HttpServer, io: IoServer | null, graceMs = 10_000): Promise<void> {
  const answered = new Promise<void>((resolve) => http.close(() => resolve()));
  io?.engine.close();
  http.closeIdleConnections();
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([answered, new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)))]);
  clearTimeout(timer);
}
