import { Module } from '@nestjs/common';
import { AuthModule } from '../../auth/auth.module.js';
import { EsModule } from '../../es/es.module.js';
import { RealtimeModule } from '../../realtime/realtime.module.js';
import { CaptchaController } from './commands/captcha/captcha.controller.js';
import { CaptchaService } from './commands/captcha/captcha.service.js';
import { ToggleDisabledController } from './commands/deactivation/toggle-disabled.controller.js';
import { ToggleDisabledHandler } from './commands/deactivation/toggle-disabled.command.js';
import { LoginController } from './commands/login/login.controller.js';
import { SignInHandler } from './commands/login/login.command.js';
import { LogoutController } from './commands/logout/logout.controller.js';
import { SignOutHandler } from './commands/logout/logout.command.js';
import { ChangeOwnRecordHandler } from './commands/own-record/change-own-record.command.js';
import { OwnRecordController } from './commands/own-record/own-record.controller.js';
import { PasswordResetController } from './commands/password-reset/password-reset.controller.js';
import { RequestPasswordResetHandler, ResetPasswordHandler } from './commands/password-reset/password-reset.commands.js';
import { RegisterController } from './commands/register/register.controller.js';
import { RegisterUserHandler } from './commands/register/register.command.js';
import { CurrentUserController } from './queries/current-user/current-user.controller.js';
import { GetCurrentUserHandler } from './queries/current-user/current-user.query.js';
import { OwnOrganizationController } from './queries/own-organization/own-organization.query.js';
import { EmailDirectory } from './shared/email-directory.js';
import { RateLimitsService } from './shared/rate-limits.service.js';
import { SessionIssuer } from './shared/session-issuer.js';

/** Accounts and sign-in: spec part 1 sections 2 to 8. */
@Module({
  imports: [AuthModule, EsModule, RealtimeModule],
  controllers: [
    CaptchaController,
    RegisterController,
    LoginController,
    LogoutController,
    PasswordResetController,
    CurrentUserController,
    OwnRecordController,
    OwnOrganizationController,
    ToggleDisabledController,
  ],
  providers: [
    CaptchaService,
    EmailDirectory,
    RateLimitsService,
    SessionIssuer,
    RegisterUserHandler,
    SignInHandler,
    SignOutHandler,
    RequestPasswordResetHandler,
    ResetPasswordHandler,
    ChangeOwnRecordHandler,
    GetCurrentUserHandler,
    ToggleDisabledHandler,
  ],
})
export class AccountsModule {}
