import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AccessTokens, TokenEndpointContext } from './access-tokens.js';
import { lineItemRoute, lineItemsRoute, resultsRoute, scoresRoute, type GradeServices } from './assignment-grades.js';
import { authorizationRoute, type AuthorizationContext } from './authorization.js';
import type { DeepLinking } from './deep-linking.js';
import { HttpError, readParameters, sendHtml, sendJson } from './http.js';
import type { LoginInitiation } from './login-initiation.js';
import { membershipsRoute } from './names-roles.js';
import { errorPage, framedToolPage, indexPage, scoresPage } from './pages.js';

/** Everything the routes reach: the platform's state and its view of the tool. */
export interface PlatformInternals extends AuthorizationContext, GradeServices {
  tokens: AccessTokens;
  tokenEndpoint: TokenEndpointContext;
  deepLinking: DeepLinking;
  publicJwk: object;
  resourceLinkLogin(request: { linkId: string; userId: string }): LoginInitiation;
  deepLinkingLogin(request: { contextId: string; userId: string }): LoginInitiation;
}

const notFound = (): never => {
  throw new HttpError(404, 'not_found', 'No such page or resource at this platform.');
};

async function tokenRoute(req: IncomingMessage, res: ServerResponse, url: URL, p: PlatformInternals): Promise<void> {
  if (req.method !== 'POST') throw new HttpError(405, 'invalid_request', 'The token endpoint takes POST.');
  sendJson(res, 200, await p.tokens.grant(await readParameters(req, url), p.tokenEndpoint));
}

/** /contexts/<context>/…: AGS and NRPS, all behind a bearer token. */
async function contextRoutes(req: IncomingMessage, res: ServerResponse, url: URL, parts: string[], p: PlatformInternals): Promise<void> {
  const [contextId = '', service, lineItemId, sub] = parts;
  const course = p.courses.get(contextId) ?? notFound();
  if (service === 'memberships' && parts.length === 2) return membershipsRoute(req, res, url, course, p.tokens);
  if (service !== 'lineitems') return notFound();
  if (lineItemId === undefined) return lineItemsRoute(req, res, url, contextId, p);
  const item = p.gradeBook.get(contextId, lineItemId) ?? notFound();
  if (sub === undefined) return lineItemRoute(req, res, item, p);
  if (sub === 'scores' && req.method === 'POST') return scoresRoute(req, res, item, p);
  if (sub === 'results' && req.method === 'GET') return resultsRoute(req, res, url, item, p);
  return notFound();
}

/** /courses/<context>/links/<link>?user= and /courses/<context>/deep-linking?user=: the LMS pages framing the tool. */
function coursePages(res: ServerResponse, url: URL, parts: string[], p: PlatformInternals): void {
  const [contextId = '', what, linkId] = parts;
  const course = p.courses.get(contextId) ?? notFound();
  if (what === undefined) return sendHtml(res, 200, indexPage(p.configuration.name, [course], p.urls));
  const member = p.courses.member(contextId, url.searchParams.get('user') ?? '') ?? notFound();
  const platformName = p.configuration.name;
  if (what === 'links' && linkId !== undefined) {
    const link = course.links.find((l) => l.id === linkId) ?? notFound();
    const login = p.resourceLinkLogin({ linkId, userId: member.userId });
    return sendHtml(res, 200, framedToolPage({ platformName, course, member, heading: link.title, loginUrl: login.url.href }));
  }
  if (what === 'deep-linking') {
    const login = p.deepLinkingLogin({ contextId, userId: member.userId });
    return sendHtml(res, 200, framedToolPage({ platformName, course, member, heading: 'Add content from the tool', loginUrl: login.url.href }));
  }
  return notFound();
}

async function route(req: IncomingMessage, res: ServerResponse, url: URL, p: PlatformInternals): Promise<void> {
  const [first, ...parts] = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (first === undefined) return sendHtml(res, 200, indexPage(p.configuration.name, p.courses.all(), p.urls));
  if (first === 'jwks') return sendJson(res, 200, { keys: [p.publicJwk] });
  if (first === 'auth') return authorizationRoute(req, res, url, p);
  if (first === 'token') return tokenRoute(req, res, url, p);
  if (first === 'contexts') return contextRoutes(req, res, url, parts, p);
  if (first === 'deep-linking' && parts[1] === 'return' && req.method === 'POST') return p.deepLinking.returnRoute(req, res, url, parts[0]!);
  if (first === 'courses' && req.method === 'GET') return coursePages(res, url, parts, p);
  if (first === 'scores') return sendHtml(res, 200, scoresPage(p.configuration.name, p.gradeBook.scores()));
  return notFound();
}

/** Answers one request; a refusal becomes its status and an OAuth-style JSON error (a page for people's pages). */
export async function handleRequest(req: IncomingMessage, res: ServerResponse, p: PlatformInternals): Promise<void> {
  const url = new URL(req.url ?? '/', p.issuer);
  try {
    await route(req, res, url, p);
  } catch (error) {
    if (res.headersSent) return void res.end();
    if (error instanceof HttpError && url.pathname.startsWith('/courses/'))
      return sendHtml(res, error.status, errorPage(p.configuration.name, error.error, error.description));
    if (error instanceof HttpError)
      return sendJson(res, error.status, { error: error.error, error_description: error.description }, 'application/json', error.headers);
    sendJson(res, 500, { error: 'server_error', error_description: error instanceof Error ? error.message : String(error) });
  }
}
