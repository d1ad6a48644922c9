import { Inject } from '@nestjs/common';
import { WebSocketGateway, type OnGatewayInit } from '@nestjs/websockets';
import type { Socket } from 'socket.io';
import { threadRoom } from '@cytocampus/contracts';
import { ruleActor } from '../../../auth/principal.js';
import { SessionsService } from '../../../auth/sessions.service.js';
import { ApiException } from '../../../http/api-exception.js';
import type { Logger } from '../../../infra/logger.js';
import { LOGGER } from '../../../infra/tokens.js';
import type { RealtimeServer } from '../../../realtime/broadcaster.js';
import { sessionTokenOf } from '../../../realtime/realtime.gateway.js';
import { WatchedRooms } from '../../../realtime/watched-rooms.js';
import { ThreadReader } from '../shared/thread-reader.js';

/**
 * 'thread:watch' and 'thread:unwatch' (a thread id), as the slide and content watches: the thread's
 * room, where its message notices go, once the caller (resolved again from the socket's session)
 * may read the thread (docs/adr/0027).
 */
@WebSocketGateway({ cors: false, serveClient: false })
export class ThreadWatchGateway implements OnGatewayInit<RealtimeServer> {
  private readonly rooms = new WatchedRooms('thread');

  constructor(
    private readonly sessions: SessionsService,
    private readonly reader: ThreadReader,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  afterInit(server: RealtimeServer): void {
    this.rooms.serve(server, (socket, threadId) => this.roomOf(socket, threadId), this.logger);
  }

  private async roomOf(socket: Pick<Socket, 'request'>, threadId: string): Promise<string> {
    const principal = await this.sessions.principal(sessionTokenOf(socket));
    if (!principal) throw new ApiException(401, 'not signed in');
    const thread = await this.reader.readable(ruleActor(principal), threadId);
    return threadRoom(thread.id);
  }
}
