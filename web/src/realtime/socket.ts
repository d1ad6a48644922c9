import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@cytocampus/contracts';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type SocketFactory = () => AppSocket;

/** Same origin, default path; the session cookie authenticates the handshake. */
export const connectSocket: SocketFactory = () => io({ path: '/socket.io', withCredentials: true });
