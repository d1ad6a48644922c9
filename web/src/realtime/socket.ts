import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@cytocampus/contracts';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
/** Opens the connection, at once or once the client library has arrived. */
export type SocketFactory = () => AppSocket | Promise<AppSocket>;

/**
 * Same origin, default path; the session cookie authenticates the handshake. socket.io-client is
 * downloaded when the first user signs in: the sign-in screen never needs it.
 */
export const connectSocket: SocketFactory = async () => {
  const { io } = await import('socket.io-client');
  return io({ path: '/socket.io', withCredentials: true });
};
