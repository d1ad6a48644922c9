import { Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { WebSocketGateway, type OnGatewayInit } from '@nestjs/websockets';
import type { Socket } from 'socket.io';
import { slideRoom, type SlideItem } from '@cytocampus/contracts';
import { ruleActor } from '../../../../auth/principal.js';
import { SessionsService } from '../../../../auth/sessions.service.js';
import { ApiException } from '../../../../http/api-exception.js';
import type { Logger } from '../../../../infra/logger.js';
import { LOGGER } from '../../../../infra/tokens.js';
import type { RealtimeServer } from '../../../../realtime/broadcaster.js';
import { sessionTokenOf } from '../../../../realtime/realtime.gateway.js';
import { WatchedRooms } from '../../../../realtime/watched-rooms.js';
import { GetSlide } from '../../../../messages/content.js';

/**
 * 'slide:watch' and 'slide:unwatch' (a revision or an item id) on the one socket.io server (shared
 * with the realtime gateway, which authenticates connections): slideRoom(revision id) once the
 * caller, resolved again from the socket's session, may read the slide.
 */
@WebSocketGateway({ cors: false, serveClient: false })
export class SlideWatchGateway implements OnGatewayInit<RealtimeServer> {
  private readonly rooms = new WatchedRooms('slide');

  constructor(
    private readonly sessions: SessionsService,
    private readonly queries: QueryBus,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  afterInit(server: RealtimeServer): void {
    this.rooms.serve(server, (socket, slideId) => this.roomOf(socket, slideId), this.logger);
  }

  private async roomOf(socket: Pick<Socket, 'request'>, slideId: string): Promise<string> {
    if (!/^[A-Za-z0-9-]{1,64}$/.test(slideId)) throw new ApiException(400, 'not a slide id');
    const principal = await this.sessions.principal(sessionTokenOf(socket));
    if (!principal) throw new ApiException(401, 'not signed in');
    const slide = await this.queries.execute<GetSlide, SlideItem>(new GetSlide(ruleActor(principal), slideId, false));
    return slideRoom(slide.id);
  }
}
