import { Module } from '@nestjs/common';
import { AuthModule } from '../../auth/auth.module.js';
import { EsModule } from '../../es/es.module.js';
import { RealtimeModule } from '../../realtime/realtime.module.js';
import { AccessTokensController } from './commands/access-tokens/access-tokens.controller.js';
import { IssueTokenHandler } from './commands/access-tokens/issue-token.command.js';
import { RevokeTokenHandler } from './commands/access-tokens/revoke-token.command.js';
import { AddIdentityProviderHandler } from './commands/identity-providers/add-identity-provider.command.js';
import { ChangeIdentityProviderHandler } from './commands/identity-providers/change-identity-provider.command.js';
import { ChangeSignInPolicyHandler } from './commands/identity-providers/change-sign-in-policy.command.js';
import { IdentityProvidersController } from './commands/identity-providers/identity-providers.controller.js';
import { RemoveIdentityProviderHandler } from './commands/identity-providers/remove-identity-provider.command.js';
import { CompleteProviderSignInHandler } from './commands/provider-sign-in/complete-provider-sign-in.command.js';
import { LinkProviderIdentityHandler } from './commands/provider-sign-in/link-provider-identity.command.js';
import { ProviderSignInController } from './commands/provider-sign-in/provider-sign-in.controller.js';
import { StartProviderSignInHandler } from './commands/provider-sign-in/start-provider-sign-in.command.js';
import { CaptchaController } from './queries/captcha-challenge/captcha-challenge.controller.js';
import { GetCaptchaChallengeHandler } from './queries/captcha-challenge/captcha-challenge.query.js';
import { CaptchaService } from './shared/captcha.service.js';
import { ToggleDisabledController } from './commands/deactivation/toggle-disabled.controller.js';
import { ToggleDisabledHandler } from './commands/deactivation/toggle-disabled.command.js';
import { LoginController } from './commands/login/login.controller.js';
import { SignInHandler } from './commands/login/login.command.js';
import { LogoutController } from './commands/logout/logout.controller.js';
import { SignOutHandler } from './commands/logout/logout.command.js';
import { ToggleFavoriteModuleHandler } from './commands/favorite-module/favorite-module.command.js';
import { FavoriteModuleController } from './commands/favorite-module/favorite-module.controller.js';
import { ChangeOwnRecordHandler } from './commands/own-record/change-own-record.command.js';
import { OwnRecordController } from './commands/own-record/own-record.controller.js';
import { PasswordResetController } from './commands/password-reset/password-reset.controller.js';
import { RequestPasswordResetHandler, ResetPasswordHandler } from './commands/password-reset/password-reset.commands.js';
import { RegisterController } from './commands/register/register.controller.js';
import { RegisterUserHandler } from './commands/register/register.command.js';
import { CreateUserController } from './commands/create-user/create-user.controller.js';
import { CreateUserHandler } from './commands/create-user/create-user.command.js';
import { DeleteUserController } from './commands/delete-user/delete-user.controller.js';
import { DeleteUserHandler } from './commands/delete-user/delete-user.command.js';
import { ImportUsersController } from './commands/import-users/import-users.controller.js';
import { ImportUsersHandler } from './commands/import-users/import-users.command.js';
import { RawImportUsersHandler } from './commands/raw-import/raw-import.command.js';
import { RawImportController } from './commands/raw-import/raw-import.controller.js';
import { RequestPasswordResetForHandler } from './commands/reset-password-for/reset-password-for.command.js';
import { ResetPasswordForController } from './commands/reset-password-for/reset-password-for.controller.js';
import { UpdateUserController } from './commands/update-user/update-user.controller.js';
import { UpdateUserHandler } from './commands/update-user/update-user.command.js';
import { GetUserHandler } from './queries/get-user/get-user.query.js';
import { GetUserHistoryHandler } from './queries/user-history/user-history.query.js';
import { ListTokensHandler } from './queries/list-tokens/list-tokens.query.js';
import { GetIdentityProvidersHandler } from './queries/identity-providers/identity-providers.query.js';
import { ListUsersHandler } from './queries/list-users/list-users.query.js';
import { UsersQueryController } from './queries/list-users/users.controller.js';
import { DirectoryLookup } from './shared/directory-lookup.js';
import { UserCreator } from './shared/user-creator.js';
import { CurrentUserController } from './queries/current-user/current-user.controller.js';
import { GetCurrentUserHandler } from './queries/current-user/current-user.query.js';
import { OwnOrganizationController } from './queries/own-organization/own-organization.controller.js';
import { GetOwnOrganizationHandler } from './queries/own-organization/own-organization.query.js';
import { EmailDirectory } from './shared/email-directory.js';
import { FlowCookies } from './shared/oidc/flow-cookies.js';
import { IdentityDirectory } from './shared/oidc/identity-directory.js';
import { OidcClients } from './shared/oidc/oidc-clients.js';
import { ProviderSignOut } from './shared/oidc/provider-sign-out.js';
import { ProviderAccounts } from './shared/oidc/provider-accounts.js';
import { SignInProvidersController } from './queries/sign-in-providers/sign-in-providers.controller.js';
import { FindSignInProvidersHandler } from './queries/sign-in-providers/sign-in-providers.query.js';
import { ProviderConfiguration } from './shared/oidc/provider-configuration.js';
import { RateLimitsService } from './shared/rate-limits.service.js';
import { SessionIssuer } from './shared/session-issuer.js';
import { SessionStreams } from './shared/session-streams.js';

/** Accounts: sign-in, the own record, and the administration of users (spec part 1 sections 2 to 8). */
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
    FavoriteModuleController,
    OwnOrganizationController,
    ToggleDisabledController,
    // Administration of users (spec part 1 sections 6 and 7).
    UsersQueryController,
    CreateUserController,
    UpdateUserController,
    DeleteUserController,
    ResetPasswordForController,
    ImportUsersController,
    RawImportController,
    AccessTokensController,
    // Single sign-on's configuration (docs/adr/0041).
    IdentityProvidersController,
    // Single sign-on's sign-in (docs/adr/0041).
    SignInProvidersController,
    ProviderSignInController,
  ],
  providers: [
    CaptchaService,
    EmailDirectory,
    RateLimitsService,
    SessionIssuer,
    SessionStreams,
    RegisterUserHandler,
    SignInHandler,
    SignOutHandler,
    RequestPasswordResetHandler,
    ResetPasswordHandler,
    ChangeOwnRecordHandler,
    ToggleFavoriteModuleHandler,
    GetCurrentUserHandler,
    ToggleDisabledHandler,
    DirectoryLookup,
    UserCreator,
    ListUsersHandler,
    GetUserHandler,
    GetUserHistoryHandler,
    CreateUserHandler,
    UpdateUserHandler,
    DeleteUserHandler,
    ImportUsersHandler,
    ListTokensHandler,
    IssueTokenHandler,
    RevokeTokenHandler,
    GetCaptchaChallengeHandler,
    GetOwnOrganizationHandler,
    RawImportUsersHandler,
    RequestPasswordResetForHandler,
    OidcClients,
    ProviderSignOut,
    ProviderConfiguration,
    GetIdentityProvidersHandler,
    FlowCookies,
    IdentityDirectory,
    ProviderAccounts,
    FindSignInProvidersHandler,
    StartProviderSignInHandler,
    CompleteProviderSignInHandler,
    LinkProviderIdentityHandler,
    AddIdentityProviderHandler,
    ChangeIdentityProviderHandler,
    RemoveIdentityProviderHandler,
    ChangeSignInPolicyHandler,
  ],
  // What an LTI launch signs people in with (the lti context, docs/adr/0042).
  exports: [ProviderAccounts, IdentityDirectory, EmailDirectory, SessionIssuer],
})
export class AccountsModule {}
