import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ResolvedConfiguration } from './configuration.js';
import type { CourseRegistry } from './courses.js';
import type { GradeBook } from './grade-book.js';
import { readParameters, sendHtml } from './http.js';
import { launchClaims, signIdToken } from './id-token.js';
import type { SigningKey } from './keys.js';
import type { LaunchIntents } from './launch-intents.js';
import { autoPostPage, errorPage } from './pages.js';
import type { PlatformUrls } from './urls.js';

/**
 * The OIDC authentication endpoint of LTI 1.3 Core §5.1.1: the tool's answer to the third-party
 * initiated login comes here, and the platform answers with the id_token, posted to the tool's
 * redirect_uri by the browser (response_mode form_post).
 */

export interface AuthorizationContext {
  issuer: string;
  configuration: ResolvedConfiguration;
  urls: PlatformUrls;
  intents: LaunchIntents;
  courses: CourseRegistry;
  gradeBook: GradeBook;
  platformKey: SigningKey;
  strangerKey: SigningKey;
}

/** A refusal sent back to the tool (OIDC error response), once the redirect_uri is known to be the tool's. */
class AuthenticationError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

function demand(condition: boolean, error: string, description: string): asserts condition {
  if (!condition) throw new AuthenticationError(error, description);
}

/** The id_token for a checked request, with what its intent asks to get wrong. */
async function idTokenFor(params: URLSearchParams, context: AuthorizationContext): Promise<string> {
  const { configuration } = context;
  demand(params.get('response_type') === 'id_token', 'unsupported_response_type', 'response_type must be id_token.');
  demand((params.get('scope') ?? '').split(' ').includes('openid'), 'invalid_scope', 'scope must be openid.');
  demand(params.get('response_mode') === 'form_post', 'invalid_request', 'response_mode must be form_post.');
  demand(params.get('prompt') === 'none', 'invalid_request', 'prompt must be none.');
  const nonce = params.get('nonce');
  demand(!!nonce, 'invalid_request', 'nonce is required.');
  const intent = context.intents.take(params.get('lti_message_hint') ?? '');
  demand(!!intent, 'invalid_request', 'lti_message_hint is not one this platform issued (or it was used already).');
  demand(params.get('login_hint') === intent.userId, 'login_required', 'login_hint is not the user the login was started for.');
  const course = context.courses.get(intent.contextId)!;
  const member = context.courses.member(intent.contextId, intent.userId)!;
  const link = intent.messageType === 'LtiResourceLinkRequest' ? context.courses.findLink(intent.linkId)?.link : undefined;
  const claims = launchClaims({
    issuer: context.issuer,
    clientId: configuration.clientId,
    platformName: configuration.name,
    urls: context.urls,
    intent,
    course,
    member,
    ...(link && { link }),
    ...(link && { lineItemId: context.gradeBook.forLink(course.id, link.id)?.id }),
    targetLinkUri: link?.targetLinkUri ?? configuration.tool.launchUrl,
    nonce,
    now: new Date(),
  });
  return signIdToken(claims, context.platformKey, intent.negatives.wrongSignature ? context.strangerKey : undefined);
}

export async function authorizationRoute(req: IncomingMessage, res: ServerResponse, url: URL, context: AuthorizationContext): Promise<void> {
  const { configuration } = context;
  const params = await readParameters(req, url);
  // Until the client and its redirect_uri are known, nothing may be sent to that URI (OIDC Core §3.1.2.6).
  if (params.get('client_id') !== configuration.clientId)
    return sendHtml(res, 400, errorPage(configuration.name, 'invalid_client', `client_id ${params.get('client_id') ?? '(none)'} is not registered.`));
  const redirectUri = params.get('redirect_uri');
  if (redirectUri !== configuration.tool.launchUrl)
    return sendHtml(
      res,
      400,
      errorPage(configuration.name, 'invalid_request', `redirect_uri ${redirectUri ?? '(none)'} is not the tool's registered ${configuration.tool.launchUrl}.`),
    );
  const state = params.get('state');
  const stateField: Record<string, string> = state === null ? {} : { state };
  try {
    const idToken = await idTokenFor(params, context);
    sendHtml(res, 200, autoPostPage(redirectUri, { id_token: idToken, ...stateField }));
  } catch (error) {
    if (!(error instanceof AuthenticationError)) throw error;
    sendHtml(res, 200, autoPostPage(redirectUri, { error: error.error, error_description: error.description, ...stateField }));
  }
}
