import { decodeJwt, type JWTPayload } from 'jose';
import { CookieJar } from '../http/cookie-jar.js';
import type { DeepLinkingResponseRecord } from './deep-linking.js';
import { parseForms, textOf, type ParsedForm } from './forms.js';
import type { NegativeLaunchOptions } from './launch-intents.js';
import type { LoginInitiation } from './login-initiation.js';
import type { LtiPlatform } from './test-platform.js';

/**
 * A person in the LMS launching the tool, driven with fetch the way a browser goes, without one:
 * the login at the tool, its authentication request at the platform, the id_token form posted
 * back to the tool. The tool's cookies go as Chromium sends them (see RequestContext): in the LMS's
 * iframe only `SameSite=None; Secure; Partitioned` ones, in a new window `SameSite=None` ones with
 * the cross-site launch post.
 */

/** What the tool answered, without following its redirect. */
export interface ToolResponse {
  status: number;
  headers: Headers;
  location: string | null;
  /** This response's Set-Cookie lines. */
  setCookies: string[];
  body: string;
}

export interface LaunchResult extends ToolResponse {
  /** All the tool's cookies after the walk, whatever the browser would have kept. */
  jar: CookieJar;
  /** The Cookie header the tool's page would send to `url` after the launch, framed or in its window: to continue signed in. */
  cookieHeader(url: string | URL): string | undefined;
  /** The id_token posted to the tool; absent when the tool refused the login itself. */
  idToken?: string;
  /** Its claims, decoded (not verified): what the tool was told. */
  idTokenClaims?: JWTPayload;
  /** With `replay`: the tool's answer to the first of the two identical posts (the result is the second). */
  firstResponse?: ToolResponse;
}

interface WalkOptions extends NegativeLaunchOptions {
  platform: LtiPlatform;
  userId: string;
  deploymentId?: string;
  /** Posts the id_token form twice, byte for byte with the same cookies: a replayed id_token and nonce. */
  replay?: boolean;
  /** How the platform sends the browser to the tool's login URL; GET (an iframe's src) by default. */
  loginMethod?: 'GET' | 'POST';
  /** Leaves lti_deployment_id out of the login, as LTI 1.3 Core allows. */
  omitLoginDeploymentId?: boolean;
  /** Where the LMS shows the tool: in its page's iframe (the default) or a new window; also the launch_presentation claim's document_target. */
  presentation?: 'iframe' | 'window';
  /** The tool's cookies to start with (a person already signed in at the tool); a new jar by default. */
  jar?: CookieJar;
}

export interface LaunchOptions extends WalkOptions {
  linkId: string;
}

export interface DeepLinkOptions extends WalkOptions {
  contextId: string;
}

/** The platform refused the tool's authentication request: the tool asked wrongly. */
export class PlatformRefused extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
  ) {
    super(`The platform refused the tool's authentication request (${status} ${error}): ${description}`);
  }
}

async function toolResponse(response: Response, jar: CookieJar): Promise<ToolResponse> {
  jar.store(response);
  return {
    status: response.status,
    headers: response.headers,
    location: response.headers.get('location'),
    setCookies: response.headers.getSetCookie(),
    body: await response.text(),
  };
}

const formRequest = (form: ParsedForm, cookie: string | undefined): [URL, RequestInit] => {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (form.method === 'GET') {
    const url = new URL(form.action);
    for (const [name, value] of form.fields) url.searchParams.append(name, value);
    return [url, { headers, redirect: 'manual' }];
  }
  return [form.action, { method: 'POST', body: form.fields, headers, redirect: 'manual' }];
};

/** The tool's answer to the login: where it sends the browser for authentication, or undefined when it did not. */
function authenticationRequestOf(login: ToolResponse, loginUrl: URL): ParsedForm | undefined {
  if (login.status >= 300 && login.status < 400 && login.location) {
    const location = new URL(login.location, loginUrl);
    const fields = new URLSearchParams(location.search);
    location.search = '';
    return { id: undefined, method: 'GET', action: location, fields };
  }
  // Some tools post the authentication request with an auto-submitted form instead of a redirect.
  return login.status === 200 ? parseForms(login.body, loginUrl)[0] : undefined;
}

/** At the platform: the authentication request answered by the form posting the id_token to the tool. */
async function authenticate(platform: LtiPlatform, request: ParsedForm): Promise<ParsedForm> {
  if (request.action.origin !== new URL(platform.issuer).origin || request.action.pathname !== '/auth')
    throw new Error(`The tool sent the browser to ${request.action.href}, not to the platform's ${platform.registration.authorizationEndpoint}.`);
  const response = await fetch(...formRequest(request, undefined));
  const page = await response.text();
  const form = parseForms(page, request.action).find((f) => f.id === 'lti-form-post');
  if (!response.ok || !form) throw new PlatformRefused(response.status, 'error', textOf(page));
  const error = form.fields.get('error');
  if (error) throw new PlatformRefused(response.status, error, form.fields.get('error_description') ?? '');
  return form;
}

async function walk(platform: LtiPlatform, initiation: LoginInitiation, options: WalkOptions): Promise<LaunchResult> {
  const jar = options.jar ?? new CookieJar();
  const framed = options.presentation !== 'window';
  const loginUrl = new URL(platform.tool.loginUrl);
  const loginForm: ParsedForm =
    options.loginMethod === 'POST'
      ? { id: undefined, method: 'POST', action: loginUrl, fields: new URLSearchParams(initiation.url.searchParams) }
      : { id: undefined, method: 'GET', action: loginUrl, fields: initiation.url.searchParams };
  const loginContext = framed ? 'framed' : loginForm.method === 'GET' ? 'cross-site-navigation' : 'cross-site';
  const login = await toolResponse(await fetch(...formRequest(loginForm, jar.header(loginUrl, { context: loginContext }))), jar);
  // Once launched, the tool's own requests are framed by the LMS still, or first-party in its window.
  const cookieHeader = (url: string | URL) => jar.header(new URL(url), { context: framed ? 'framed' : 'same-site' });
  const authenticationRequest = authenticationRequestOf(login, loginUrl);
  if (!authenticationRequest) return { ...login, jar, cookieHeader };
  const idTokenForm = await authenticate(platform, authenticationRequest);
  // The cookies of the first post are kept for the replay: an attacker replays the whole request.
  const launchCookie = jar.header(idTokenForm.action, { context: framed ? 'framed' : 'cross-site' });
  const first = await toolResponse(await fetch(...formRequest(idTokenForm, launchCookie)), jar);
  const idToken = idTokenForm.fields.get('id_token') ?? undefined;
  const base = { jar, cookieHeader, ...(idToken && { idToken, idTokenClaims: decodeJwt(idToken) }) };
  if (!options.replay) return { ...first, ...base };
  const replayed = await toolResponse(await fetch(...formRequest(idTokenForm, launchCookie)), jar);
  return { ...replayed, ...base, firstResponse: first };
}

/** Launches the resource link `linkId` as `userId`: login → auth → launch, returning the tool's answer to the launch. */
export async function launch(options: LaunchOptions): Promise<LaunchResult> {
  return walk(options.platform, options.platform.resourceLinkLogin({ ...options, documentTarget: options.presentation ?? 'iframe' }), options);
}

/** Sends `userId` (an instructor) to the tool with a LtiDeepLinkingRequest in `contextId`; returns the tool's answer (its picker, or its auto-posting return). */
export async function deepLink(options: DeepLinkOptions): Promise<LaunchResult> {
  return walk(options.platform, options.platform.deepLinkingLogin({ ...options, documentTarget: options.presentation ?? 'iframe' }), options);
}

export interface DeepLinkingReturn {
  status: number;
  page: string;
  /** The platform's record of the response: accepted or refused, its items and the links made. */
  record: DeepLinkingResponseRecord;
}

/**
 * Posts the tool's LtiDeepLinkingResponse to the platform's deep_link_return_url: either the `JWT`
 * and `returnUrl` given, or the form in the tool's `page` that posts to the platform.
 */
export async function returnDeepLink(
  input: { platform: LtiPlatform } & ({ jwt: string; returnUrl: string } | { page: string; pageUrl?: string }),
): Promise<DeepLinkingReturn> {
  const { platform } = input;
  let form: ParsedForm | undefined;
  if ('jwt' in input) form = { id: undefined, method: 'POST', action: new URL(input.returnUrl), fields: new URLSearchParams({ JWT: input.jwt }) };
  else
    form = parseForms(input.page, new URL(input.pageUrl ?? platform.tool.launchUrl)).find(
      (f) => f.action.href.startsWith(`${platform.issuer}/`) && f.fields.has('JWT'),
    );
  if (!form) throw new Error(`The tool's page has no form posting a JWT to the platform: ${textOf('page' in input ? input.page : '')}`);
  const before = platform.deepLinkingResponses().length;
  const response = await fetch(...formRequest(form, undefined));
  const record = platform.deepLinkingResponses()[before];
  if (!record) throw new Error(`The platform answered ${response.status} without recording a deep linking response at ${form.action.href}.`);
  return { status: response.status, page: await response.text(), record };
}
