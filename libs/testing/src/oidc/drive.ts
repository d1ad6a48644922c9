import { CookieJar } from '../http/cookie-jar.js';

/**
 * A person at the test provider's pages, driven with fetch the way a browser goes: follow the
 * redirects, keep the cookies, post the forms. Where the provider sends the browser back to the
 * application (another origin), the walk stops and the callback's query string is the result.
 */

export interface ProviderCredentials {
  email: string;
  password: string;
}

/** A page's words without its markup, for an error message. */
const textOf = (page: string): string =>
  page
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The provider showed a page (its login form again, an error) where the walk expected to go back to the application. */
export class StayedAtProvider extends Error {
  constructor(
    readonly url: URL,
    readonly page: string,
  ) {
    super(`The provider kept the browser at ${url.pathname}: ${textOf(page)}`);
  }
}

type Stop = { left: URL } | { url: URL; page: string };

/** Requests `url` at the provider and follows its redirects until a page, or until the browser leaves the provider's origin. */
async function walk(jar: CookieJar, start: URL, form?: URLSearchParams): Promise<Stop> {
  const providerOrigin = start.origin;
  let url = start;
  let body = form;
  for (let hop = 0; hop < 10; hop += 1) {
    if (url.origin !== providerOrigin) return { left: url };
    const cookie = jar.header(url);
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      body,
      headers: cookie ? { cookie } : {},
      redirect: 'manual',
    });
    jar.store(response);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url);
      body = undefined;
      continue;
    }
    const page = await response.text();
    if (!response.ok) throw new Error(`The provider answered ${response.status} at ${url.pathname}: ${page}`);
    return { url, page };
  }
  throw new Error(`More than 10 redirects from ${start.href}`);
}

/** The form `id` of a page: where it posts (resolved against the page) and its hidden fields. */
function formOf(stop: { url: URL; page: string }, id: string): { action: URL; fields: URLSearchParams } {
  const form = [...stop.page.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].find((match) => match[1]!.includes(`id="${id}"`));
  const action = form && /action="([^"]*)"/.exec(form[1]!)?.[1];
  if (!form || action === undefined) throw new StayedAtProvider(stop.url, stop.page);
  const fields = new URLSearchParams();
  for (const [, name, value] of form[2]!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\s*\/?>/g)) fields.append(name!, value!);
  return { action: new URL(action.replaceAll('&amp;', '&'), stop.url), fields };
}

/** Submits the form `id` of the page, with `fields` added, and walks on. */
async function submit(jar: CookieJar, stop: { url: URL; page: string }, id: string, fields: Record<string, string>): Promise<Stop> {
  const form = formOf(stop, id);
  for (const [name, value] of Object.entries(fields)) form.fields.set(name, value);
  return walk(jar, form.action, form.fields);
}

const callbackQuery = (stop: Stop): string => {
  if ('left' in stop) return stop.left.search.slice(1);
  throw new StayedAtProvider(stop.url, stop.page);
};

/**
 * Signs in at the provider from an authorization URL and returns the query string it sends to the
 * redirect URI (`code`, `state`, `iss`, or `error`). With a `jar` that holds a provider session, no
 * form is shown and the code comes at once. A refused password throws `StayedAtProvider` with the form.
 */
export async function signInAtProvider(authorizationUrl: string | URL, credentials: ProviderCredentials, jar = new CookieJar()): Promise<string> {
  const first = await walk(jar, new URL(authorizationUrl));
  if ('left' in first) return callbackQuery(first);
  return callbackQuery(await submit(jar, first, 'login', { email: credentials.email, password: credentials.password }));
}

/** Presses Abort on the provider's login page: the query string carries `error=access_denied`. */
export async function abortAtProvider(authorizationUrl: string | URL, jar = new CookieJar()): Promise<string> {
  const first = await walk(jar, new URL(authorizationUrl));
  if ('left' in first) throw new Error('The provider signed in without showing its login page: the jar holds a session.');
  return callbackQuery(await submit(jar, first, 'abort', {}));
}

/**
 * Follows an RP-initiated logout URL (`end_session_endpoint?…`) with the jar of the sign-in,
 * confirms "Sign out", and returns where the provider sends the browser: the registered
 * post_logout_redirect_uri, or the provider's own signed-out page.
 */
export async function endProviderSession(endSessionUrl: string | URL, jar: CookieJar): Promise<URL> {
  const confirm = await walk(jar, new URL(endSessionUrl));
  if ('left' in confirm) return confirm.left;
  const after = await submit(jar, confirm, 'op.logoutForm', { logout: 'yes' });
  return 'left' in after ? after.left : after.url;
}
