import { Inject, type OnApplicationShutdown } from '@nestjs/common';
import { WebSocketGateway, WebSocketServer, type OnGatewayInit } from '@nestjs/websockets';
import { parse } from 'cookie';
import type { Socket } from 'socket.io';
import {
  COMMUNITY_EVERY_ORGANIZATION,
  SITE_ROOM,
  SLIDE_LIBRARY_EVERYONE,
  communityRoom,
  directoryRoom,
  orgRoom,
  reportsRoom,
  slideLibraryRoom,
  userRoom,
} from '@cytocampus/contracts';
import { canReadThread, contentListScope, normalizeRole, reportListScope, userListScope, type Actor } from '@cytocampus/permissions';
import { ruleActor, type Principal } from '../auth/principal.js';
import { SessionsService } from '../auth/sessions.service.js';
import { sessionTokenOf as sessionOfCookies } from '../http/session-cookie.js';
import type { Logger } from '../infra/logger.js';
import { LOGGER } from '../infra/tokens.js';
import { Broadcaster, sessionRoom, type RealtimeServer } from './broadcaster.js';

/** The session token a socket was opened with (other gateways resolve the caller with it). */
export const sessionTokenOf = (socket: Pick<Socket, 'request'>): string | undefined => sessionOfCookies(parse(socket.request.headers.cookie ?? ''));

/** The community threads and the own organization's threads it may read (their thread notices; docs/adr/0027); super hears every organization's. */
function communityRoomsOf(actor: Actor): string[] {
  const reads = (ref: string | null) => canReadThread(actor, { kind: ref === null ? 'community' : 'organization', ref, userIds: null, locked: false });
  return [
    ...(reads(null) ? [communityRoom(null)] : []),
    ...(actor.orgId !== null && reads(actor.orgId) ? [communityRoom(actor.orgId)] : []),
    ...(normalizeRole(actor.role) === 'super' ? [COMMUNITY_EVERY_ORGANIZATION] : []),
  ];
}

/** Every report's room (generateReport) or the own organization's (generateOrgReport): their notices and progress (docs/adr/0028). */
function reportRoomsOf(actor: Actor): string[] {
  const scope = reportListScope(actor);
  return scope ? [reportsRoom(scope.all ? null : scope.orgId)] : [];
}

/** The slide list it may read, every slide's or its organization's (their slideLibrary notices: docs/adr/0017); learners have none. */
function slideLibraryRoomsOf(actor: Actor): string[] {
  const scope = contentListScope(actor, 'slide');
  return scope ? [slideLibraryRoom(scope.all ? null : scope.orgId), SLIDE_LIBRARY_EVERYONE] : [];
}

/** Its user, session, organization, the whole site, the user, thread, report and slide lists it may read (for their notices). */
function roomsOf(principal: Principal): string[] {
  const actor = ruleActor(principal);
  const scope = userListScope(actor);
  return [
    userRoom(principal.userId),
    sessionRoom(principal.sessionHash),
    SITE_ROOM,
    ...(principal.orgId ? [orgRoom(principal.orgId)] : []),
    ...(scope ? [directoryRoom(scope.all ? null : scope.orgId)] : []),
    ...communityRoomsOf(actor),
    ...reportRoomsOf(actor),
    ...slideLibraryRoomsOf(actor),
  ];
}

/**
 * The socket.io endpoint (same origin, path /socket.io). A connection is accepted only with a
 * valid session cookie and joins its rooms (`roomsOf`).
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
          void socket.join(roomsOf(principal));
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
