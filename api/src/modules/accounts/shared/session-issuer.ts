import { Inject, Injectable } from '@nestjs/common';
import type { Response } from 'express';
import type { Config } from '../../../infra/config.js';
import { issueCsrfToken } from '../../../http/csrf.js';
import { clearSessionCookie, setFramedSessionCookie, setSessionCookie } from '../../../http/session-cookie.js';
import { hashToken, newToken } from '../../../auth/secret-tokens.js';
import type { Secrets } from '../../../infra/secrets.js';
import { CONFIG, SECRETS } from '../../../infra/tokens.js';

export interface NewSession {
  token: string;
  hash: string;
  expiresAt: Date;
}

/** Creates session tokens and puts them (with a CSRF token bound to them) into cookies. */
@Injectable()
export class SessionIssuer {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(SECRETS) private readonly secrets: Secrets,
  ) {}

  create(now: Date): NewSession {
    const token = newToken();
    return { token, hash: hashToken(token), expiresAt: new Date(now.getTime() + this.config.sessionDays * 86_400_000) };
  }

  /** Sets the session cookie and rotates the CSRF token to the new session. */
  deliver(res: Response, session: NewSession): void {
    setSessionCookie(res, session.token, this.config.secureCookies, session.expiresAt.getTime() - Date.now());
    issueCsrfToken(res, this.secrets.signing, session.token, this.config.secureCookies);
  }

  /** A session opened by an LTI launch: its cookies exist only inside the platform's frame (docs/adr/0042). */
  deliverFramed(res: Response, session: NewSession): void {
    setFramedSessionCookie(res, session.token, session.expiresAt.getTime() - Date.now());
    issueCsrfToken(res, this.secrets.signing, session.token, true, true);
  }

  end(res: Response): void {
    clearSessionCookie(res, this.config.secureCookies);
    issueCsrfToken(res, this.secrets.signing, null, this.config.secureCookies);
  }
}
