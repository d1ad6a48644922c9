import { Module } from '@nestjs/common';
import { EsModule } from '../es/es.module.js';
import { PolicyGuard } from './authorize.js';
import { BearerTokens } from './bearer-tokens.service.js';
import { SessionsService } from './sessions.service.js';

@Module({
  imports: [EsModule],
  providers: [SessionsService, BearerTokens, PolicyGuard],
  exports: [SessionsService, PolicyGuard],
})
export class AuthModule {}
