import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { Broadcaster } from './broadcaster.js';
import { ReadModelNoticeRelay } from './read-model-notice-relay.js';
import { RealtimeGateway } from './realtime.gateway.js';

@Module({ imports: [AuthModule], providers: [Broadcaster, RealtimeGateway, ReadModelNoticeRelay], exports: [Broadcaster] })
export class RealtimeModule {}
