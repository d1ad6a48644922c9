import { Module } from '@nestjs/common';
import { EsModule } from '../es/es.module.js';
import { BearerTokens } from './bearer-tokens.service.js';
import { MaybeSignedInGuard, SignedInGuard } from './signed-in.guard.js';
import { SessionsService } from './sessions.service.js';

@Module({
  imports: [EsModule],
  providers: [SessionsService, BearerTokens, SignedInGuard, MaybeSignedInGuard],
  exports: [SessionsService, SignedInGuard, MaybeSignedInGuard],
})
export class AuthModule {}
