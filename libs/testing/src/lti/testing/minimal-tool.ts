import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRemoteJWKSet, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { readBody } from '../http.js';
import { generateSigningKey, type SigningKey } from '../keys.js';
import { autoPostPage } from '../pages.js';
import type { PlatformRegistration } from '../test-platform.js';
import { LTI_CLAIMS, LTI_VERSION, MESSAGE_TYPES } from '../vocabulary.js';

/**
 * A minimal LTI tool written in the spec's own terms with jose, to prove the platform's side: it
 * starts logins, checks launches as LTI 1.3 Core asks (signature, iss, aud, exp, nonce once,
 * state cookie, deployment), signs client assertions and deep linking responses. It answers a
 * launch with JSON: `{ claims }` when taken, `{ refused }` otherwise.
 */
export interface MinimalTool {
  url: string;
  key: SigningKey;
  register(registration: PlatformRegistration): void;
  /** A client assertion for the token endpoint; `overrides` change its claims, `key` signs it instead of the tool's. */
  clientAssertion(options?: { overrides?: JWTPayload; key?: SigningKey }): Promise<string>;
  /** A LtiDeepLinkingResponse to the request's claims, with `items` as content items; `overrides` and `key` as for clientAssertion. */
  deepLinkingResponse(request: JWTPayload, items: readonly Record<string, unknown>[], options?: { overrides?: JWTPayload; key?: SigningKey }): Promise<string>;
  close(): Promise<void>;
}

const PATHS = { login: '/api/v1/lti/login', launch: '/api/v1/lti/launch', jwks: '/api/v1/lti/jwks' };

const json = (res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(value));
};

const cookieOf = (req: IncomingMessage, name: string): string | undefined =>
  req.headers.cookie
    ?.split(';')
    .map((pair) => pair.trim().split('='))
    .find(([key]) => key === name)?.[1];

/** The attributes of the tool's cookies: CHIPS by default, so that they live in the LMS's iframe. */
export const FRAMEABLE_COOKIE = 'HttpOnly; Secure; SameSite=None; Partitioned';

export async function startMinimalTool({ cookieAttributes = FRAMEABLE_COOKIE } = {}): Promise<MinimalTool> {
  const key = await generateSigningKey();
  let registration: PlatformRegistration | undefined;
  let platformKeys: ReturnType<typeof createRemoteJWKSet> | undefined;
  /** Nonce by state, for the launches started and not yet taken. */
  const pending = new Map<string, string>();
  const usedNonces = new Set<string>();

  const login = (res: ServerResponse, params: URLSearchParams): void => {
    if (!registration || params.get('iss') !== registration.issuer || params.get('client_id') !== registration.clientId)
      return json(res, 400, { refused: 'unknown platform' });
    const state = randomBytes(12).toString('base64url');
    const nonce = randomUUID();
    pending.set(state, nonce);
    const auth = new URL(registration.authorizationEndpoint);
    const request = {
      scope: 'openid',
      response_type: 'id_token',
      response_mode: 'form_post',
      prompt: 'none',
      client_id: registration.clientId,
      redirect_uri: `${url}${PATHS.launch}`,
      login_hint: params.get('login_hint') ?? '',
      lti_message_hint: params.get('lti_message_hint') ?? '',
      state,
      nonce,
    };
    for (const [name, value] of Object.entries(request)) auth.searchParams.set(name, value);
    // The launch comes back as a cross-site form post, in the LMS's frame: see FRAMEABLE_COOKIE.
    res.writeHead(302, { location: auth.href, 'set-cookie': `lti_state=${state}; Path=/api/v1/lti; ${cookieAttributes}` });
    res.end();
  };

  const verifyLaunch = async (form: URLSearchParams, stateCookie: string | undefined): Promise<JWTPayload> => {
    if (!registration || !platformKeys) throw new Error('not registered');
    const state = form.get('state') ?? '';
    if (!stateCookie || stateCookie !== state) throw new Error('state does not match the cookie');
    const { payload } = await jwtVerify(form.get('id_token') ?? '', platformKeys, {
      issuer: registration.issuer,
      audience: registration.clientId,
      algorithms: ['RS256'],
    });
    if (typeof payload.nonce !== 'string' || usedNonces.has(payload.nonce)) throw new Error('nonce used before');
    if (pending.get(state) !== payload.nonce) throw new Error('nonce is not the login’s');
    usedNonces.add(payload.nonce);
    if (!registration.deploymentIds.includes(String(payload[LTI_CLAIMS.deploymentId]))) throw new Error('unknown deployment');
    if (payload[LTI_CLAIMS.version] !== LTI_VERSION) throw new Error('not LTI 1.3');
    return payload;
  };

  const launch = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const form = new URLSearchParams(await readBody(req));
    let claims: JWTPayload;
    try {
      claims = await verifyLaunch(form, cookieOf(req, 'lti_state'));
    } catch (error) {
      return json(res, 401, { refused: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
    }
    if (claims[LTI_CLAIMS.messageType] === MESSAGE_TYPES.deepLinkingRequest) {
      const settings = claims[LTI_CLAIMS.deepLinkingSettings] as { deep_link_return_url: string };
      const jwt = await tool.deepLinkingResponse(claims, [
        { type: 'ltiResourceLink', title: 'Thyroid FNA cases', custom: { module: 'thyroid-fna' }, lineItem: { scoreMaximum: 20, label: 'Thyroid FNA' } },
      ]);
      res.writeHead(200, { 'content-type': 'text/html' });
      return void res.end(autoPostPage(settings.deep_link_return_url, { JWT: jwt }));
    }
    json(res, 200, { claims }, { 'set-cookie': `tool_session=${randomUUID()}; Path=/; ${cookieAttributes}` });
  };

  const server = createServer((req, res) => {
    const requestUrl = new URL(req.url ?? '/', url);
    if (requestUrl.pathname === PATHS.jwks) return json(res, 200, { keys: [key.publicJwk] });
    if (requestUrl.pathname === PATHS.login && req.method === 'GET') return login(res, requestUrl.searchParams);
    if (requestUrl.pathname === PATHS.login) return void readBody(req).then((body) => login(res, new URLSearchParams(body)));
    if (requestUrl.pathname === PATHS.launch && req.method === 'POST') return void launch(req, res);
    json(res, 404, { refused: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const tool: MinimalTool = {
    url,
    key,
    register(given) {
      registration = given;
      platformKeys = createRemoteJWKSet(new URL(given.jwksUrl));
    },
    clientAssertion: ({ overrides = {}, key: signingKey = key } = {}) => {
      const clientId = registration?.clientId ?? '';
      return new SignJWT({ iss: clientId, sub: clientId, aud: registration?.tokenEndpoint, jti: randomUUID(), ...overrides })
        .setProtectedHeader({ alg: 'RS256', kid: key.kid })
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(signingKey.privateKey);
    },
    deepLinkingResponse: (request, items, { overrides = {}, key: signingKey = key } = {}) => {
      const settings = request[LTI_CLAIMS.deepLinkingSettings] as { data?: string };
      return new SignJWT({
        iss: registration?.clientId,
        aud: registration?.issuer,
        nonce: randomUUID(),
        [LTI_CLAIMS.messageType]: MESSAGE_TYPES.deepLinkingResponse,
        [LTI_CLAIMS.version]: LTI_VERSION,
        [LTI_CLAIMS.deploymentId]: request[LTI_CLAIMS.deploymentId],
        [LTI_CLAIMS.contentItems]: items,
        ...(settings.data !== undefined && { [LTI_CLAIMS.deepLinkingData]: settings.data }),
        ...overrides,
      })
        .setProtectedHeader({ alg: 'RS256', kid: key.kid })
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(signingKey.privateKey);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
  return tool;
}
