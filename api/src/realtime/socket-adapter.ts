import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { RedisClientType } from 'redis';
import type { Server, ServerOptions } from 'socket.io';
import type { Logger } from '../infra/logger.js';
import { tolerantRedis } from './tolerant-redis.js';

/** Missed notices are replayed to a client that reconnects within this time. */
const RECOVERY_WINDOW_MS = 2 * 60 * 1000;

/**
 * socket.io with connection state recovery; with Redis, the streams adapter so that several API
 * processes share broadcasts and recovery state.
 */
export class CytoCampusIoAdapter extends IoAdapter {
  constructor(
    app: INestApplicationContext,
    private readonly redis: RedisClientType | null,
    private readonly redisPrefix: string,
    private readonly log: Logger,
  ) {
    super(app);
  }

  /** The socket.io server this adapter made (what a drain ends the transports of). */
  server: Server | null = null;

  override createIOServer(port: number, options?: ServerOptions): Server {
    const recovery: Partial<ServerOptions> = { connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS, skipMiddlewares: false } };
    const server = super.createIOServer(port, Object.assign({}, options, recovery));
    if (this.redis) {
      const prefix = `${this.redisPrefix}:socket.io`;
      const redis = tolerantRedis(this.redis, (error) => this.log.warn({ err: error }, 'socket.io adapter: a Redis command failed'));
      server.adapter(createAdapter(redis, { streamName: prefix, channelPrefix: prefix, sessionKeyPrefix: `${prefix}:session:` }));
    }
    this.server = server;
    return server;
  }
}
