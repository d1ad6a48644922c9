import { Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { WebSocketGateway, type OnGatewayInit } from '@nestjs/websockets';
import type { Socket } from 'socket.io';
import { slideRoom, type ClientToServerEvents, type ServerToClientEvents, type SlideItem } from '@cytocampus/contracts';
import { SessionsService } from '../../../../auth/sessions.service.js';
import { ruleActor } from '../../../../auth/principal.js';
import { ApiException } from '../../../../http/api-exception.js';
import type { Logger } from '../../../../infra/logger.js';
import { LOGGER } from '../../../../infra/tokens.js';
import type { RealtimeServer } from '../../../../realtime/broadcaster.js';
import { sessionTokenOf } from '../../../../realtime/realtime.gateway.js';
import { GetSlide } from '../queries/slide-queries.js';

type ClientSocket = Socket<ClientToServerEvents, ServerToClientEvents>;

/** Slides one socket may watch at once (a list screen watches its processing rows, not thousands). */
const MAX_WATCHED = 100;

/**
 * 'slide:watch' and 'slide:unwatch' on the one socket.io server (this gateway shares it with the
 * realtime gateway, which authenticates connections). Watching joins slideRoom(revision id) once
 * the caller, resolved again from the socket's session, may read the slide; the ack says whether.
 */
@WebSocketGateway({ cors: false, serveClient: false })
export class SlideWatchGateway implements OnGatewayInit<RealtimeServer> {
  /** Per socket: the id each watch asked for (a revision or an item id) → the room it joined. */
  private readonly watched = new WeakMap<ClientSocket, Map<string, string>>();

  constructor(
    private readonly sessions: SessionsService,
    private readonly queries: QueryBus,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  afterInit(server: RealtimeServer): void {
    server.on('connection', (socket) => {
      socket.on('slide:watch', (slideId, ack) => {
        void this.watch(socket, slideId).then((allowed) => typeof ack === 'function' && ack(allowed));
      });
      socket.on('slide:unwatch', (slideId) => {
        const room = this.watched.get(socket)?.get(slideId);
        if (room === undefined) return;
        this.watched.get(socket)?.delete(slideId);
        void socket.leave(room);
      });
    });
  }

  private async watch(socket: ClientSocket, slideId: unknown): Promise<boolean> {
    if (typeof slideId !== 'string' || !/^[A-Za-z0-9-]{1,64}$/.test(slideId)) return false;
    const rooms = this.watched.get(socket) ?? new Map<string, string>();
    if (rooms.size >= MAX_WATCHED && !rooms.has(slideId)) return false;
    try {
      const principal = await this.sessions.principal(sessionTokenOf(socket));
      if (!principal) return false;
      const slide = await this.queries.execute<GetSlide, SlideItem>(new GetSlide(ruleActor(principal), slideId, false));
      rooms.set(slideId, slideRoom(slide.id));
      this.watched.set(socket, rooms);
      await socket.join(slideRoom(slide.id));
      return true;
    } catch (error) {
      // Unknown and unreadable slides are refused alike.
      if (!(error instanceof ApiException)) this.logger.error({ err: error, slideId }, 'slide watch failed');
      return false;
    }
  }
}
