import { Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { WebSocketGateway, type OnGatewayInit } from '@nestjs/websockets';
import type { Socket } from 'socket.io';
import { CONTENT_PATHS, contentRoom, type AuthoredType, type ClientToServerEvents, type ContentItem, type ServerToClientEvents } from '@cytocampus/contracts';
import { ruleActor } from '../../../auth/principal.js';
import { SessionsService } from '../../../auth/sessions.service.js';
import { ApiException } from '../../../http/api-exception.js';
import type { Logger } from '../../../infra/logger.js';
import { LOGGER } from '../../../infra/tokens.js';
import type { RealtimeServer } from '../../../realtime/broadcaster.js';
import { sessionTokenOf } from '../../../realtime/realtime.gateway.js';
import { WatchedRooms } from '../../../realtime/watched-rooms.js';
import { GetContent } from '../queries/content-queries.js';

type ClientSocket = Socket<ClientToServerEvents, ServerToClientEvents>;

const KEY = /^([a-z]{1,32})\/([A-Za-z0-9-]{1,64})$/;
const authoredType = (type: string): type is AuthoredType => Object.hasOwn(CONTENT_PATHS, type);

/**
 * 'content:watch' and 'content:unwatch' (key `<authored type>/<id>`), as SlideWatchGateway for
 * slides: the room of the item's revision once the caller, resolved again from the socket's
 * session, may read it as that type (GetContent); unknown and unreadable items are refused alike.
 */
@WebSocketGateway({ cors: false, serveClient: false })
export class ContentWatchGateway implements OnGatewayInit<RealtimeServer> {
  private readonly rooms = new WatchedRooms();

  constructor(
    private readonly sessions: SessionsService,
    private readonly queries: QueryBus,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  afterInit(server: RealtimeServer): void {
    server.on('connection', (socket) => {
      socket.on('content:watch', (key, ack) => {
        void this.watch(socket, key).then((allowed) => typeof ack === 'function' && ack(allowed));
      });
      socket.on('content:unwatch', (key) => this.rooms.unwatch(socket, key));
    });
  }

  private async watch(socket: ClientSocket, key: unknown): Promise<boolean> {
    const [, type, id] = (typeof key === 'string' && KEY.exec(key)) || [];
    if (!type || !id || !authoredType(type)) return false;
    try {
      return await this.rooms.watch(socket, key as string, async () => {
        const principal = await this.sessions.principal(sessionTokenOf(socket));
        if (!principal) throw new ApiException(401, 'not signed in');
        const item = await this.queries.execute<GetContent, ContentItem>(new GetContent(ruleActor(principal), type, id));
        return contentRoom(item.id);
      });
    } catch (error) {
      if (!(error instanceof ApiException)) this.logger.error({ err: error, key }, 'content watch failed');
      return false;
    }
  }
}
