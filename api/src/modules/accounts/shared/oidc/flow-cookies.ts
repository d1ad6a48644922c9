import { Inject, Injectable } from '@nestjs/common';
import type { CookieOptions, Request, Response } from 'express';
import { API_PREFIX, OIDC_FLOW_COOKIE, OIDC_LINK_COOKIE } from '@cytocampus/contracts';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import type { Config } from '../../../../infra/config.js';
import type { Sealer } from '../../../../infra/sealed-secrets.js';
import { CONFIG, SEALER } from '../../../../infra/tokens.js';

/** A sign-in in progress at a provider: what its callback must match (docs/adr/0041). */
export interface ProviderFlow {
  providerId: string;
  /** The PKCE code verifier, whose S256 challenge went to the provider. */
  verifier: string;
  state: string;
  nonce: string;
  /** A path of this site, already checked with sameSitePath. */
  returnTo: string;
}

/** When a taken cookie's value stops being good (ms since the epoch), so that one put back keeps its time. */
export type Expiring<T> = T & { exp: number };

/** A provider's identity waiting for the existing account's password before it is linked. */
export interface PendingLink {
  providerId: string;
  subject: string;
  email: string;
  userId: string;
  returnTo: string;
}

/** A flow or a link lasts 10 minutes: long enough for a person at a login page, short enough that an old cookie is worthless. */
export const FLOW_SECONDS = 600;

/** Only the sign-in routes ever receive these cookies. */
const OIDC_PATH = `${API_PREFIX}/auth/oidc`;

/** What each cookie is sealed for: a link cookie copied into the flow cookie does not open (and the other way round). */
const AAD = { flow: 'oidc-flow', link: 'oidc-link' } as const;

type Kind = keyof typeof AAD;
const NAMES: Record<Kind, string> = { flow: OIDC_FLOW_COOKIE, link: OIDC_LINK_COOKIE };

/**
 * The state of a sign-in kept in the browser, sealed (AES-GCM with the data encryption keys), not on
 * the server: the embedded default has no Redis and another API process may take the callback.
 * httpOnly and SameSite=Strict, so that only our own page's POST carries it: a `?code=` planted
 * through another site finds no flow (login CSRF). Taking a cookie clears it, so a code is used once.
 */
@Injectable()
export class FlowCookies {
  constructor(
    @Inject(SEALER) private readonly sealer: Sealer,
    @Inject(CONFIG) private readonly config: Config,
    private readonly es: EventSourcing,
  ) {}

  putFlow(res: Response, flow: ProviderFlow): void {
    this.put(res, 'flow', flow);
  }

  /** The flow this browser started, cleared from it; null when absent, altered or older than 10 minutes. */
  takeFlow(req: Request, res: Response): Expiring<ProviderFlow> | null {
    return this.take<ProviderFlow>(req, res, 'flow');
  }

  /** A new link (10 minutes), or one taken and put back after a wrong password (its own time left). */
  putLink(res: Response, link: PendingLink | Expiring<PendingLink>): void {
    this.put(res, 'link', link);
  }

  takeLink(req: Request, res: Response): Expiring<PendingLink> | null {
    return this.take<PendingLink>(req, res, 'link');
  }

  private options(): CookieOptions {
    return { httpOnly: true, sameSite: 'strict', secure: this.config.secureCookies, path: OIDC_PATH };
  }

  private put(res: Response, kind: Kind, value: (ProviderFlow | PendingLink) & { exp?: number }): void {
    // The expiry is sealed with the value: a browser that keeps a cookie longer than told gains nothing.
    const now = this.es.now().getTime();
    const exp = value.exp ?? now + FLOW_SECONDS * 1000;
    res.cookie(NAMES[kind], this.sealer.seal(JSON.stringify({ ...value, exp }), AAD[kind]), { ...this.options(), maxAge: Math.max(0, exp - now) });
  }

  private take<T>(req: Request, res: Response, kind: Kind): Expiring<T> | null {
    const sealed = (req.cookies as Record<string, string | undefined>)[NAMES[kind]];
    if (sealed === undefined) return null;
    res.clearCookie(NAMES[kind], this.options());
    try {
      const value = JSON.parse(this.sealer.open(sealed, AAD[kind])) as Expiring<T>;
      return value.exp > this.es.now().getTime() ? value : null;
    } catch {
      // Altered, sealed for another use or with a key dropped since: as good as none.
      return null;
    }
  }
}
