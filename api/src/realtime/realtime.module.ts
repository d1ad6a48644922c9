import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { Broadcaster } from './broadcaster.js';
import { RealtimeGateway } from './realtime.gateway.js';

@Module({ imports: [AuthModule], providers: [Broadcaster, RealtimeGateway], exports: [Broadcaster] })
export class RealtimeModule {}
