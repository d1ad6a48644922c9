import { Module } from '@nestjs/common';
import { EventSourcing } from './event-sourcing.service.js';

@Module({ providers: [EventSourcing], exports: [EventSourcing] })
export class EsModule {}
