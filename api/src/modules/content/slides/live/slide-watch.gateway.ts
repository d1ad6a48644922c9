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
import { WatchedRooms } from '../../../../realtime/watched-rooms.js';
import { GetSlide } from '../queries/slide-queries.js';

type ClientSocket = Socket<ClientToServerEvents, ServerToClientEvents>;

/**
 * 'slide:watch' and 'slide:unwatch' on the one socket.io server (this gateway shares it with the
 * realtime gateway, which authenticates connections). Watching joins slideRoom(revision id) once
 * the caller, resolved again from the socket's session, may read the slide; the ack says whether.
 */
@WebSocketGateway({ cors: false, serveClient: false })
export class SlideWatchGateway implements OnGatewayInit<RealtimeServer> {
  private readonly rooms = new WatchedRooms();

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
      socket.on('slide:unwatch', (slideId) => this.rooms.unwatch(socket, slideId));
    });
  }

  private async watch(socket: ClientSocket, slideId: unknown): Promise<boolean> {
    if (typeof slideId !== 'string' || !/^[A-Za-z0-9-]{1,64}$/.test(slideId)) return false;
    try {
      return await this.rooms.watch(socket, slideId, async () => {
        const principal = await this.sessions.principal(sessionTokenOf(socket));
        if (!principal) throw new ApiException(401, 'not signed in');
        const slide = await this.queries.execute<GetSlide, SlideItem>(new GetSlide(ruleActor(principal), slideId, false));
        return slideRoom(slide.id);
      });
    } catch (error) {
      // Unknown and unreadable slides are refused alike.
      if (!(error instanceof ApiException)) this.logger.error({ err: error, slideId }, 'slide watch failed');
      return false;
    }
  }
}
