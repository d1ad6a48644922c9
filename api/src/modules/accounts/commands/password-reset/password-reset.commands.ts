import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MSG, PRODUCT_NAME, RESET_PASSWORD_PATH } from '@cytocampus/contracts';
import { DomainError, userDecider, userStream } from '@cytocampus/domain';
import type { Config } from '../../../../infra/config.js';
import type { CommandContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { hashToken, newToken } from '../../../../auth/secret-tokens.js';
import type { Logger } from '../../../../infra/logger.js';
import type { Mailer } from '../../../../infra/mailer.js';
import { CONFIG, LOGGER, MAILER } from '../../../../infra/tokens.js';
import { Broadcaster } from '../../../../realtime/broadcaster.js';
import { EmailDirectory } from '../../shared/email-directory.js';
import { hashPassword } from '../../shared/passwords.js';

const HOUR_MS = 60 * 60 * 1000;

/** A reset link lasts an hour; the link of a new account (created by an administrator) a week. */
export type LinkKind = 'reset' | 'welcome';
const LINK: Record<LinkKind, { lifetimeMs: number; validity: string }> = {
  reset: { lifetimeMs: HOUR_MS, validity: 'within one hour' },
  welcome: { lifetimeMs: 7 * 24 * HOUR_MS, validity: 'within seven days' },
};

/** The reset link carries "<userId>.<secret>"; only a hash of the secret is recorded. */
const parseToken = (token: string): { userId: string; secret: string } | null => {
  const match = /^([0-9a-f-]{36})\.([\w-]{20,})$/.exec(token);
  return match ? { userId: match[1]!, secret: match[2]! } : null;
};

export class RequestPasswordReset extends Command<void> {
  constructor(
    readonly email: string,
    readonly ctx: CommandContext,
    readonly kind: LinkKind = 'reset',
  ) {
    super();
  }
}

/** Sends a single-use link valid for an hour; unknown or deactivated addresses get nothing (and the caller the same answer). */
@CommandHandler(RequestPasswordReset)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordReset, void> {
  constructor(
    private readonly es: EventSourcing,
    private readonly directory: EmailDirectory,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute({ email, ctx, kind }: RequestPasswordReset): Promise<void> {
    const account = await this.directory.account(email);
    if (!account || account.state.disabled) return;
    const secret = newToken();
    const { lifetimeMs, validity } = LINK[kind];
    const expiresAt = new Date(this.es.now().getTime() + lifetimeMs).toISOString();
    await this.es
      .aggregate(userStream(account.userId), userDecider)
      .execute(() => [{ type: 'RequestPasswordReset', tokenHash: hashToken(secret), expiresAt }], ctx);
    const link = `${this.config.publicUrl}${RESET_PASSWORD_PATH}?token=${account.userId}.${secret}`;
    const name = account.state.bio?.firstName ?? '';
    await this.mailer.send(kind === 'welcome' ? welcomeMail(email, name, link, validity) : resetMail(email, name, link, validity));
    if (!this.config.smtpUrl) this.logger.info({ email, link }, 'password reset link (embedded mail outbox)');
  }
}

/** Answers the account's e-mail address. */
export class ResetPassword extends Command<string> {
  constructor(
    readonly token: string,
    readonly password: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** Sets the new password; every session of the user ends (their open tabs go to the login screen). */
@CommandHandler(ResetPassword)
export class ResetPasswordHandler implements ICommandHandler<ResetPassword, string> {
  constructor(
    private readonly es: EventSourcing,
    private readonly broadcaster: Broadcaster,
  ) {}

  async execute({ token, password, ctx }: ResetPassword): Promise<string> {
    const parsed = parseToken(token);
    if (!parsed) throw new DomainError('invalid', MSG.resetLinkInvalid, 'token');
    const passwordHash = await hashPassword(password);
    const { state, position } = await this.es
      .aggregate(userStream(parsed.userId), userDecider)
      .execute(() => [{ type: 'ResetPassword', tokenHash: hashToken(parsed.secret), passwordHash, now: this.es.now().toISOString() }], {
        ...ctx,
        actorId: parsed.userId,
      });
    await this.es.readYourWrites(position, ['sessions']);
    this.broadcaster.endSessions({ userId: parsed.userId }, 'password-reset', MSG.passwordChangedSignIn);
    return state.email ?? '';
  }
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function resetMail(to: string, name: string, link: string, validity: string) {
  return {
    to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    text: `Hello ${name},\n\nTo choose a new password, open this link ${validity}:\n${link}\n\nIf you did not ask for this, ignore this e-mail; your password stays the same.\n`,
    html: `<p>Hello ${escapeHtml(name)},</p><p>To choose a new password, open this link ${validity}:</p><p><a href="${link}">Reset my password</a></p><p>If you did not ask for this, ignore this e-mail; your password stays the same.</p>`,
  };
}

function welcomeMail(to: string, name: string, link: string, validity: string) {
  return {
    to,
    subject: `Your ${PRODUCT_NAME} account is ready`,
    text: `Hello ${name},\n\nAn account was created for you on ${PRODUCT_NAME}. To choose your password, open this link ${validity}:\n${link}\n\nThen sign in with this e-mail address.\n`,
    html: `<p>Hello ${escapeHtml(name)},</p><p>An account was created for you on ${PRODUCT_NAME}. To choose your password, open this link ${validity}:</p><p><a href="${link}">Choose my password</a></p><p>Then sign in with this e-mail address.</p>`,
  };
}
