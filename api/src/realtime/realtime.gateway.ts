import { Inject, type OnApplicationShutdown } from '@nestjs/common';
import { WebSocketGateway, WebSocketServer, type OnGatewayInit } from '@nestjs/websockets';
import { parse } from 'cookie';
import type { Socket } from 'socket.io';
import { SESSION_COOKIE, orgRoom, userRoom } from '@cytocampus/contracts';
import { SessionsService } from '../auth/sessions.service.js';
import type { Logger } from '../infra/logger.js';
import { LOGGER } from '../infra/tokens.js';
import { Broadcaster, sessionRoom, type RealtimeServer } from './broadcaster.js';

/** The session token a socket was opened with (other gateways resolve the caller with it). */
export const sessionTokenOf = (socket: Pick<Socket, 'request'>): string | undefined => parse(socket.request.headers.cookie ?? '')[SESSION_COOKIE];

/**
 * The socket.io endpoint (same origin, path /socket.io). A connection is accepted only with a
 * valid session cookie and joins the rooms of its user, organization and session.
 */
@WebSocketGateway({ cors: false, serveClient: false })
export class RealtimeGateway implements OnGatewayInit<RealtimeServer>, OnApplicationShutdown {
  @WebSocketServer() private server!: RealtimeServer;

  constructor(
    private readonly sessions: SessionsService,
    private readonly broadcaster: Broadcaster,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  afterInit(server: RealtimeServer): void {
    this.broadcaster.attach(server);
    server.use((socket, next) => {
      this.sessions
        .principal(sessionTokenOf(socket))
        .then((principal) => {
          if (!principal) return next(new Error('not signed in'));
          void socket.join([userRoom(principal.userId), sessionRoom(principal.sessionHash), ...(principal.orgId ? [orgRoom(principal.orgId)] : [])]);
          next();
        })
        .catch((error: unknown) => {
          this.logger.error({ err: error }, 'socket authentication failed');
          next(new Error('authentication failed'));
        });
    });
    server.on('connection', (socket) => {
      socket.on('ping', (ack) => typeof ack === 'function' && ack(Date.now()));
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.server?.close();
  }
}
