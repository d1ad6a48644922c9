import { Module } from '@nestjs/common';
import { MaybeSignedInGuard, SignedInGuard } from './signed-in.guard.js';
import { SessionsService } from './sessions.service.js';

@Module({ providers: [SessionsService, SignedInGuard, MaybeSignedInGuard], exports: [SessionsService, SignedInGuard, MaybeSignedInGuard] })
export class AuthModule {}
