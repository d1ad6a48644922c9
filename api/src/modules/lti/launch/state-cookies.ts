import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { API_PREFIX, LTI_STATE_COOKIE } from '@cytocampus/contracts';
import { framedCookieOptions } from '../../../http/session-cookie.js';
import type { Sealer } from '../../../infra/sealed-secrets.js';
import { SEALER } from '../../../infra/tokens.js';

/** A login's state between our redirect to the platform and its launch. */
export interface LaunchFlow {
  state: string;
  nonce: string;
  platformId: string;
}

const FLOW_AAD = 'lti-launch-flow';
const FLOW_MS = 10 * 60_000;
/** The characters of the state that name its cookie: a page with several of our frames runs several logins at once. */
const NAME_CHARS = 16;

const cookieName = (state: string): string => `${LTI_STATE_COOKIE}_${state.slice(0, NAME_CHARS)}`;
const fresh = (): string => randomBytes(24).toString('base64url');

/**
 * The state and nonce of an LTI login, sealed into a cookie of the launch path (docs/adr/0042): the
 * platform's launch is a cross-site form post inside its frame, so the cookie is SameSite=None and
 * Partitioned like the framed session. It binds the launch to the browser that logged in (the
 * state) and the id_token to this login (the nonce), and is given back once.
 */
@Injectable()
export class StateCookies {
  constructor(@Inject(SEALER) private readonly sealer: Sealer) {}

  begin(res: Response, platformId: string): LaunchFlow {
    const flow: LaunchFlow = { state: fresh(), nonce: fresh(), platformId };
    const sealed = this.sealer.seal(JSON.stringify({ ...flow, until: Date.now() + FLOW_MS }), FLOW_AAD);
    res.cookie(cookieName(flow.state), sealed, { ...framedCookieOptions(FLOW_MS), path: `${API_PREFIX}/lti` });
    return flow;
  }

  /** The flow of this state, cleared; null when its cookie is missing, expired, altered or of another state. */
  take(req: Request, res: Response, state: string): LaunchFlow | null {
    if (state.length < NAME_CHARS) return null;
    const name = cookieName(state);
    const sealed = (req.cookies as Record<string, string | undefined>)[name];
    if (sealed === undefined) return null;
    res.clearCookie(name, { ...framedCookieOptions(), path: `${API_PREFIX}/lti` });
    try {
      const flow = JSON.parse(this.sealer.open(sealed, FLOW_AAD)) as LaunchFlow & { until: number };
      return flow.state === state && flow.until > Date.now() ? { state: flow.state, nonce: flow.nonce, platformId: flow.platformId } : null;
    } catch {
      return null;
    }
  }
}
