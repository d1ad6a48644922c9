interface Cookie {
  name: string;
  value: string;
  path: string;
  /** Lower-cased SameSite attribute; browsers treat a missing one as `lax`. */
  sameSite: 'strict' | 'lax' | 'none';
  /** CHIPS: kept apart per top-level site, and so allowed where third-party cookies are blocked. */
  partitioned: boolean;
}

const isExpired = (attributes: ReadonlyMap<string, string>): boolean => {
  const maxAge = attributes.get('max-age');
  if (maxAge !== undefined) return Number(maxAge) <= 0;
  const expires = attributes.get('expires');
  return expires !== undefined && Date.parse(expires) <= Date.now();
};

const sameSiteOf = (attributes: ReadonlyMap<string, string>): Cookie['sameSite'] => {
  const value = attributes.get('samesite')?.toLowerCase();
  return value === 'strict' || value === 'none' ? value : 'lax';
};

/**
 * Where a request comes from, which decides the cookies a browser sends with it:
 * - `same-site`: the site's own pages (all cookies);
 * - `cross-site-navigation`: a top-level GET from another site's link (Lax and None);
 * - `cross-site`: a form another site's page posts, top-level (None only);
 * - `framed`: inside another site's iframe, where a browser blocking third-party cookies (the
 *   Chromium of the browser tests does) keeps only `SameSite=None; Secure; Partitioned` ones (CHIPS).
 */
export type RequestContext = 'same-site' | 'cross-site-navigation' | 'cross-site' | 'framed';

export interface CookieHeaderOptions {
  context?: RequestContext;
}

const sentIn = (cookie: Cookie, context: RequestContext): boolean => {
  if (context === 'same-site') return true;
  if (context === 'cross-site-navigation') return cookie.sameSite !== 'strict';
  return cookie.sameSite === 'none' && (context === 'cross-site' || cookie.partitioned);
};

/**
 * The cookies one host sets, kept and sent back by name and path as a browser would: enough for the
 * provider's session, interaction and resume cookies (and their signatures), and for an LTI tool's
 * state and session cookies. Domains are not tracked: a jar serves one site.
 */
export class CookieJar {
  readonly #cookies = new Map<string, Cookie>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...rest] = line.split(';');
      const equals = pair.indexOf('=');
      const name = pair.slice(0, equals).trim();
      const value = pair.slice(equals + 1).trim();
      const attributes = new Map(
        rest.map((attribute) => {
          const [key = '', ...parts] = attribute.trim().split('=');
          return [key.toLowerCase(), parts.join('=')] as const;
        }),
      );
      const path = attributes.get('path') || '/';
      const key = `${path} ${name}`;
      // Browsers reject SameSite=None without Secure outright.
      if (sameSiteOf(attributes) === 'none' && !attributes.has('secure')) continue;
      if (value === '' || isExpired(attributes)) this.#cookies.delete(key);
      else this.#cookies.set(key, { name, value, path, sameSite: sameSiteOf(attributes), partitioned: attributes.has('partitioned') });
    }
  }

  /** The Cookie header for a request to `url`, or undefined when no cookie applies. */
  header(url: URL, options: CookieHeaderOptions = {}): string | undefined {
    const sent = [...this.#cookies.values()].filter(
      (c) => (url.pathname === c.path || url.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`)) && sentIn(c, options.context ?? 'same-site'),
    );
    return sent.length ? sent.map((c) => `${c.name}=${c.value}`).join('; ') : undefined;
  }
}
