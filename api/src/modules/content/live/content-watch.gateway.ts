import { Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { WebSocketGateway, type OnGatewayInit } from '@nestjs/websockets';
import type { Socket } from 'socket.io';
import { CONTENT_PATHS, contentRoom, type AuthoredType, type ContentItem } from '@cytocampus/contracts';
import { ruleActor } from '../../../auth/principal.js';
import { SessionsService } from '../../../auth/sessions.service.js';
import { ApiException } from '../../../http/api-exception.js';
import type { Logger } from '../../../infra/logger.js';
import { LOGGER } from '../../../infra/tokens.js';
import type { RealtimeServer } from '../../../realtime/broadcaster.js';
import { sessionTokenOf } from '../../../realtime/realtime.gateway.js';
import { WatchedRooms } from '../../../realtime/watched-rooms.js';
import { GetContent } from '../../../messages/content.js';

const KEY = /^([a-z]{1,32})\/([A-Za-z0-9-]{1,64})$/;
const authoredType = (type: string): type is AuthoredType => Object.hasOwn(CONTENT_PATHS, type);

/**
 * 'content:watch' and 'content:unwatch' (key `<authored type>/<id>`), as SlideWatchGateway for
 * slides: the room of the item's revision once the caller may read it as that type (GetContent).
 */
@WebSocketGateway({ cors: false, serveClient: false })
export class ContentWatchGateway implements OnGatewayInit<RealtimeServer> {
  private readonly rooms = new WatchedRooms('content');

  constructor(
    private readonly sessions: SessionsService,
    private readonly queries: QueryBus,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  afterInit(server: RealtimeServer): void {
    this.rooms.serve(server, (socket, key) => this.roomOf(socket, key), this.logger);
  }

  private async roomOf(socket: Pick<Socket, 'request'>, key: string): Promise<string> {
    const [, type, id] = KEY.exec(key) ?? [];
    if (!type || !id || !authoredType(type)) throw new ApiException(400, 'not a content key');
    const principal = await this.sessions.principal(sessionTokenOf(socket));
    if (!principal) throw new ApiException(401, 'not signed in');
    const item = await this.queries.execute<GetContent, ContentItem>(new GetContent(ruleActor(principal), type, id));
    return contentRoom(item.id);
  }
}
