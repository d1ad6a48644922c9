import { Module } from '@nestjs/common';
import { AuthModule } from '../../auth/auth.module.js';
import { EsModule } from '../../es/es.module.js';
import { AccountsModule } from '../accounts/index.js';
import { CreateLtiDeepLinksHandler } from './framed/deep-links.command.js';
import { FramedLaunchController } from './framed/framed.controller.js';
import { GetLtiCatalogueHandler, GetLtiLaunchContextHandler } from './framed/framed-queries.js';
import { LtiGradeSender } from './grades/grade-sender.js';
import { PlatformTokens } from './grades/platform-tokens.js';
import { GetLtiKeySetHandler, GetLtiToolKeysHandler, RetireLtiToolKeyHandler, RotateLtiToolKeyHandler } from './keys/key-commands.js';
import { LtiKeySetController } from './keys/key-set.controller.js';
import { ToolKeys } from './keys/tool-keys.js';
import { LaunchLtiHandler } from './launch/launch.command.js';
import { FindLoginPlatformHandler } from './launch/login.query.js';
import { LtiLaunchController } from './launch/lti-launch.controller.js';
import { PlatformKeySets } from './launch/platform-key-sets.js';
import { StateCookies } from './launch/state-cookies.js';
import { LtiAdminController } from './platforms/lti-admin.controller.js';
import { PlatformChecks } from './platforms/platform-checks.js';
import { SyncLtiRosterHandler } from './roster/roster-sync.command.js';
import { ChangeLtiPlatformHandler, RegisterLtiPlatformHandler, RemoveLtiPlatformHandler } from './platforms/platform-commands.js';
import { GetLtiGradePassbacksHandler, GetLtiPlatformsHandler } from './platforms/platform-queries.js';

/** LTI 1.3 Advantage (docs/adr/0042): platforms, our keys, launches in a frame, deep linking and grades sent back. */
@Module({
  imports: [AuthModule, EsModule, AccountsModule],
  controllers: [LtiKeySetController, LtiLaunchController, FramedLaunchController, LtiAdminController],
  providers: [
    ToolKeys,
    PlatformKeySets,
    PlatformTokens,
    PlatformChecks,
    StateCookies,
    LtiGradeSender,
    RegisterLtiPlatformHandler,
    ChangeLtiPlatformHandler,
    RemoveLtiPlatformHandler,
    GetLtiPlatformsHandler,
    GetLtiGradePassbacksHandler,
    RotateLtiToolKeyHandler,
    RetireLtiToolKeyHandler,
    GetLtiToolKeysHandler,
    GetLtiKeySetHandler,
    FindLoginPlatformHandler,
    LaunchLtiHandler,
    GetLtiLaunchContextHandler,
    GetLtiCatalogueHandler,
    CreateLtiDeepLinksHandler,
    SyncLtiRosterHandler,
  ],
  exports: [LtiGradeSender],
})
export class LtiModule {}
