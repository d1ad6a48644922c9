/**
 * A learning platform of the browser specs (docs/adr/0042): its course page frames CytoCampus, its
 * login answers our redirect with a signed launch (an RS256 id_token posted back to our launch
 * address), and it keeps the deep-linking answer our picker posts to its return address. It runs on
 * `localhost` while the product runs on 127.0.0.1: the frame is on another site, as at a real platform.
 */
import { createServer, type Server } from 'node:http';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { LTI_CLAIM, LTI_ROLE, LTI_ROUTES, API_PREFIX, LTI_TARGET_PARAMETER, type LtiPlatformRequest } from '@cytocampus/contracts';

const KID = 'spec-platform-key';
const CLIENT_ID = 'cytocampus-spec';
const DEPLOYMENT = '1';

/** Who the next launch is for, and what it is. */
export type SpecLaunch =
  { kind: 'deepLinking'; email: string; contextTitle: string } | { kind: 'resourceLink'; email: string; contextTitle: string; target: string };

export interface SpecPlatform {
  issuer: string;
  /** Its registration, as a super user enters it (for the given organization). */
  registration(orgId: string): LtiPlatformRequest;
  /** The course page whose frame starts the next launch. */
  coursePage(launch: SpecLaunch): string;
  /** The deep-linking answer our picker posted back, decoded, once it has. */
  returned(): JWTPayload | null;
  stop(): Promise<void>;
}

function listen(server: Server): Promise<number> {
  return new Promise((done) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      done(typeof address === 'object' && address ? address.port : 0);
    });
  });
}

const page = (body: string) => `<!doctype html><html><body style="margin:0">${body}</body></html>`;
const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export async function startSpecPlatform(toolUrl: string): Promise<SpecPlatform> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  let launch: SpecLaunch | null = null;
  let returned: JWTPayload | null = null;
  let issuer = '';

  const idToken = (nonce: string, next: SpecLaunch) => {
    const claims: JWTPayload = {
      nonce,
      email: next.email,
      name: 'Jordan Park',
      [LTI_CLAIM.version]: '1.3.0',
      [LTI_CLAIM.deploymentId]: DEPLOYMENT,
      [LTI_CLAIM.context]: { id: 'ct-101', title: next.contextTitle },
      [LTI_CLAIM.roles]: [next.kind === 'deepLinking' ? LTI_ROLE.instructor : LTI_ROLE.learner],
      [LTI_CLAIM.messageType]: next.kind === 'deepLinking' ? 'LtiDeepLinkingRequest' : 'LtiResourceLinkRequest',
      ...(next.kind === 'deepLinking'
        ? { [LTI_CLAIM.deepLinkingSettings]: { deep_link_return_url: `${issuer}/return`, accept_types: ['ltiResourceLink'] } }
        : { [LTI_CLAIM.resourceLink]: { id: 'week-1', title: 'Week 1' }, [LTI_CLAIM.custom]: { [LTI_TARGET_PARAMETER]: next.target } }),
    };
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: KID })
      .setIssuer(issuer)
      .setAudience(CLIENT_ID)
      .setSubject(next.email)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const html = (body: string) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(page(body));
    };
    if (url.pathname === '/jwks') {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [jwk] }));
    } else if (url.pathname === '/course' && launch) {
      const login = new URL(`${toolUrl}${API_PREFIX}${LTI_ROUTES.login}`);
      const params = { iss: issuer, login_hint: launch.email, target_link_uri: `${toolUrl}${API_PREFIX}${LTI_ROUTES.launch}`, client_id: CLIENT_ID };
      for (const [key, value] of Object.entries(params)) login.searchParams.set(key, value);
      html(`<iframe title="CytoCampus" src="${escapeAttribute(login.toString())}" style="border:0;width:100%;height:100vh"></iframe>`);
    } else if (url.pathname === '/auth' && launch) {
      const next = launch;
      void idToken(url.searchParams.get('nonce') ?? '', next).then((token) =>
        html(
          `<form method="post" action="${escapeAttribute(url.searchParams.get('redirect_uri') ?? '')}">` +
            `<input type="hidden" name="id_token" value="${token}"><input type="hidden" name="state" value="${escapeAttribute(url.searchParams.get('state') ?? '')}">` +
            `</form><script>document.forms[0].submit()</script>`,
        ),
      );
    } else if (url.pathname === '/return' && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        returned = decodeJwt(new URLSearchParams(body).get('JWT') ?? '');
        html('<h1>Links added</h1>');
      });
    } else {
      res.statusCode = 404;
      res.end();
    }
  });
  issuer = `http://localhost:${await listen(server)}`;

  return {
    issuer,
    registration: (orgId) => ({
      name: 'Riverside Canvas',
      issuer,
      clientId: CLIENT_ID,
      deploymentIds: [DEPLOYMENT],
      keySetUrl: `${issuer}/jwks`,
      authUrl: `${issuer}/auth`,
      tokenUrl: `${issuer}/token`,
      orgId,
      enabled: true,
    }),
    coursePage: (next) => {
      launch = next;
      return `${issuer}/course`;
    },
    returned: () => returned,
    stop: () => new Promise((done) => server.close(() => done())),
  };
}
